import type { Relations, SaveRelationsRequest } from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';

const assetOf = (underlying: Underlying) =>
  typeof underlying === 'string' ? { currency: underlying } : { commodity: underlying };

/** The server's `relations` module: a portfolio and asset's links, and their batch save. */
export const relationsApi = {
  read: (portfolio: number, underlying: Underlying) =>
    apiRequest<Relations>('/api/relations', { query: { portfolio, ...assetOf(underlying) } }),
  save: (portfolio: number, underlying: Underlying, links: SaveRelationsRequest['links']) =>
    apiRequest<Relations>('/api/relations', {
      method: 'POST',
      body: { portfolio, ...assetOf(underlying), links },
    }),
};
