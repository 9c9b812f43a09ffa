import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { installErrorHandler } from './error-handler.ts';
import { defineRoute } from './route.ts';

// Public routes called without a token never reach the services, but for the answers' size budget.
const REPLY_BYTES = 10_000;
const services = { config: { workLimits: { replyBytes: REPLY_BYTES } } } as Services;

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

  it('refuses an answer past the size budget with a 400 naming it, before writing it; one at the budget passes', async () => {
    const app = await appWith((app) =>
      defineRoute(app, services, {
        method: 'GET',
        url: '/rows',
        summary: 'Rows.',
        access: 'public',
        query: z.object({ length: z.coerce.number().int() }),
        answer: z.array(z.string()),
        // Each row is "x…x" (8 characters with its quotes) and a comma: 1 + 9 × length bytes.
        handler: async ({ query }) => Array.from({ length: query.length }, () => 'xxxxxx'),
      }),
    );
    const atBudget = Math.floor((REPLY_BYTES - 1) / 9);
    const fits = await app.inject({ method: 'GET', url: `/rows?length=${atBudget}` });
    expect(fits.statusCode).toBe(200);
    expect(fits.body.length).toBeLessThanOrEqual(REPLY_BYTES);
    const over = await app.inject({ method: 'GET', url: `/rows?length=${atBudget + 1}` });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      code: 'WORK_LIMIT',
      message: expect.stringMatching(/^An answer may hold at most 10,000 bytes; this one holds more\./),
    });
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
