import {
  canOpen,
  type InstrumentType,
  type Screen,
  SERIES_READ_SCREENS,
  SPOT_READ_SCREENS,
} from '@cobertura/contracts';
import { forbidden } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { historyKeyPrefixes } from './market-cache.ts';
import {
  firstIndexFrom,
  loadSeries,
  pageRange,
  resolveInstrument,
  type SeriesPage,
} from './market-series.ts';

const SPOT_PREFIX: Readonly<Record<string, InstrumentType>> = {
  CUR_SPOT_: 'currency',
  COM_SPOT_: 'commodity',
};

/**
 * `getRedisData(key, from, before, limit)` (spec 02 §7): a series key (CUR_HIST_EURUSD,
 * COM_HIST_BRENT_2026-03…) answers a page of the series — its newest `limit` bars from `from` and
 * dated before `before`, oldest first — and a spot key (CUR_SPOT_EURUSD, COM_SPOT_BRENT) the last
 * bar, as JSON text; read through the cache, so a cold or failing cache answers the same from the
 * database. Any other key answers null: the cache holds sessions and users too, which this call
 * never reads. A spot needs a screen of SPOT_READ_SCREENS, like the last-bar calls; a series one of
 * SERIES_READ_SCREENS, like the history reads.
 */
export async function readCachedData(
  services: Services,
  caller: Caller,
  request: { key: string; from?: string | null } & SeriesPage,
): Promise<string | null> {
  const { key } = request;
  for (const [prefix, type] of Object.entries(SPOT_PREFIX)) {
    if (!key.startsWith(prefix)) continue;
    assertOpens(caller, SPOT_READ_SCREENS);
    const series = await loadSeries(services, resolveInstrument(key.slice(prefix.length), [type]));
    return JSON.stringify(series.at(-1) ?? null);
  }
  for (const [type, prefix] of historyKeyPrefixes()) {
    if (!key.startsWith(prefix)) continue;
    assertOpens(caller, SERIES_READ_SCREENS);
    const [, id = '', contract = ''] = /^(.*?)(?:_(\d{4}-\d{2}))?$/.exec(key.slice(prefix.length)) ?? [];
    const series = await loadSeries(services, resolveInstrument(id, [type]), contract);
    const first = request.from ? firstIndexFrom(series, request.from) : 0;
    const page = pageRange(series, first, series.length, request);
    return JSON.stringify(series.slice(page.start, page.end));
  }
  return null;
}

function assertOpens(caller: Caller, screens: readonly Screen[]): void {
  if (!screens.some((screen) => canOpen(caller.role, screen))) {
    throw forbidden('Your role does not open this screen.');
  }
}
