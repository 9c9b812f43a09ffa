import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { installErrorHandler } from './error-handler.ts';
import { defineRoute } from './route.ts';

// Public routes called without a token never reach the services.
const services = {} as Services;

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  register(app);
  await app.ready();
  return app;
}

describe('defineRoute answers', () => {
  it('serialises the answer through its schema: fields it does not name never leave', async () => {
    const app = await appWith((app) =>
      defineRoute(app, services, {
        method: 'GET',
        url: '/thing',
        summary: 'A thing.',
        access: 'public',
        answer: z.object({ name: z.string(), size: z.number() }),
        handler: async () => ({ name: 'box', size: 2, passwordHash: 'secret' }),
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'box', size: 2 });
  });

  it('answers 500 (never the raw value) when the use case breaks its own answer schema', async () => {
    const app = await appWith((app) =>
      defineRoute(app, services, {
        method: 'GET',
        url: '/broken',
        summary: 'A broken thing.',
        access: 'public',
        answer: z.object({ size: z.number() }),
        handler: async () => ({ size: 'large' }) as never,
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
  });

  it('answers 204 when the use case answers nothing, and keeps what the route declared for the reference', async () => {
    const app = await appWith((app) => {
      app.addHook('onRoute', (route: RouteOptions) => {
        if (route.url === '/nothing')
          expect(route.config?.docs).toMatchObject({ status: 204, access: 'public' });
      });
      defineRoute(app, services, {
        method: 'POST',
        url: '/nothing',
        summary: 'Nothing.',
        access: 'public',
        handler: async () => undefined,
      });
    });
    expect((await app.inject({ method: 'POST', url: '/nothing' })).statusCode).toBe(204);
  });
});
