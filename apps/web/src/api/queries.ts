import type { User } from '@cobertura/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CatalogKind } from './endpoints.ts';

/** Query keys of the reference data the shell loads after sign-in; sign-out clears them all. */
export const queryKeys = {
  user: ['user'] as const,
  userRoutes: (role: number) => ['userRoutes', role] as const,
  companies: (userId: number) => ['companies', userId] as const,
  currencies: ['currencies'] as const,
  commodities: ['commodities'] as const,
  countries: ['countries'] as const,
  providers: ['authProviders'] as const,
  catalog: (kind: CatalogKind, lang: string) => ['catalog', kind, lang] as const,
  pendingAccounts: ['pendingAccounts'] as const,
};

const REFERENCE_STALE_MS = 10 * 60_000;

export function useUser(enabled = true) {
  return useQuery({ queryKey: queryKeys.user, queryFn: api.user, enabled, staleTime: 60_000 });
}

export function useUserRoutes(role: number | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.userRoutes(role ?? -1),
    queryFn: () => api.userRoutes(role ?? 0),
    enabled: enabled && role !== undefined,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCompanies(userId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.companies(userId ?? -1),
    queryFn: () => api.companies(userId ?? 0),
    enabled: enabled && userId !== undefined,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCurrencies(enabled = true) {
  return useQuery({
    queryKey: queryKeys.currencies,
    queryFn: api.currencies,
    enabled,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCommodities(enabled = true) {
  return useQuery({
    queryKey: queryKeys.commodities,
    queryFn: api.commodities,
    enabled,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCountries(enabled = true) {
  return useQuery({
    queryKey: queryKeys.countries,
    queryFn: api.countries,
    enabled,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useAuthProviders() {
  return useQuery({
    queryKey: queryKeys.providers,
    queryFn: api.providers,
    staleTime: REFERENCE_STALE_MS,
    retry: false,
  });
}

export function useCatalog(kind: CatalogKind, lang: string) {
  return useQuery({ queryKey: queryKeys.catalog(kind, lang), queryFn: () => api.catalog(kind, lang) });
}

export function usePendingAccounts(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.pendingAccounts, queryFn: api.pendingAccounts, enabled });
}

export function useActivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.activateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pendingAccounts }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.updateUser,
    onSuccess: (user: User) => {
      if (user && typeof user === 'object' && 'pk_idusers' in user) {
        queryClient.setQueryData(queryKeys.user, user);
      } else {
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      }
    },
  });
}
