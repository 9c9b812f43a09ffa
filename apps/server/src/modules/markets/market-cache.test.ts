import { describe, expect, it } from 'vitest';
import { memoryCache } from '../../cache/cache.ts';
import { invalidateMarketCache, readThroughSeriesCache, seriesKey } from './market-cache.ts';

const KEY = seriesKey({ id: 'EURUSD', type: 'currency' });

/** A database read that answers `value` once released, counting how often it was started. */
function heldRead<T>(value: T) {
  const read = { started: 0, release: () => {}, run: async (): Promise<T> => value };
  const gate = new Promise<void>((resolve) => {
    read.release = resolve;
  });
  read.run = async () => {
    read.started++;
    await gate;
    return value;
  };
  return read;
}

/** Lets the reads asked so far get past the cache to their database read. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('readThroughSeriesCache', () => {
  it('reads a series once for the reads that ask for it at the same time, and keeps it', async () => {
    const cache = memoryCache();
    const read = heldRead(['bars']);
    const reads = [
      readThroughSeriesCache(cache, KEY, read.run),
      readThroughSeriesCache(cache, KEY, read.run),
    ];
    await settle();
    read.release();
    expect(await Promise.all(reads)).toEqual([['bars'], ['bars']]);
    expect(read.started).toBe(1);
    expect(await cache.get(KEY)).toEqual(['bars']);
  });

  it('keeps nothing of a read begun before a new price, and reads again after it', async () => {
    const cache = memoryCache();
    const old = heldRead(['old']);
    const before = readThroughSeriesCache(cache, KEY, old.run);
    await settle();
    expect(old.started).toBe(1);
    await invalidateMarketCache(cache, ['EURUSD']);
    const fresh = heldRead(['new']);
    const after = readThroughSeriesCache(cache, KEY, fresh.run);
    await settle();
    old.release();
    expect(await before).toEqual(['old']);
    expect(await cache.get(KEY)).toBeUndefined();
    fresh.release();
    expect(await after).toEqual(['new']);
    expect(await cache.get(KEY)).toEqual(['new']);
  });
});
