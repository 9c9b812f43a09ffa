import type { AnalyticsArea, SnapshotAsset } from '@cobertura/contracts';
import { AppError } from '../../errors.ts';
import type { SnapshotAssetRequest } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { barOn, barsBetween, loadSeries, resolveInstrument } from './market-series.ts';
import { readValuationInputs } from './read-valuation-inputs.ts';

/**
 * One asset's market for a valuation (the markets side of market-data/market-reader.ts): the prices'
 * date is its last stored day on or before `date`; the spot is that day's close, the tenors are
 * `GET /api/markets/valuation-inputs` on that day, the history its bars from `from` to that day.
 * Undefined when the asset is not in the catalogue, has no price by then, or no curve to build its
 * inputs from: the valuation then marks its hedges unpriced instead of failing.
 */
export async function snapshotAsset(
  services: Services,
  area: AnalyticsArea,
  asset: string,
  request: SnapshotAssetRequest,
): Promise<{ pricesDate: string; market: SnapshotAsset } | undefined> {
  try {
    const instrument = resolveInstrument(asset, [area]);
    const series = await loadSeries(services, instrument);
    const spot = barOn(series, request.date);
    if (!spot || spot.close <= 0) return undefined;
    const pricesDate = spot.observation_date;
    const inputs = await readValuationInputs(
      services,
      { instrument: instrument.id, days: request.days, date: pricesDate },
      [area],
    );
    if (inputs.length === 0) return undefined;
    // The history reaches the prices' date at least: a book that starts later still reads its close.
    const history = barsBetween(series, request.from < pricesDate ? request.from : pricesDate, pricesDate);
    return {
      pricesDate,
      market: {
        spot: spot.close,
        tenors: inputs.map(({ days_to_expiration, fwd, r, rf, d0, c0, c1, c2 }) => ({
          days_to_expiration,
          fwd,
          r,
          rf,
          d0,
          c0,
          c1,
          c2,
        })),
        history: history.map((bar) => ({
          date: bar.observation_date,
          close: bar.close,
          high: bar.high,
          low: bar.low,
        })),
        simulated:
          spot.simulated || inputs.some((row) => row.simulated) || history.some((bar) => bar.simulated),
      },
    };
  } catch (error) {
    // An asset outside the catalogue, or a currency without a rate curve: no market, not a failure.
    if (error instanceof AppError && (error.code === 'UNSUPPORTED_ASSET' || error.code === 'NOT_FOUND'))
      return undefined;
    throw error;
  }
}
