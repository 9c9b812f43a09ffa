import { describe, expect, it } from 'vitest';
import { type Cache, cached, memoryCache } from './cache.ts';

describe('cached', () => {
  it('loads on a miss, stores, and answers the stored value next', async () => {
    const cache = memoryCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cached(cache, 'k', 60, load)).toEqual({ n: 1 });
    expect(await cached(cache, 'k', 60, load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it('answers from the loader when the cache rejects every call', async () => {
    const down = () => Promise.reject(new Error('cache down'));
    const failing: Cache = { kind: 'redis', get: down, set: down, del: down, close: async () => {} };
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(failing, 'k', 60, load)).toBe(1);
    expect(await cached(failing, 'k', 60, load)).toBe(2);
  });
});
