import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Store = FastifyRateLimitStore;
type Counted = { current: number; ttl: number };

// The plugin's own stores (CommonJS, not in its typings): the Lua-scripted Redis counter and the
// in-process LRU counter.
const require = createRequire(import.meta.url);
const RedisStore: new (continueExceeding: boolean, backoff: boolean, redis: Redis, key: string) => Store =
  require('@fastify/rate-limit/store/RedisStore.js');
const LocalStore: new (continueExceeding: boolean, backoff: boolean, size?: number) => Store =
  require('@fastify/rate-limit/store/LocalStore.js');

/**
 * Counts in Redis, shared by every server process; while Redis does not answer, counts in this
 * process instead, so a Redis outage never switches the per-IP limits off.
 */
export function redisWithLocalFallback(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class FallbackStore {
    constructor(
      _options: unknown,
      private readonly shared: Store = new RedisStore(false, false, redis, nameSpace),
      private readonly local: Store = new LocalStore(false, false),
    ) {}

    incr(
      key: string,
      done: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
      max: number,
    ) {
      this.shared.incr(
        key,
        (error, result) => (error ? this.local.incr(key, done, timeWindow, max) : done(null, result)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<Store['child']>[0]): Store {
      return new FallbackStore(undefined, this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  };
}
