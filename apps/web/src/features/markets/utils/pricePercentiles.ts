import type { DatedClose } from './comparison.ts';
import { yearsBefore } from './historyWindow.ts';

/** The look-back windows of the percentiles view, in years. */
export const PERCENTILE_YEARS = [1, 3, 5, 10] as const;
const LONGEST_YEARS = Math.max(...PERCENTILE_YEARS);

/**
 * The first day of history the percentiles read: a year before the longest window. The windows count
 * back from the last close, which may be days before today (a weekend, a holiday), and their first
 * day may be one without a close: reading only from today's first day would take a full history for
 * a short one.
 */
export function percentileHistoryStart(today: string): string {
  return yearsBefore(today, LONGEST_YEARS + 1);
}

/** Where the last close sits among the closes of a window. */
export interface PricePercentile {
  years: number;
  /** Share of the window's closes at or below the last close, 0 to 1. */
  rank: number;
  count: number;
  min: number;
  max: number;
  /** True when the history starts inside the window: no close on or before its first day. */
  isPartial: boolean;
}

/**
 * The percentile rank of the last close in its 1, 3, 5 and 10-year distributions (the share of
 * closes at or below it, today included). A window is measured on what exists and says when the
 * history is shorter; give the closes from {@link percentileHistoryStart} for it to know.
 */
export function pricePercentiles(closes: readonly DatedClose[]): PricePercentile[] {
  const sorted = [...closes].sort((a, b) => (a.date < b.date ? -1 : 1));
  const last = sorted[sorted.length - 1];
  if (!last) return [];
  return PERCENTILE_YEARS.map((years) => {
    const start = yearsBefore(last.date, years);
    const window = sorted.filter((point) => point.date > start).map((point) => point.close);
    return {
      years,
      rank: window.filter((close) => close <= last.close).length / window.length,
      count: window.length,
      min: Math.min(...window),
      max: Math.max(...window),
      isPartial: sorted[0]!.date > start,
    };
  });
}

/** A histogram bin: [from, to) (the last includes its upper edge) and how many closes fall in it. */
export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** The closes of a window in `bins` equal-width bins between their min and max. */
export function histogram(values: readonly number[], bins: number): Bin[] {
  if (values.length === 0 || bins < 1) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const width = (max - min) / bins || 1;
  const result = Array.from({ length: bins }, (_, i) => ({
    from: min + i * width,
    to: min + (i + 1) * width,
    count: 0,
  }));
  for (const value of values) result[Math.min(bins - 1, Math.floor((value - min) / width))]!.count++;
  return result;
}
