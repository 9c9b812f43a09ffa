import { OVERVIEW_INSTRUMENTS, type OverviewQuote, ZOverviewChoices } from '@cobertura/contracts';
import { addMonths, type IsoDate } from '@cobertura/finance/time';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { findInstrument } from './catalog.ts';
import { firstIndexFrom, resolveInstrument } from './market-series.ts';
import { recentSeriesBars, selectOverviewChoices } from './markets.queries.ts';

/** Bars read per instrument: a month of daily bars (the sparkline) and the close before it. */
const RECENT_BARS = 32;

/**
 * The overview's quotes (`GET /api/markets/quotes`): for the instruments named, or else the caller's
 * overview_choices.selected_values (the spec's 20 by default), the last close, its change from the
 * previous one, the last month's closes and when the last price was written, read in one statement
 * (not through the series cache: a tick drops twenty series at once). A named unknown
 * instrument is 'Unsupported asset type'; a saved one the catalogue no longer holds is left out.
 */
export async function readQuotes(
  services: Services,
  caller: Caller,
  named: readonly string[] | undefined,
): Promise<OverviewQuote[]> {
  const instruments = named
    ? named.map((id) => resolveInstrument(id))
    : (await savedOverviewValues(services, caller)).flatMap((id) => findInstrument(id) ?? []);
  const recent = await recentSeriesBars(services.db, [...new Set(instruments.map((i) => i.id))], RECENT_BARS);
  const quotes: OverviewQuote[] = [];
  for (const instrument of instruments) {
    const series = recent.get(instrument.id) ?? [];
    const last = series.at(-1);
    if (!last) continue;
    const previous = series.at(-2) ?? last;
    const monthAgo = addMonths(last.observation_date as IsoDate, -1);
    const change = last.close - previous.close;
    quotes.push({
      instrument: instrument.id,
      short_name: instrument.short_name,
      type: instrument.type,
      last: last.close,
      change,
      change_pct: previous.close === 0 ? 0 : change / previous.close,
      time: last.updated_at,
      simulated: last.simulated || previous.simulated,
      sparkline: series.slice(firstIndexFrom(series, monthAgo)).map((bar) => bar.close),
    });
  }
  return quotes;
}

async function savedOverviewValues(services: Services, caller: Caller): Promise<string[]> {
  const saved = ZOverviewChoices.safeParse((await selectOverviewChoices(services.db, caller.id)) ?? {});
  return saved.success ? saved.data.selected_values : OVERVIEW_INSTRUMENTS.map((i) => i.name);
}
