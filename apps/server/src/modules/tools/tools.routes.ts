import { ZPriceAnswer, ZPriceRequest } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, untilClientGone } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { priceCases } from './price-cases.ts';

export function toolsRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'POST',
    url: '/api/tools/price',
    summary:
      'Price a batch of cases (at most 1000): one result per case, in order. Monte Carlo work is ' +
      'limited per request (paths × fixings, summed); heavy batches share the workers fairly between users.',
    access: 'member',
    // Each case is validated by the pricing contract itself: one bad case gets its own error result.
    body: ZPriceRequest,
    answer: ZPriceAnswer,
    handler: ({ body, caller, reply }) =>
      priceCases(services, body, String(caller.id), untilClientGone(reply)),
  });
}
