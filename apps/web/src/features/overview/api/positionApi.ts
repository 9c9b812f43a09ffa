import type { OverviewPosition } from '@cobertura/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** Which company's position, in which currency (none: the company's own). */
export interface PositionChoice {
  company: number;
  currency: string | undefined;
}

/** Overview's position call (`GET /api/overview/position`). */
export const positionApi = {
  /** The company's position at a glance; `fresh` values the books now instead of reading a kept valuation. */
  read: ({ company, currency }: PositionChoice, options: { fresh?: boolean; signal?: AbortSignal } = {}) =>
    apiRequest<OverviewPosition>('/api/overview/position', {
      query: { company, currency, fresh: options.fresh },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
};

/** Query options of the position: kept a minute, as the server keeps its valuations longer. */
export const positionQueries = {
  position: (choice: PositionChoice) =>
    queryOptions({
      queryKey: ['overview-position', choice.company, choice.currency ?? null] as const,
      queryFn: ({ signal }) => positionApi.read(choice, { signal }),
      staleTime: 60_000,
    }),
};
