import type { MARKET_INTERVALS, PriceBar } from '@cobertura/contracts';
import { groupByBucket, type IsoDate, parsePeriod } from '@cobertura/finance/time';

export type MarketInterval = (typeof MARKET_INTERVALS)[number];

/** A bar of the chart: a day, or a bucket of days (its first day names it). */
export interface ChartBar {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  simulated: boolean;
}

/** A stored day as a bar: close-only days (real FX history) have open = high = low = close. */
export function dayBar(row: PriceBar): ChartBar {
  const { close } = row;
  return {
    time: row.observation_date,
    open: row.open ?? close,
    high: row.high ?? Math.max(row.open ?? close, close),
    low: row.low ?? Math.min(row.open ?? close, close),
    close,
    simulated: row.simulated,
  };
}

/**
 * Daily rows grouped into the interval's buckets (spec 02 §9 interval groups; 2W splits at the 15th):
 * the first open, the highest high, the lowest low and the last close of each; simulated when any of
 * its days is. 1D keeps the days as they are.
 */
export function intervalBars(rows: readonly PriceBar[], interval: MarketInterval): ChartBar[] {
  const days = rows.map(dayBar);
  if (interval === '1D') return days;
  return groupByBucket(days, (bar) => bar.time as IsoDate, parsePeriod(interval)).map(({ items }) => {
    const first = items[0]!;
    const last = items[items.length - 1]!;
    return {
      time: first.time,
      open: first.open,
      high: Math.max(...items.map((bar) => bar.high)),
      low: Math.min(...items.map((bar) => bar.low)),
      close: last.close,
      simulated: items.some((bar) => bar.simulated),
    };
  });
}

/** Whether every row has its own open, high and low: candles; otherwise the chart draws a line of closes. */
export function hasOhlc(rows: readonly PriceBar[]): boolean {
  return rows.length > 0 && rows.every((row) => row.open !== null && row.high !== null && row.low !== null);
}
