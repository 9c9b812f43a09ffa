import type { InstrumentType } from '@cobertura/contracts';
import type { Cache } from '../../cache/cache.ts';
import { MARKET_CATALOG, storedSeries } from './catalog.ts';

/**
 * Cache keys of the market reads (spec 02 §7): a whole stored series per instrument and contract.
 * Technical history keeps the spec's names, CUR_HIST_{currency} and COM_HIST_{commodity}; a futures
 * contract month adds `_{YYYY-MM}`; the other kinds follow the same shape with their own prefix.
 * The observation date is applied to the cached series, not made part of the key, so that a new
 * price invalidates exactly one key per series.
 */
const HISTORY_PREFIX: Readonly<Record<InstrumentType, string>> = {
  currency: 'CUR_HIST_',
  commodity: 'COM_HIST_',
  index: 'IDX_HIST_',
  'interest-rate': 'IR_HIST_',
  futures: 'FUT_HIST_',
  etf: 'ETF_HIST_',
};

/** How long a cached series lives when no new price invalidates it first. */
export const SERIES_TTL_SECONDS = 6 * 3600;

/** The key of one stored series: an instrument of the catalogue and a contract month ('' = spot or continuous). */
export function seriesKey(instrument: { id: string; type: InstrumentType }, contract = ''): string {
  return `${HISTORY_PREFIX[instrument.type]}${instrument.id}${contract ? `_${contract}` : ''}`;
}

/** Each instrument type with the prefix of its series keys. */
export function historyKeyPrefixes(): [InstrumentType, string][] {
  return Object.entries(HISTORY_PREFIX) as [InstrumentType, string][];
}

/** The instruments reading each stored series: a commodity's continuous series is also its front-month future's. */
const READERS = new Map<string, (typeof MARKET_CATALOG)[number][]>();
for (const instrument of MARKET_CATALOG) {
  const stored = storedSeries(instrument.id);
  READERS.set(stored, [...(READERS.get(stored) ?? []), instrument]);
}

/** Series reads under way, per cache, by key: a read of a series already being read joins it. */
const reading = new WeakMap<Cache, Map<string, Promise<unknown>>>();

/**
 * A series through the cache: a hit, else one database read (`load`) shared by every read that asks
 * for the key while it runs (the start's warm-up and a first request want the same series at once),
 * kept unless a new price forgot the key meanwhile: a read begun before the price must not leave the
 * old series cached. A failing cache is a miss and a lost write.
 */
export async function readThroughSeriesCache<T>(
  cache: Cache,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const hit = await cache.get<T>(key).catch(() => undefined);
  if (hit !== undefined) return hit;
  const running = reading.get(cache) ?? new Map<string, Promise<unknown>>();
  reading.set(cache, running);
  const known = running.get(key) as Promise<T> | undefined;
  if (known) return known;
  const read: Promise<T> = load()
    .then(async (value) => {
      if (running.get(key) === read) await cache.set(key, value, SERIES_TTL_SECONDS).catch(() => undefined);
      return value;
    })
    .finally(() => {
      if (running.get(key) === read) running.delete(key);
    });
  running.set(key, read);
  return read;
}

/**
 * Forgets the cached series a new price changes: call it after writing bars (import, ticker, the
 * seed's extension). Each item is an instrument id, or an instrument and its contract month. A
 * failing cache is ignored: its entries expire by themselves.
 */
export async function invalidateMarketCache(
  cache: Cache,
  instruments: readonly (string | { instrument: string; contract?: string | null })[],
): Promise<void> {
  const keys = new Set<string>();
  for (const item of instruments) {
    const id = typeof item === 'string' ? item : item.instrument;
    const contract = typeof item === 'string' ? '' : (item.contract ?? '');
    for (const reader of READERS.get(storedSeries(id)) ?? []) {
      // A front-month future reads the continuous series only, never a contract month.
      if (contract === '' || reader.type !== 'futures') keys.add(seriesKey(reader, contract));
    }
  }
  // A read under way may predate the new price: it keeps nothing, and later reads start their own.
  for (const key of keys) reading.get(cache)?.delete(key);
  if (keys.size) await cache.del(...keys).catch(() => undefined);
}

/** Forgets every cached series: after the simulated prices gained days (the seed at start, daily). */
export function forgetAllSeries(cache: Cache): Promise<void> {
  return invalidateMarketCache(
    cache,
    MARKET_CATALOG.map((instrument) => instrument.id),
  );
}
