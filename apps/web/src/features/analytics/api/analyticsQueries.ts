import type {
  AnalyticsArea,
  TAdvancedAnalyticsRequest,
  TCommodityAnalysisQuery,
  TPastPerformanceQuery,
  TPortfolioValuationRequest,
  TRiskRequest,
} from '@cobertura/contracts';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { analyticsApi } from './analyticsApi.ts';

/** A valuation reads the day's prices: kept a minute, as the markets reads are. */
const VALUATION_STALE_MS = 60_000;
/** How often the screen asks how far a large valuation got. */
const PROGRESS_POLL_MS = 400;
/** The performance mark set when a valuation's reply has arrived, parsed (see useRenderedMs). */
export const VALUATION_ARRIVED = 'valuation-arrived';

/**
 * Spec 02 §8: a failed analysis fetch is logged (the screen says so too). One the screen called off
 * (another selection, another company) is no failure and is not logged.
 */
const logFailure =
  (what: string, signal: AbortSignal) =>
  (error: unknown): never => {
    if (!signal.aborted) console.warn(what, error);
    throw error;
  };

/** Query options of the Analytics area; every valuation lives under `['analytics', 'valuation']`. */
export const analyticsQueries = {
  valuations: ['analytics', 'valuation'] as const,
  /**
   * Nothing is asked while the selection has nothing to value (`request` null). The call names its
   * progress `progressId` (not part of the key: the same request is the same valuation).
   */
  valuation: (area: AnalyticsArea, request: TPortfolioValuationRequest | null, progressId?: string) =>
    queryOptions({
      queryKey: ['analytics', 'valuation', area, request] as const,
      queryFn: request
        ? ({ signal }) =>
            analyticsApi
              .valuation(area, progressId ? { ...request, progress_id: progressId } : request, signal)
              .then(
                (reply) => {
                  performance.mark(VALUATION_ARRIVED);
                  return reply;
                },
                logFailure('Portfolio valuation failed', signal),
              )
        : skipToken,
      staleTime: VALUATION_STALE_MS,
      // Another interval, shock or date keeps the figures shown until the new ones arrive.
      placeholderData: keepPreviousData,
    }),
  /** A kept valuation's risk: the same id and options always give the same figures. */
  risk: (valuationId: string, request: TRiskRequest | null) =>
    queryOptions({
      queryKey: ['analytics', 'risk', valuationId, request] as const,
      queryFn: request ? ({ signal }) => analyticsApi.risk(valuationId, request, signal) : skipToken,
      staleTime: Number.POSITIVE_INFINITY,
      placeholderData: keepPreviousData,
    }),
  /** A kept valuation never changes: its past view is read once per portfolio, asset and interval. */
  past: (id: string, query: TPastPerformanceQuery) =>
    queryOptions({
      queryKey: ['analytics', 'past', id, query] as const,
      queryFn: ({ signal }) => analyticsApi.past(id, query, signal),
      staleTime: Number.POSITIVE_INFINITY,
      // Another valuation keeps the past view shown until the new one arrives.
      placeholderData: keepPreviousData,
    }),
  /** The advanced analytics of a kept valuation; nothing is asked before the valuation answers. */
  advanced: (id: string | undefined, options: Partial<TAdvancedAnalyticsRequest>) =>
    queryOptions({
      queryKey: ['analytics', 'advanced', id, options] as const,
      queryFn: id ? ({ signal }) => analyticsApi.advanced(id, options, signal) : skipToken,
      // Computed from a kept valuation: the same id and options always give the same figures.
      staleTime: Number.POSITIVE_INFINITY,
      placeholderData: keepPreviousData,
    }),
  /** The commodity analysis of a kept valuation; nothing is asked before the valuation answered. */
  commodityAnalysis: (id: string | undefined, query: TCommodityAnalysisQuery) =>
    queryOptions({
      queryKey: ['analytics', 'commodity-analysis', id, query] as const,
      queryFn: id
        ? ({ signal }) =>
            analyticsApi
              .commodityAnalysis(id, query, signal)
              .catch(logFailure('Commodity analysis failed', signal))
        : skipToken,
      // A kept valuation analysed again answers the same figures: no need to ask twice.
      staleTime: Number.POSITIVE_INFINITY,
      // Another bucket, filter or unit keeps the figures shown until the new ones arrive.
      placeholderData: keepPreviousData,
    }),
  /** How far a valuation on its way got, asked again and again while `isValuing`; null before it reports. */
  progress: (progressId: string, isValuing: boolean) =>
    queryOptions({
      queryKey: ['analytics', 'progress', progressId] as const,
      // A small book never reports (it is valued at once): null, no progress yet. A failed ask is
      // no progress either: the valuation itself tells how it went.
      queryFn: () => analyticsApi.progress(progressId).catch(() => null),
      enabled: isValuing,
      refetchInterval: isValuing ? PROGRESS_POLL_MS : false,
      gcTime: 0,
    }),
};
