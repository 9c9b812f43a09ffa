/**
 * Estimates from simulated outcomes: mean and standard error, percentiles, and the control-variate
 * estimator.
 */
import { ensure } from '../check.ts';

/** The sample mean of outcomes and its standard error. */
export interface Estimate {
  /** Sample mean. */
  readonly mean: number;
  /** Standard error of the mean: sample standard deviation (n − 1 divisor) / √n; 0 when n = 1. */
  readonly stdError: number;
  /** Sample variance with the n − 1 divisor; 0 when n = 1. */
  readonly variance: number;
  /** Number of outcomes. */
  readonly count: number;
}

function requireOutcomes(values: ArrayLike<number>, what: string): void {
  ensure(values.length >= 1, () => `${what} needs at least one outcome`, 'NOT_ENOUGH_DATA');
}

/**
 * Mean and standard error of independent outcomes (Welford's one-pass update, stable for large means).
 *
 * For antithetic simulations, pass the pair averages (see {@link pairAverages}): the pairs are
 * independent, the paths within a pair are not.
 *
 * @throws FinanceError `NOT_ENOUGH_DATA` when `values` is empty.
 */
export function estimateMean(values: ArrayLike<number>): Estimate {
  requireOutcomes(values, 'estimateMean');
  let mean = 0;
  let m2 = 0;
  const n = values.length;
  for (let i = 0; i < n; i++) {
    const x = values[i]!;
    const d = x - mean;
    mean += d / (i + 1);
    m2 += d * (x - mean);
  }
  const variance = n > 1 ? m2 / (n - 1) : 0;
  return { mean, stdError: Math.sqrt(variance / n), variance, count: n };
}

/**
 * Averages adjacent pairs (antithetic partners): out[k] = (values[2k] + values[2k+1]) / 2.
 *
 * @throws FinanceError `INVALID_ARGUMENT` when the length is odd.
 */
export function pairAverages(values: ArrayLike<number>): Float64Array {
  ensure(values.length % 2 === 0, 'pairAverages needs an even count');
  const out = new Float64Array(values.length / 2);
  for (let k = 0; k < out.length; k++) out[k] = 0.5 * (values[2 * k]! + values[2 * k + 1]!);
  return out;
}

/** A control-variate estimate: the mean of Y − β(X − E[X]) with β fitted by least squares. */
export interface ControlVariateEstimate extends Estimate {
  /** The fitted coefficient β = Cov(X, Y) / Var(X) (0 when X has no variance). */
  readonly beta: number;
}

/**
 * Control-variate estimator of E[Y] given paired outcomes (Y_i, X_i) and the known mean E[X]
 * (Glasserman 2004, "Monte Carlo Methods in Financial Engineering", §4.1). β is estimated from the
 * same sample, which adds a bias of order 1/n, negligible for the sample sizes used in pricing.
 *
 * @param y outcomes whose mean is wanted.
 * @param x control outcomes, same length as `y`.
 * @param xMean the exact mean of the control.
 * @throws FinanceError `NOT_ENOUGH_DATA` with fewer than 2 outcomes; `INVALID_ARGUMENT` when the
 *   lengths differ.
 */
export function estimateWithControl(
  y: ArrayLike<number>,
  x: ArrayLike<number>,
  xMean: number,
): ControlVariateEstimate {
  const n = y.length;
  ensure(x.length === n, 'y and x must have the same length');
  ensure(n >= 2, 'a control-variate estimate needs at least 2 outcomes', 'NOT_ENOUGH_DATA');
  let my = 0;
  let mx = 0;
  for (let i = 0; i < n; i++) {
    my += y[i]!;
    mx += x[i]!;
  }
  my /= n;
  mx /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  const beta = sxx > 0 ? sxy / sxx : 0;
  const mean = my - beta * (mx - xMean);
  // Residual variance of Y − βX (with one more parameter fitted: n − 2 divisor).
  const residual = Math.max(0, syy - beta * sxy);
  const variance = n > 2 ? residual / (n - 2) : 0;
  return { mean, stdError: Math.sqrt(variance / n), variance, count: n, beta };
}

/**
 * Percentiles of outcomes with linear interpolation between order statistics: the value at rank
 * h = (n − 1)·p (0-based), as Excel's PERCENTILE.INC and NumPy's default ("type 7" of Hyndman and
 * Fan 1996).
 *
 * @param values outcomes (not modified; a sorted copy is made once).
 * @param probabilities each in [0, 1] (0.05 is the 5th percentile).
 * @returns one value per probability, in the same order.
 * @throws FinanceError `NOT_ENOUGH_DATA` when `values` is empty; `INVALID_ARGUMENT` for a
 *   probability outside [0, 1] or any NaN outcome.
 */
export function percentiles(values: ArrayLike<number>, probabilities: readonly number[]): number[] {
  requireOutcomes(values, 'percentiles');
  const sorted = Float64Array.from(values);
  ensure(!sorted.some(Number.isNaN), 'outcomes must not be NaN');
  sorted.sort();
  return probabilities.map((p) => percentileOfSorted(sorted, p));
}

/**
 * One percentile of values already sorted ascending (see {@link percentiles} for the definition).
 *
 * @throws FinanceError `NOT_ENOUGH_DATA` when empty; `INVALID_ARGUMENT` for p outside [0, 1].
 */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  requireOutcomes(sorted, 'percentileOfSorted');
  ensure(p >= 0 && p <= 1, () => `probability must be in [0, 1], got ${p}`);
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  const a = sorted[lo]!;
  return a + (h - lo) * (sorted[hi]! - a);
}
