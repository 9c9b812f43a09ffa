import type { User } from '@cobertura/contracts';
import { useQuery } from '@tanstack/react-query';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';

/**
 * The names of the companies the user belongs to on the platform (staff set them), or null when
 * the profile's Company is the user's own words: no company yet, or the list not open to them
 * (reference calls wait for consent and activation). An empty list while the names load.
 */
export function useMemberCompanies(user: User): string[] | null {
  const canRead = user.habeas_data && user.is_active && user.companies.length > 0;
  const companies = useQuery({ ...referenceQueries.companies(user.pk_idusers), enabled: canRead });
  if (!canRead) return null;
  return (companies.data ?? []).map((company) => company.company_name);
}
