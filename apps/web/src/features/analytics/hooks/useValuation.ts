import type {
  AnalyticsArea,
  PortfolioValuationReply,
  TPortfolioValuationRequest,
} from '@cobertura/contracts';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { analyticsQueries } from '../api/analyticsQueries.ts';
import { keptReplyState } from '../utils/keptReplyState.ts';

type ValuationKey = ReturnType<typeof analyticsQueries.valuation>['queryKey'];

const sameBook = (a: TPortfolioValuationRequest, b: TPortfolioValuationRequest) =>
  a.portfolios.join() === b.portfolios.join() && a.assets.join() === b.assets.join();

/**
 * The valuation of the selection. When the call fails, the last reply that answered for the same
 * portfolios and asset (another interval, shock or date) stays on screen, marked `isStale`: the spec
 * logs a failed fetch and clears the loading flag (spec 02 §8), and the treasurer keeps the figures
 * they had. Figures of another portfolio are never shown for this one.
 */
export function useValuation(area: AnalyticsArea, request: TPortfolioValuationRequest | null) {
  const client = useQueryClient();
  // A new name for each request asked, under which its valuation tells how far it got.
  const requestText = JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request (by value) gets a new name.
  const progressId = useMemo(() => crypto.randomUUID(), [area, requestText]);
  const query = useQuery(analyticsQueries.valuation(area, request, progressId));
  const progress = useQuery(analyticsQueries.progress(progressId, query.isFetching));
  // Re-renders when any valuation ends, so the cache read below is current.
  useIsFetching({ queryKey: analyticsQueries.valuations });

  let reply: PortfolioValuationReply | undefined = query.data;
  if (!reply && query.isError && request) {
    const answered = client
      .getQueryCache()
      .findAll({ queryKey: [...analyticsQueries.valuations, area] })
      .filter((cached) => {
        const [, , , asked] = cached.queryKey as ValuationKey;
        return cached.state.data !== undefined && asked !== null && sameBook(asked, request);
      })
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
    reply = answered[0]?.state.data as PortfolioValuationReply | undefined;
  }

  return {
    ...keptReplyState(query, reply, request !== null),
    /** How far a large book's valuation on its way got (hedges valued of the total), else null. */
    progress: query.isFetching ? (progress.data ?? null) : null,
  };
}
