/** The candles of the past view (spec 02 §9: its data granularity follows the number of periods). */
import { groupByBucket, type Period } from '../time/buckets.ts';
import type { IsoDate } from '../time/date.ts';

/** A day's or a bucket's open, high, low and close. */
export interface Candle {
  date: IsoDate;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * The candles' period for a past view of `periods` periods (spec 02 §9): monthly above 48, weekly
 * above 18, otherwise daily.
 */
export function candlePeriod(periods: number): Period {
  if (periods > 48) return 'MONTHLY';
  if (periods > 18) return 'WEEKLY';
  return 'DAILY';
}

/**
 * Daily candles (oldest first) merged by bucket of `period`: the first day's open, the highest high,
 * the lowest low, the last day's close; dated by the bucket's first day.
 */
export function mergeCandles(daily: readonly Candle[], period: Period): Candle[] {
  if (period === 'DAILY') return [...daily];
  return groupByBucket(daily, (candle) => candle.date, period).map(({ bucket, items }) => ({
    date: bucket.start,
    open: items[0]!.open,
    high: Math.max(...items.map((c) => c.high)),
    low: Math.min(...items.map((c) => c.low)),
    close: items[items.length - 1]!.close,
  }));
}
