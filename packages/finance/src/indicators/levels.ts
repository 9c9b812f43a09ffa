/**
 * Price levels: Fibonacci retracements and extensions, local maxima and minima, trend lines.
 */
import { ensure, requireFinite, requireFiniteAll, requireInteger } from '../check.ts';
import { TRADING_DAYS } from '../time/trading-days.ts';
import { nanArray } from './series.ts';

/** Retracement ratios (0%, 23.6%, 38.2%, 50%, 61.8%, 78.6%, 100%). */
export const FIBONACCI_RETRACEMENTS = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1] as const;

/** Extension ratios (100%, 127.2%, 161.8%, 200%, 261.8%). */
export const FIBONACCI_EXTENSIONS = [1, 1.272, 1.618, 2, 2.618] as const;

/** A level: its ratio and price. */
export interface FibonacciLevel {
  readonly ratio: number;
  readonly price: number;
}

function requireSwing(high: number, low: number): void {
  requireFinite('high', high);
  requireFinite('low', low);
  ensure(high >= low, () => `swing high ${high} must be ≥ low ${low}`);
}

/**
 * Retracement levels of a swing. In an up trend (low then high) level r is high − r·(high − low),
 * so 0% is the high; in a down trend (high then low) it is low + r·(high − low), 0% the low.
 * @throws FinanceError INVALID_ARGUMENT when high < low or either is not finite.
 */
export function fibonacciRetracement(
  high: number,
  low: number,
  trend: 'up' | 'down',
  ratios: readonly number[] = FIBONACCI_RETRACEMENTS,
): FibonacciLevel[] {
  requireSwing(high, low);
  const range = high - low;
  return ratios.map((ratio) => ({
    ratio,
    price: trend === 'up' ? high - ratio * range : low + ratio * range,
  }));
}

/**
 * Extension levels of a swing, projected past its end: up trend low + r·(high − low) (161.8% lies
 * above the high), down trend high − r·(high − low).
 * @throws FinanceError INVALID_ARGUMENT when high < low or either is not finite.
 */
export function fibonacciExtension(
  high: number,
  low: number,
  trend: 'up' | 'down',
  ratios: readonly number[] = FIBONACCI_EXTENSIONS,
): FibonacciLevel[] {
  // Measured from the swing's start: the retracement of the opposite trend, carried past the end.
  return fibonacciRetracement(high, low, trend === 'up' ? 'down' : 'up', ratios);
}

/**
 * Trend-based extension from three points A → B, retraced to C: C + r·(B − A) (the direction comes
 * from B − A).
 * @throws FinanceError INVALID_ARGUMENT for a non-finite point.
 */
export function fibonacciTrendExtension(
  a: number,
  b: number,
  c: number,
  ratios: readonly number[] = [0.618, ...FIBONACCI_EXTENSIONS],
): FibonacciLevel[] {
  requireFiniteAll('points', [a, b, c]);
  return ratios.map((ratio) => ({ ratio, price: c + ratio * (b - a) }));
}

/** Extremum windows (bars each side): short = 1W, medium = 1M, long = 3M trading days (spec 02 §9). */
export const EXTREMA_WINDOWS = {
  short: TRADING_DAYS['1W'],
  medium: TRADING_DAYS['1M'],
  long: TRADING_DAYS['3M'],
} as const;

/**
 * Local maxima and minima: index i is a local maximum when values[i] is the highest of the
 * `window` bars on each side (i − window … i + window), strictly higher than those before it (so a
 * plateau counts once, at its start); minima alike. A point needs `window` bars after it to be
 * confirmed, so the last `window` bars are never extrema (no repainting).
 * @returns indices in increasing order.
 * @throws FinanceError INVALID_ARGUMENT for a window < 1 or non-finite values.
 */
export function localExtrema(
  values: readonly number[],
  window: number,
): { maxima: number[]; minima: number[] } {
  requireInteger('window', window, 1);
  requireFiniteAll('values', values);
  const maxima: number[] = [];
  const minima: number[] = [];
  for (let i = window; i + window < values.length; i++) {
    const v = values[i]!;
    let isMax = true;
    let isMin = true;
    for (let j = i - window; j <= i + window && (isMax || isMin); j++) {
      if (j === i) continue;
      const u = values[j]!;
      if (j < i ? u >= v : u > v) isMax = false;
      if (j < i ? u <= v : u < v) isMin = false;
    }
    if (isMax) maxima.push(i);
    if (isMin) minima.push(i);
  }
  return { maxima, minima };
}

/** A least-squares line y = intercept + slope·x over bar indices x. */
export interface TrendLine {
  readonly slope: number;
  readonly intercept: number;
  /** Coefficient of determination R², 0 to 1 (1 for a flat series fitted exactly). */
  readonly r2: number;
  /** Index of the first bar of the fit. */
  readonly from: number;
  /** Index of the last bar of the fit. */
  readonly to: number;
}

/**
 * The least-squares trend line through the last `window` values (x = bar index). Trend lines here
 * are regressions, not lines through pivots: they exist for every window and do not depend on pivot
 * detection.
 * @throws FinanceError NOT_ENOUGH_DATA when fewer than `window` values; INVALID_ARGUMENT for window < 2
 *   or non-finite values.
 */
export function trendLine(values: readonly number[], window: number): TrendLine {
  requireInteger('window', window, 2);
  requireFiniteAll('values', values);
  ensure(
    values.length >= window,
    () => `a trend line over ${window} bars needs ${window} values`,
    'NOT_ENOUGH_DATA',
  );
  const to = values.length - 1;
  const from = to - window + 1;
  const fit = leastSquares(values, from, to);
  return { ...fit, from, to };
}

function leastSquares(
  values: readonly number[],
  from: number,
  to: number,
): { slope: number; intercept: number; r2: number } {
  const n = to - from + 1;
  // Centre x and y to keep the sums small and exact for long windows.
  const xMean = (from + to) / 2;
  let yMean = 0;
  for (let i = from; i <= to; i++) yMean += values[i]!;
  yMean /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = from; i <= to; i++) {
    const dx = i - xMean;
    const dy = values[i]! - yMean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  const slope = sxy / sxx;
  return { slope, intercept: yMean - slope * xMean, r2: syy === 0 ? 1 : (sxy * sxy) / (sxx * syy) };
}

/**
 * Rolling linear regression value (TA-Lib LINEARREG): at each bar, the least-squares line over the
 * last `period` bars evaluated at that bar. Look-back period − 1. The spec's interp_trend
 * short/medium/long series use the {@link EXTREMA_WINDOWS} periods.
 * @throws FinanceError INVALID_ARGUMENT for period < 2 or non-finite values.
 */
export function linearRegression(values: readonly number[], period: number): number[] {
  requireInteger('period', period, 2);
  requireFiniteAll('values', values);
  const out = nanArray(values.length);
  for (let i = period - 1; i < values.length; i++) {
    const { slope, intercept } = leastSquares(values, i - period + 1, i);
    out[i] = intercept + slope * i;
  }
  return out;
}

/**
 * Rolling regression slope (TA-Lib LINEARREG_SLOPE), in price units per bar. Look-back period − 1.
 * @throws FinanceError INVALID_ARGUMENT for period < 2 or non-finite values.
 */
export function linearRegressionSlope(values: readonly number[], period: number): number[] {
  requireInteger('period', period, 2);
  requireFiniteAll('values', values);
  const out = nanArray(values.length);
  for (let i = period - 1; i < values.length; i++) out[i] = leastSquares(values, i - period + 1, i).slope;
  return out;
}
