import { queryOptions } from '@tanstack/react-query';
import { type CatalogKind, referenceApi } from './referenceApi.ts';

/** Reference lists change rarely: the shell loads them once after sign-in and keeps them 10 minutes. */
const REFERENCE_STALE_MS = 10 * 60_000;

const list = <T>(key: readonly unknown[], queryFn: () => Promise<T>) =>
  queryOptions({ queryKey: ['reference', ...key], queryFn, staleTime: REFERENCE_STALE_MS });

/**
 * Query options of the reference data, shared by the hooks (`useQuery(referenceQueries.x())`) and by
 * the session start that prefetches them, so key and fetcher are written once.
 */
export const referenceQueries = {
  userRoutes: (role: number) => list(['userRoutes', role], () => referenceApi.userRoutes(role)),
  companies: (userId: number) => list(['companies', userId], () => referenceApi.companies(userId)),
  currencies: () => list(['currencies'], referenceApi.currencies),
  commodities: () => list(['commodities'], referenceApi.commodities),
  countries: () => list(['countries'], referenceApi.countries),
  catalog: (kind: CatalogKind, lang: string) =>
    queryOptions({
      queryKey: ['reference', 'catalog', kind, lang],
      queryFn: () => referenceApi.catalog(kind, lang),
    }),
};
