import { queryOptions, skipToken } from '@tanstack/react-query';
import { type Blotter, type BlotterQuery, deskApi } from './deskApi.ts';

/** A blotter and the time it arrived, in epoch milliseconds. */
export type FetchedBlotter = Blotter & { fetchedAt: number };

/** Every desk query starts with this key: a live change refreshes the ones that read requests. */
export const DESK_KEY = 'desk';

/** The performance mark set when a blotter's reply has arrived, parsed (see useRenderedMs). */
export const BLOTTER_ARRIVED = 'blotter-arrived';

/** The parts of the desk's cache a request's change makes stale. */
export const LIVE_PARTS = ['blotter', 'request', 'position'] as const;

/** Query options of the desk's screens (Trader and Supervisor). */
export const deskQueries = {
  me: () =>
    queryOptions({
      queryKey: [DESK_KEY, 'me'] as const,
      queryFn: ({ signal }) => deskApi.me(signal),
      staleTime: 5 * 60_000,
    }),
  /**
   * The blotter, with when it arrived (this browser's clock): the rows' countdowns run from it, and
   * it travels with the rows when they stay on screen while other filters are read.
   */
  blotter: (query: BlotterQuery) =>
    queryOptions({
      queryKey: [DESK_KEY, 'blotter', query] as const,
      queryFn: async ({ signal }): Promise<FetchedBlotter> => {
        const blotter = await deskApi.blotter(query, signal);
        performance.mark(BLOTTER_ARRIVED);
        return { ...blotter, fetchedAt: Date.now() };
      },
    }),
  request: (id: number | null) =>
    queryOptions({
      queryKey: [DESK_KEY, 'request', id] as const,
      queryFn: id === null ? skipToken : ({ signal }) => deskApi.request(id, signal),
    }),
  limits: () =>
    queryOptions({
      queryKey: [DESK_KEY, 'limits'] as const,
      queryFn: ({ signal }) => deskApi.limits(signal),
    }),
  limitsHistory: (companyId: number | null) =>
    queryOptions({
      queryKey: [DESK_KEY, 'limits-history', companyId] as const,
      queryFn: companyId === null ? skipToken : ({ signal }) => deskApi.limitsHistory(companyId, signal),
    }),
  position: () =>
    queryOptions({
      queryKey: [DESK_KEY, 'position'] as const,
      queryFn: ({ signal }) => deskApi.position(signal),
    }),
};
