import type { Strategy } from '@cobertura/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/** The catalogue of hedging strategies of an asset kind (the hedges sheet, the Optimizer); it changes only with a release. */
export const strategiesQuery = (asset: Strategy['asset']) =>
  queryOptions({
    queryKey: ['strategies', asset],
    queryFn: () => apiRequest<Strategy[]>('/api/strategies', { query: { format: 'json', asset } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
