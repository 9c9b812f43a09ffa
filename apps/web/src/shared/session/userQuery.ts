import { queryOptions } from '@tanstack/react-query';
import { userApi } from './userApi.ts';

/** The signed-in user (`GET /api/user`): one key for the hooks, the session start and sign-out. */
export const userQuery = () =>
  queryOptions({ queryKey: ['profile', 'user'], queryFn: userApi.user, staleTime: 60_000 });
