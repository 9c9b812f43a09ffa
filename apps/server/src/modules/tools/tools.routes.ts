import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';

/** Largest batch one call may price; bigger books go through the valuation jobs. */
export const MAX_PRICE_CASES = 1000;

export function toolsRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'POST',
    url: '/api/tools/price',
    access: 'member',
    // Each case is validated by the pricing contract itself: one bad case gets its own error result.
    body: z.array(z.unknown()).max(MAX_PRICE_CASES, `At most ${MAX_PRICE_CASES} cases per call.`),
    handler: ({ body }) => services.pricing.price(body),
  });
}
