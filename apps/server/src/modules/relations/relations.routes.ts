import { ZRelations, ZRelationsQuery, ZSaveRelationsRequest } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { readRelations } from './read-relations.ts';
import { saveRelations } from './save-relations.ts';

const DATA = { screen: 'data' } as const;

/** My Data's Relations sheet: which hedges cover which exposures, and by how much. */
export function relationsRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/relations',
    summary:
      "A portfolio's exposures of one pair or commodity with their covered and uncovered amounts and links, and its hedges with their used and free notional.",
    access: DATA,
    query: ZRelationsQuery,
    answer: ZRelations,
    handler: ({ query, caller }) => readRelations(services, caller, query),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/relations',
    summary:
      "Sets or removes links between a portfolio's hedges and exposures of one pair or commodity, all or none; answers the relations as saved.",
    access: DATA,
    body: ZSaveRelationsRequest,
    answer: ZRelations,
    handler: ({ body, caller }) => saveRelations(services, caller, body),
  });
}
