import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.ts';
import type { Services } from '../services.ts';

export function healthRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    handler: async () => {
      await services.db.execute(sql`select 1`);
      return { status: 'ok', db: services.dbKind, cache: services.cache.kind };
    },
  });
}
