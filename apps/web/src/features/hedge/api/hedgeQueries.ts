import type { ExecutionWindow } from '@cobertura/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { hedgeApi, type RequestListQuery } from './hedgeApi.ts';

/**
 * The plan values the user's books: it is kept a minute, as a valuation is, and read again sooner
 * only when a request moves what it shows (see useHedgeLive), not each time its tab shows again.
 */
const PLAN_STALE_MS = 60_000;

/**
 * Query options of the Hedge screen. Everything lives under `['hedge']`, so a change of a request
 * (the live subscription, a save) refreshes the plan, the list and the detail at once.
 */
export const hedgeQueries = {
  all: ['hedge'] as const,
  plans: ['hedge', 'plan'] as const,
  lists: ['hedge', 'requests'] as const,
  plan: (window: ExecutionWindow) =>
    queryOptions({
      queryKey: ['hedge', 'plan', window] as const,
      queryFn: ({ signal }) => hedgeApi.plan(window, signal),
      staleTime: PLAN_STALE_MS,
      // Another window keeps the periods shown until its plan arrives.
      placeholderData: keepPreviousData,
    }),
  requests: (query: RequestListQuery) =>
    queryOptions({
      queryKey: ['hedge', 'requests', query] as const,
      queryFn: ({ signal }) => hedgeApi.requests(query, signal),
      placeholderData: keepPreviousData,
    }),
  request: (id: number) =>
    queryOptions({
      queryKey: ['hedge', 'request', id] as const,
      queryFn: ({ signal }) => hedgeApi.request(id, signal),
    }),
};
