import { type CatalogInstrument, type CurvePoint, UNSUPPORTED_ASSET_MESSAGE } from '@cobertura/contracts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { MARKET_CATALOG } from './catalog.ts';
import { seriesKey } from './market-cache.ts';
import { barOn, loadSeries } from './market-series.ts';
import { recentSeriesBars, type SeriesBar } from './markets.queries.ts';
import { rateTerm } from './rate-terms.ts';

/**
 * A currency's interest-rate curve on a day (`GET /api/markets/curve`): each of its rate instruments'
 * last stored rate on or before the day (default: the newest stored day of the curve), shortest
 * term first. A currency without rates is 'Unsupported asset type'.
 */
export async function readCurve(services: Services, currency: string, date?: string): Promise<CurvePoint[]> {
  const rates = MARKET_CATALOG.filter((i) => i.type === 'interest-rate' && i.currency === currency);
  if (!rates.length) throw new AppError('UNSUPPORTED_ASSET', UNSUPPORTED_ASSET_MESSAGE);
  const bars = date === undefined ? await newestBars(services, rates) : await barsBy(services, rates, date);
  const points: CurvePoint[] = [];
  rates.forEach((instrument, i) => {
    const bar = bars[i];
    if (!bar) return;
    const { term, days } = rateTerm(instrument);
    points.push({
      instrument: instrument.id,
      term,
      days_to_expiration: days,
      rate: bar.close,
      simulated: bar.simulated,
    });
  });
  return points.sort((a, b) => a.days_to_expiration - b.days_to_expiration);
}

/**
 * Each rate's last bar on or before `day`: from the cached series when every one is cached, else
 * read alone, without filling the cache — the first valuation after a start needs a curve on one
 * day, not the twenty-five years of each of its rates.
 */
async function barsBy(
  services: Services,
  rates: readonly CatalogInstrument[],
  day: string,
): Promise<(SeriesBar | undefined)[]> {
  const cachedSeries = await Promise.all(
    rates.map((rate) => services.cache.get<SeriesBar[]>(seriesKey(rate)).catch(() => undefined)),
  );
  if (cachedSeries.every((series) => series !== undefined))
    return cachedSeries.map((series) => barOn(series, day));
  const found = await recentSeriesBars(
    services.db,
    rates.map((rate) => rate.id),
    1,
    day,
  );
  return rates.map((rate) => found.get(rate.id)?.[0]);
}

/** Each rate's bar of the newest day any of them holds. */
async function newestBars(services: Services, rates: readonly CatalogInstrument[]) {
  const series = await Promise.all(rates.map((rate) => loadSeries(services, rate)));
  const day = newestDay(series);
  return series.map((bars) => (day ? barOn(bars, day) : undefined));
}

/** The newest day any of the series holds, when one holds any. */
function newestDay(series: readonly (readonly { observation_date: string }[])[]): string | undefined {
  let newest: string | undefined;
  for (const bars of series) {
    const day = bars.at(-1)?.observation_date;
    if (day && (!newest || day > newest)) newest = day;
  }
  return newest;
}
