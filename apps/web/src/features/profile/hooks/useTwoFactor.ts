import { useQuery } from '@tanstack/react-query';
import { userApi } from '../../../shared/session/userApi.ts';

/** The caller's two-factor sign-in: on or off, recovery codes left, whether staff must use it. */
export const TWO_FACTOR_KEY = ['profile', 'two-factor'] as const;

export function useTwoFactor() {
  return useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: userApi.twoFactor });
}
