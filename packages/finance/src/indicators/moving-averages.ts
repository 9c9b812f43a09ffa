/**
 * Moving averages and Bollinger bands, as TA-Lib defines them (ta_SMA.c, ta_EMA.c, ta_BBANDS.c).
 */
import { requireFiniteAll, requireInteger } from '../check.ts';
import { nanArray } from './series.ts';

/** Spec 02 §9 moving-average windows: 20 and 40. */
export const DEFAULT_MA_PERIODS = [20, 40] as const;

/**
 * Simple moving average: mean of the last `period` values; look-back period − 1.
 * @param values finite prices. @param period ≥ 1.
 * @throws FinanceError INVALID_ARGUMENT for a bad period or a non-finite value.
 */
export function sma(values: readonly number[], period: number): number[] {
  requireInteger('period', period, 1);
  requireFiniteAll('values', values);
  const out = nanArray(values.length);
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    if (i >= period) sum -= values[i - period]!;
    // Re-summing every period steps keeps rounding drift out of long series.
    if (i >= period - 1) {
      if ((i + 1) % period === 0) {
        sum = 0;
        for (let j = i - period + 1; j <= i; j++) sum += values[j]!;
      }
      out[i] = sum / period;
    }
  }
  return out;
}

/**
 * Exponential moving average with k = 2/(period + 1), seeded by the SMA of the first `period`
 * values (TA-Lib's default, "classic" compatibility); look-back period − 1.
 * @throws FinanceError INVALID_ARGUMENT for a bad period or a non-finite value.
 */
export function ema(values: readonly number[], period: number): number[] {
  requireInteger('period', period, 1);
  return emaFrom(values, period, 2 / (period + 1), 0);
}

/**
 * EMA with smoothing `k`, seeded at index start + period − 1 by the mean of values[start .. start + period − 1].
 * NaN before the seed. Values before `start` are ignored (they may be NaN).
 */
export function emaFrom(values: readonly number[], period: number, k: number, start: number): number[] {
  requireFiniteAll('values', values.slice(start));
  const out = nanArray(values.length);
  const seedAt = start + period - 1;
  if (seedAt >= values.length) return out;
  let prev = 0;
  for (let i = start; i <= seedAt; i++) prev += values[i]!;
  prev /= period;
  out[seedAt] = prev;
  for (let i = seedAt + 1; i < values.length; i++) {
    prev = (values[i]! - prev) * k + prev;
    out[i] = prev;
  }
  return out;
}

/** Bollinger bands: middle, upper and lower. */
export interface BollingerBands {
  readonly middle: number[];
  readonly upper: number[];
  readonly lower: number[];
}

/**
 * Bollinger bands: SMA(period) ± multiplier × population standard deviation of the same window
 * (TA-Lib BBANDS with MA type SMA; StockCharts' definition). Look-back period − 1.
 * @param period ≥ 2, default 20. @param multiplier ≥ 0, default 2.
 * @throws FinanceError INVALID_ARGUMENT for a bad period or a non-finite value.
 */
export function bollingerBands(values: readonly number[], period = 20, multiplier = 2): BollingerBands {
  requireInteger('period', period, 2);
  const middle = sma(values, period);
  const upper = nanArray(values.length);
  const lower = nanArray(values.length);
  for (let i = period - 1; i < values.length; i++) {
    const mean = middle[i]!;
    let ss = 0;
    for (let j = i - period + 1; j <= i; j++) ss += (values[j]! - mean) ** 2;
    const band = multiplier * Math.sqrt(ss / period);
    upper[i] = mean + band;
    lower[i] = mean - band;
  }
  return { middle, upper, lower };
}
