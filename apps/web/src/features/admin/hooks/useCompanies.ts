import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/adminApi.ts';

export const COMPANIES_KEY = ['admin', 'companies'] as const;

/** Every company for staff, and the actions that create and rename one (the list then reloads). */
export function useCompanies() {
  const queryClient = useQueryClient();
  const companies = useQuery({ queryKey: COMPANIES_KEY, queryFn: adminApi.companies });
  const reload = () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });
  const create = useMutation({ mutationFn: adminApi.createCompany, onSuccess: reload });
  const rename = useMutation({ mutationFn: adminApi.renameCompany, onSuccess: reload });
  return { companies, create, rename };
}
