import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * A per-IP request limit with a name: every operation that declares the same name counts against
 * the same counter, so the REST and GraphQL doors to one use case (sign-in) share one limit.
 */
export interface RateLimit {
  name: string;
  perMinute: number;
}

/** Counts one attempt of the caller's IP against a limit; throws RATE_LIMITED past it. */
export type LimitCheck = (limit: RateLimit, request: FastifyRequest, reply?: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The named per-IP limits (see http/rate-limit.ts). */
    limits: LimitCheck;
  }
}

/**
 * Installs `app.limits` on top of @fastify/rate-limit (registered before): its store counts in Redis
 * when there is one, so every server process sees the same counts. Each call counts once, also
 * several GraphQL fields in one request.
 */
export function installLimits(app: FastifyInstance): void {
  const counters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  const limits: LimitCheck = async (limit, request, reply) => {
    let counter = counters.get(limit.name);
    if (!counter) {
      counter = app.createRateLimit({
        max: limit.perMinute,
        timeWindow: 60_000,
        keyGenerator: (req) => `${limit.name}:${req.clientAddress}`,
      });
      counters.set(limit.name, counter);
    }
    const state = await counter(request);
    if (state.isAllowed) return;
    reply?.header('x-ratelimit-limit', state.max);
    reply?.header('x-ratelimit-remaining', state.remaining);
    reply?.header('x-ratelimit-reset', state.ttlInSeconds);
    if (!state.isExceeded) return;
    throw new AppError(
      'RATE_LIMITED',
      `Too many attempts from your address. Try again in ${waitText(state.ttlInSeconds)}.`,
      undefined,
      state.ttlInSeconds,
    );
  };
  app.decorate('limits', limits);
}

/** "1 minute", "42 seconds": the wait before the window ends, rounded as @fastify/rate-limit words it. */
export function waitText(seconds: number): string {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.round(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
