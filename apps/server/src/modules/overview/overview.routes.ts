import { ZOverviewPosition, ZOverviewPositionQuery } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { companyPosition, type OverviewPorts } from './company-position.ts';

/** Overview's own reads: the company's position at a glance (its watchlist is the markets' quotes). */
export function overviewRoutes(app: FastifyInstance, services: Services, ports: OverviewPorts): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/overview/position',
    summary:
      "The company's position at a glance, read only, for the overview screen: per portfolio and asset the exposure, coverage against the program's band, m2m and one-day 95 % VaR in the company's currency, net rate against budget, the hedge required in the next month and the hedging policy's breaches; from a recent kept valuation, else valued now.",
    access: { screen: 'overview' },
    query: ZOverviewPositionQuery,
    answer: ZOverviewPosition,
    handler: ({ caller, query }) => companyPosition(services, ports, caller, query),
  });
}
