import type { DeskAnalytics, ExecutionWindow } from '@cobertura/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** The desk's analytics calls (issue 26: `GET /api/desk/analytics`). */
export const deskAnalyticsApi = {
  /** The served clients' books side by side, the required hedge summed over `window`. */
  books: (executionWindow: ExecutionWindow, signal?: AbortSignal) =>
    apiRequest<DeskAnalytics>('/api/desk/analytics', {
      query: { window: executionWindow },
      ...(signal ? { signal } : {}),
    }),
};

/** Query options of the desk's analytics screen. */
export const deskAnalyticsQueries = {
  books: (executionWindow: ExecutionWindow) =>
    queryOptions({
      queryKey: ['desk-analytics', executionWindow] as const,
      queryFn: ({ signal }) => deskAnalyticsApi.books(executionWindow, signal),
      // Every client's books are valued on each read: a minute's figures are fresh enough to compare.
      staleTime: 60_000,
    }),
};
