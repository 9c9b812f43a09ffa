import type { BookKind } from '@cobertura/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';
import { type BookScope, bookApi } from './bookApi.ts';

/**
 * Query options of the book. A sheet's rows live under `['book', kind, company, portfolio,
 * underlying]`, so anything that writes the book (a save, an import) refreshes every sheet by
 * invalidating `['book']`. The grid keeps its own edits: a refetch only replaces a sheet without any.
 */
export const bookQueries = {
  rows: (kind: BookKind, company: number, underlying: Underlying, scope: BookScope) =>
    queryOptions({
      queryKey: ['book', kind, company, scope.portfolio, underlying],
      queryFn: () => bookApi.rows(kind, scope),
      refetchOnWindowFocus: false,
    }),
  history: (kind: BookKind, company: number, pk: string) =>
    queryOptions({
      queryKey: ['book', kind, company, 'history', pk],
      queryFn: () => bookApi.history(kind, company, pk),
      staleTime: 0,
    }),
  lookup: (path: 'providers' | 'clients' | 'plants', company: number) =>
    queryOptions({
      queryKey: ['lookups', path, company],
      queryFn: () => bookApi.lookup(path, company),
      staleTime: 10 * 60_000,
    }),
};
