import { useQuery } from '@tanstack/react-query';
import { profileApi } from '../api/profileApi.ts';

/** The caller's two-factor sign-in: on or off, recovery codes left, whether staff must use it. */
export const TWO_FACTOR_KEY = ['profile', 'two-factor'] as const;

export function useTwoFactor() {
  return useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: profileApi.twoFactor });
}
