import { queryOptions } from '@tanstack/react-query';
import { profileApi } from './profileApi.ts';

/** The signed-in user (`GET /api/user`): one key for the hooks, the session start and sign-out. */
export const userQuery = () =>
  queryOptions({ queryKey: ['profile', 'user'], queryFn: profileApi.user, staleTime: 60_000 });
