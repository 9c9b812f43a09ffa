import { ZHealth } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { checkHealth } from './check-health.ts';

export function healthRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/health',
    summary: 'The process is up and the database answers.',
    access: 'public',
    answer: ZHealth,
    handler: () => checkHealth(services),
  });
}
