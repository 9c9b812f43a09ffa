import { type QueryKey, useIsFetching, useQueryClient } from '@tanstack/react-query';

/**
 * When the queries under `queryKey` last got an answer or failed (the 'Synced:' legend), or null
 * before the first. Counting the fetches in flight re-renders the caller whenever one ends.
 */
export function useLastSync(queryKey: QueryKey): number | null {
  const client = useQueryClient();
  useIsFetching({ queryKey });
  const times = client
    .getQueryCache()
    .findAll({ queryKey })
    .map((query) => Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt));
  const last = Math.max(0, ...times);
  return last > 0 ? last : null;
}
