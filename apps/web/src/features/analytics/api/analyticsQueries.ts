import type { AnalyticsArea, TPortfolioValuationRequest } from '@cobertura/contracts';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { analyticsApi } from './analyticsApi.ts';

/** A valuation reads the day's prices: kept a minute, as the markets reads are. */
const VALUATION_STALE_MS = 60_000;
/** The performance mark set when a valuation's reply has arrived, parsed (see useRenderedMs). */
export const VALUATION_ARRIVED = 'valuation-arrived';

/** Query options of the Analytics area; every valuation lives under `['analytics', 'valuation']`. */
export const analyticsQueries = {
  valuations: ['analytics', 'valuation'] as const,
  /** Nothing is asked while the selection has nothing to value (`request` null). */
  valuation: (area: AnalyticsArea, request: TPortfolioValuationRequest | null) =>
    queryOptions({
      queryKey: ['analytics', 'valuation', area, request] as const,
      queryFn: request
        ? ({ signal }) =>
            analyticsApi.valuation(area, request, signal).then(
              (reply) => {
                performance.mark(VALUATION_ARRIVED);
                return reply;
              },
              (error: unknown) => {
                // Spec 02 §8: a failed analysis fetch is logged; the screen says so too.
                console.warn('Portfolio valuation failed', error);
                throw error;
              },
            )
        : skipToken,
      staleTime: VALUATION_STALE_MS,
      // Another interval, shock or date keeps the figures shown until the new ones arrive.
      placeholderData: keepPreviousData,
    }),
};
