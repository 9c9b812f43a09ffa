import type { AnalyticsArea } from '@cobertura/contracts';
import { AppError } from '../../errors.ts';
import type { DailyBar } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { barOn, barsBetween, loadSeries, resolveInstrument } from './market-series.ts';

/**
 * One asset's stored days over a window as candles (the markets side of
 * market-data/market-reader.ts). A close-only day (the real FX history) has open = high = low =
 * close, as the technical chart draws it. Empty for an asset outside the catalogue.
 */
export async function dailyBars(
  services: Services,
  area: AnalyticsArea,
  asset: string,
  window: { from: string; to: string },
): Promise<DailyBar[]> {
  try {
    const series = await loadSeries(services, resolveInstrument(asset, [area]));
    return barsBetween(series, window.from, window.to).map((bar) => {
      const open = bar.open ?? bar.close;
      return {
        date: bar.observation_date,
        open,
        high: bar.high ?? Math.max(open, bar.close),
        low: bar.low ?? Math.min(open, bar.close),
        close: bar.close,
        simulated: bar.simulated,
      };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_ASSET') return [];
    throw error;
  }
}

/**
 * One asset's close on its last stored day on or before `date`, with that day (the markets side of
 * market-data/market-reader.ts); undefined for an asset outside the catalogue or without a price.
 */
export async function lastClose(
  services: Services,
  area: AnalyticsArea,
  asset: string,
  date: string,
): Promise<{ date: string; close: number } | undefined> {
  try {
    const bar = barOn(await loadSeries(services, resolveInstrument(asset, [area])), date);
    return bar && { date: bar.observation_date, close: bar.close };
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_ASSET') return undefined;
    throw error;
  }
}
