import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/authApi.ts';

/** The SSO buttons to show; a failed call hides them all (no retry: the login must not wait). */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: authApi.providers,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
