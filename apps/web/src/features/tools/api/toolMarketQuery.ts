import type { ToolMarket } from '@cobertura/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** The stored market moves through the day: read again after five minutes. */
const MARKET_STALE_MS = 5 * 60_000;

/** A pair's stored market of today (`GET /api/tools/market`), which the calculators open on. */
export const toolMarketQuery = (pair: string) =>
  queryOptions({
    queryKey: ['tools', 'market', pair] as const,
    queryFn: ({ signal }) => apiRequest<ToolMarket>('/api/tools/market', { query: { pair }, signal }),
    staleTime: MARKET_STALE_MS,
  });
