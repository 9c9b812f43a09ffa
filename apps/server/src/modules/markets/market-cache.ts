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
  if (keys.size) await cache.del(...keys).catch(() => undefined);
}
