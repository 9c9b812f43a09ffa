import { OVERVIEW_INSTRUMENTS, ZInstrument } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';

export function marketsRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/instruments',
    summary: 'The default instrument list of the overview and markets screens.',
    access: { screen: 'markets' },
    answer: z.array(ZInstrument),
    handler: async () => OVERVIEW_INSTRUMENTS,
  });
}
