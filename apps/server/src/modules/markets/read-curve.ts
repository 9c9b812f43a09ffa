import { type CurvePoint, UNSUPPORTED_ASSET_MESSAGE } from '@cobertura/contracts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { MARKET_CATALOG } from './catalog.ts';
import { barOn, loadSeries } from './market-series.ts';
import { rateTerm } from './rate-terms.ts';

/**
 * A currency's interest-rate curve on a day (`GET /api/markets/curve`): each of its rate instruments'
 * last stored rate on or before the day (default: the newest stored day of the curve), shortest
 * term first. A currency without rates is 'Unsupported asset type'.
 */
export async function readCurve(services: Services, currency: string, date?: string): Promise<CurvePoint[]> {
  const rates = MARKET_CATALOG.filter((i) => i.type === 'interest-rate' && i.currency === currency);
  if (!rates.length) throw new AppError('UNSUPPORTED_ASSET', UNSUPPORTED_ASSET_MESSAGE);
  const series = await Promise.all(rates.map((instrument) => loadSeries(services, instrument)));
  const day = date ?? newestDay(series);
  if (!day) return [];
  const points: CurvePoint[] = [];
  rates.forEach((instrument, i) => {
    const bar = barOn(series[i]!, day);
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

/** The newest day any of the series holds, when one holds any. */
function newestDay(series: readonly (readonly { observation_date: string }[])[]): string | undefined {
  let newest: string | undefined;
  for (const bars of series) {
    const day = bars.at(-1)?.observation_date;
    if (day && (!newest || day > newest)) newest = day;
  }
  return newest;
}
