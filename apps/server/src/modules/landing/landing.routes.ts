import { MESSAGES, ZDemoRequest } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { demoRequests } from '../../db/schema.ts';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';

export function landingRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'POST',
    url: '/api/demo-requests',
    access: 'public',
    body: ZDemoRequest,
    status: 201,
    rateLimitPerMinute: 10,
    handler: async ({ body, ip }) => {
      await services.db.insert(demoRequests).values({
        name: body.name,
        lastName: body.lastName,
        company: body.company,
        email: body.email.toLowerCase(),
        telephone: body.telephone || null,
        language: body.language ?? null,
        ip,
        createdAt: services.now(),
      });
      services.log.info(`Demo requested by ${body.email} (${body.company}).`);
      return { message: MESSAGES.demoRequestSent };
    },
  });
}
