import { ZDemoRequest, ZMessageAnswer } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { requestDemo } from './request-demo.ts';

export function landingRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'POST',
    url: '/api/demo-requests',
    summary: "A visitor's demo request from the landing page.",
    access: 'public',
    body: ZDemoRequest,
    answer: ZMessageAnswer,
    status: 201,
    rateLimit: { name: 'demo-request', perMinute: 10 },
    handler: ({ body, ip }) => requestDemo(services, body, ip),
  });
}
