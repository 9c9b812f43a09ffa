import { type CatalogInstrument, type InstrumentType, UNSUPPORTED_ASSET_MESSAGE } from '@cobertura/contracts';
import { addDays, type IsoDate, latestAcceptedBarDate } from '@cobertura/finance/time';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { findInstrument } from './catalog.ts';
import { readThroughSeriesCache, seriesKey } from './market-cache.ts';
import { readSeriesBars, type SeriesBar } from './markets.queries.ts';

export type { SeriesBar } from './markets.queries.ts';

/**
 * The catalogue's instrument, or the spec's 'Unsupported asset type' (404) for an unknown one or one
 * of another kind than the call reads.
 */
export function resolveInstrument(id: string, types?: readonly InstrumentType[]): CatalogInstrument {
  const instrument = findInstrument(id);
  if (!instrument || (types && !types.includes(instrument.type))) {
    throw new AppError('UNSUPPORTED_ASSET', UNSUPPORTED_ASSET_MESSAGE);
  }
  return instrument;
}

/**
 * Every stored bar of one series (an instrument and a contract month, '' for the spot or continuous
 * series), oldest first, read through the cache under its spec key (readThroughSeriesCache).
 * Callers must not change it: the in-process cache, and a read joined, hand out the same array.
 */
export function loadSeries(
  services: Services,
  instrument: CatalogInstrument,
  contract = '',
): Promise<SeriesBar[]> {
  return readThroughSeriesCache(services.cache, seriesKey(instrument, contract), () =>
    readSeriesBars(services.db, instrument.id, contract),
  );
}

/** The server's today on the market clock (spec 02 §9: after 20:00 in Chicago, the next day). */
export function marketToday(services: Services): IsoDate {
  return latestAcceptedBarDate(services.now().getTime());
}

/** The default window (spec 02 §9): from the 1st of January five years back, to the server's today. */
export function defaultWindow(services: Services): { from: IsoDate; to: IsoDate } {
  const to = marketToday(services);
  return { from: `${Number(to.slice(0, 4)) - 5}-01-01` as IsoDate, to };
}

/** Index of the first bar on or after `day` (the series' length when none). */
export function firstIndexFrom(bars: readonly { observation_date: string }[], day: string): number {
  let lo = 0;
  let hi = bars.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bars[mid]!.observation_date < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The bars from `from` to `to`, both included; dates outside the data give what exists. */
export function barsBetween<T extends { observation_date: string }>(
  bars: readonly T[],
  from: string,
  to: string,
): T[] {
  if (from > to) return [];
  return bars.slice(firstIndexFrom(bars, from), firstIndexFrom(bars, addDays(to as IsoDate, 1)));
}

/** The last bar on or before `day`, when there is one. */
export function barOn<T extends { observation_date: string }>(
  bars: readonly T[],
  day: string,
): T | undefined {
  return bars[firstIndexFrom(bars, addDays(day as IsoDate, 1)) - 1];
}

/** Which rows of a window one answer holds: the newest `limit`, dated before `before` when given. */
export interface SeriesPage {
  limit: number;
  before?: string | null | undefined;
}

/**
 * The index range of a page within the window `[first, end)` of an oldest-first series: the newest
 * `limit` bars dated before `page.before`, and the `before` that reads the bars older than them
 * (null when the page reaches the window's first bar).
 */
export function pageRange(
  bars: readonly { observation_date: string }[],
  first: number,
  end: number,
  page: SeriesPage,
): { start: number; end: number; nextBefore: string | null } {
  const last = page.before ? Math.max(first, Math.min(end, firstIndexFrom(bars, page.before))) : end;
  const start = Math.max(first, last - page.limit);
  return { start, end: last, nextBefore: start > first ? bars[start]!.observation_date : null };
}
