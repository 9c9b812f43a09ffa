import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * A cache of JSON values. Every read may miss: callers keep the database as the source of truth,
 * so a cache that fails (Redis gone) only costs speed, never an answer.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Reads through the cache: on a miss loads and stores. A cache that throws (whatever its kind) is a
 * miss and a lost write: the answer comes from `load`, the same as with no cache.
 */
export async function cached<T>(
  cache: Cache,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = await cache.get<T>(key).catch(() => undefined);
  if (hit !== undefined) return hit;
  const value = await load();
  if (value !== undefined) await cache.set(key, value, ttlSeconds).catch(() => undefined);
  return value;
}

export function memoryCache(maxEntries = 50_000): Cache {
  const lru = new LRUCache<string, { value: unknown }>({ max: maxEntries, ttlAutopurge: false });
  return {
    kind: 'memory',
    get: async <T>(key: string) => lru.get(key)?.value as T | undefined,
    set: async (key, value, ttlSeconds) => {
      lru.set(key, { value }, { ttl: ttlSeconds * 1000 });
    },
    del: async (...keys) => {
      for (const key of keys) lru.delete(key);
    },
    close: async () => lru.clear(),
  };
}

/**
 * A Redis client with short timeouts and no offline queue, so that while Redis is away every call
 * fails fast and callers fall back to the database. Errors are logged once per outage.
 */
export function connectRedis(url: string, keyPrefix: string, log: (message: string) => void): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    connectTimeout: 1000,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let isDown = false;
  redis.on('error', (error: Error) => {
    if (!isDown) log(`Redis unavailable, answering from the database: ${error.message}`);
    isDown = true;
  });
  redis.on('ready', () => {
    if (isDown) log('Redis is back.');
    isDown = false;
  });
  return redis;
}

/** The cache on Redis: a failing call is a miss (or a lost write), never an error. */
export function redisCache(redis: Redis): Cache {
  const safely = async <T>(fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch {
      return fallback;
    }
  };
  return {
    kind: 'redis',
    get: <T>(key: string) =>
      safely<T | undefined>(undefined, async () => {
        const raw = await redis.get(key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      }),
    set: (key, value, ttlSeconds) =>
      safely(undefined, async () => {
        await redis.set(key, JSON.stringify(value), 'EX', Math.max(1, Math.round(ttlSeconds)));
      }),
    del: (...keys) =>
      safely(undefined, async () => {
        if (keys.length) await redis.del(...keys);
      }),
    close: async () => {
      redis.disconnect();
    },
  };
}
