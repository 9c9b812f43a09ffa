import { canOpen, type InstrumentType } from '@cobertura/contracts';
import { forbidden } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { historyKeyPrefixes } from './market-cache.ts';
import { loadSeries, resolveInstrument } from './market-series.ts';

const SPOT_PREFIX: Readonly<Record<string, InstrumentType>> = {
  CUR_SPOT_: 'currency',
  COM_SPOT_: 'commodity',
};

/**
 * `getRedisData(key)` (spec 02 §7): a series key (CUR_HIST_EURUSD, COM_HIST_BRENT_2026-03…) answers
 * the whole series, a spot key (CUR_SPOT_EURUSD, COM_SPOT_BRENT) the last bar, as JSON text; read
 * through the cache, so a cold or failing cache answers the same from the database. Any other key
 * answers null: the cache holds sessions and users too, which this call never reads. A series needs
 * the markets screen; a spot, like the last-bar calls, any member.
 */
export async function readCachedData(
  services: Services,
  caller: Caller,
  key: string,
): Promise<string | null> {
  for (const [prefix, type] of Object.entries(SPOT_PREFIX)) {
    if (!key.startsWith(prefix)) continue;
    const series = await loadSeries(services, resolveInstrument(key.slice(prefix.length), [type]));
    return JSON.stringify(series.at(-1) ?? null);
  }
  for (const [type, prefix] of historyKeyPrefixes()) {
    if (!key.startsWith(prefix)) continue;
    if (!canOpen(caller.role, 'markets')) throw forbidden('Your role does not open this screen.');
    const [, id = '', contract = ''] = /^(.*?)(?:_(\d{4}-\d{2}))?$/.exec(key.slice(prefix.length)) ?? [];
    return JSON.stringify(await loadSeries(services, resolveInstrument(id, [type]), contract));
  }
  return null;
}
