/**
 * Arithmetic-average (average-price) Asian options with discrete fixings, paid at expiry T.
 *
 * Fixing schedule: n fixings equally spaced over the averaging period (t0, T]:
 *   t_i = t0 + i·(T − t0)/n, i = 1..n,
 * where t0 = `fixingStartYears` (default 0, so that t_i = i·T/n). The period is split into n equal
 * sub-periods and each fixing is at the end of one; the last fixing is at expiry. 0 ≤ t0 < T: the
 * averaging has not started yet (past fixings are not supported).
 *
 * The default price is the two-moment lognormal approximation (Turnbull and Wakeman 1991, "A quick
 * algorithm for pricing European average options", JFQA 26(3); Levy 1992), with the EXACT first
 * two moments of the discrete average under the generalized Black-Scholes-Merton model:
 *   M1 = (1/n)·Σ F_i,  M2 = (1/n²)·Σ_i Σ_j F_i F_j e^{σ² min(t_i, t_j)},  F_i = S·e^{b t_i},
 * then Black's formula on M1 with total variance ln(M2/M1²), discounted from T. Both sums are O(n).
 *
 * The Monte Carlo price uses the geometric average as a control variate (Kemna and Vorst 1990),
 * whose price is exact: ln G is normal with mean ln S + (b − σ²/2)·t̄ and variance
 * (σ²/n²)·Σ_i (2(n − i) + 1)·t_i.
 */
import { ensure, requireInteger } from '../check.ts';
import { estimateWithControl } from '../montecarlo/estimate.ts';
import { createRng } from '../montecarlo/rng.ts';
import { lognormalOptionValue } from './black.ts';

/**
 * Time of the first fixing, t1 = t0 + (T − t0)/n, for the schedule described in the module comment.
 * The fixings are then t1, t1 + Δ, …, T with Δ = (T − t0)/n.
 */
export function asianFirstFixing(expiryYears: number, fixings: number, fixingStartYears = 0): number {
  return fixingStartYears + (expiryYears - fixingStartYears) / fixings;
}

/**
 * The two-moment lognormal price of a discrete arithmetic-average option (no validation: the hot
 * path). Fixings are n equally spaced times from `first` to `t` (both included).
 *
 * @param isCall call (max(A − K, 0)) or put (max(K − A, 0)).
 * @param s underlying price > 0; k strike > 0; t expiry (= last fixing = payment) in years > 0.
 * @param r domestic rate; b cost of carry; v volatility ≥ 0.
 * @param n number of fixings ≥ 1; first time of the first fixing in (0, t] (t when n = 1).
 * @returns the price per unit of notional. Never throws.
 */
export function asianApproxPrice(
  isCall: boolean,
  s: number,
  k: number,
  t: number,
  r: number,
  b: number,
  v: number,
  n: number,
  first: number,
): number {
  const df = Math.exp(-r * t);
  if (t <= 0) return isCall ? Math.max(s - k, 0) : Math.max(k - s, 0);
  const dt = n > 1 ? (t - first) / (n - 1) : 0;
  // Walk the fixings from the last to the first with F_i and e^{σ²(t_i − T)} updated by ratios:
  // M2 is carried divided by e^{σ²T}, which overflows for high volatilities and long expiries.
  const v2 = v * v;
  const gInv = Math.exp(-b * dt);
  const hInv = Math.exp(-v2 * dt);
  let f = s * Math.exp(b * t);
  let e = 1;
  let suffix = 0; // Σ_{j > i} F_j
  let sumSq = 0; // Σ F_i² e^{σ² t_i}
  let cross = 0; // Σ_i F_i e^{σ² t_i} Σ_{j > i} F_j
  for (let i = 0; i < n; i++) {
    const fe = f * e;
    sumSq += f * fe;
    cross += fe * suffix;
    suffix += f;
    f *= gInv;
    e *= hInv;
  }
  const m1 = suffix / n;
  const m2Scaled = (sumSq + 2 * cross) / (n * n);
  const variance = v2 * t + Math.log(m2Scaled / (m1 * m1));
  return lognormalOptionValue(isCall, m1, k, variance > 0 ? Math.sqrt(variance) : 0, df);
}

/**
 * {@link asianApproxPrice} of an average some of whose fixings are already known (a seasoned
 * average): with n fixings, m of them past summing to Σ, the payoff max(±(A − K), 0),
 * A = (Σ + Σ_future)/n, is (n_f/n)·max(±(Ā_future − K′), 0) with K′ = (n·K − Σ)/n_f: the future
 * average's option at the adjusted strike, scaled. K′ ≤ 0 makes a call certain to be exercised
 * (worth the discounted expected average less K) and a put worthless; no fixing left, the
 * discounted payoff of the known average.
 *
 * @param n all fixings ≥ 1; pastCount of them fixed (0 ≤ m ≤ n) summing to pastSum; first the time
 *   of the first fixing still to come, the future ones equally spaced from it to t. Other arguments
 *   as {@link asianApproxPrice}. Never throws.
 */
export function seasonedAsianPrice(
  isCall: boolean,
  s: number,
  k: number,
  t: number,
  r: number,
  b: number,
  v: number,
  n: number,
  pastCount: number,
  pastSum: number,
  first: number,
): number {
  if (pastCount === 0) return asianApproxPrice(isCall, s, k, t, r, b, v, n, first);
  const futureCount = n - pastCount;
  const df = Math.exp(-r * t);
  if (futureCount === 0) {
    const average = pastSum / n;
    return df * (isCall ? Math.max(average - k, 0) : Math.max(k - average, 0));
  }
  const share = futureCount / n;
  const adjusted = (n * k - pastSum) / futureCount;
  if (adjusted > 0) return share * asianApproxPrice(isCall, s, adjusted, t, r, b, v, futureCount, first);
  if (!isCall) return 0;
  // Expected future average: the mean of the forwards s·e^{b·t_i} at the equally spaced fixings.
  const step = futureCount > 1 ? (t - first) / (futureCount - 1) : 0;
  let sum = 0;
  for (let i = 0; i < futureCount; i++) sum += s * Math.exp(b * (first + i * step));
  return share * df * (sum / futureCount - adjusted);
}

/**
 * Exact price of a discrete geometric-average option on the same schedule as
 * {@link asianApproxPrice} (same arguments). Never throws.
 */
export function geometricAsianPrice(
  isCall: boolean,
  s: number,
  k: number,
  t: number,
  r: number,
  b: number,
  v: number,
  n: number,
  first: number,
): number {
  if (t <= 0) return isCall ? Math.max(s - k, 0) : Math.max(k - s, 0);
  const dt = n > 1 ? (t - first) / (n - 1) : 0;
  let meanT = 0;
  let weighted = 0;
  for (let i = 1; i <= n; i++) {
    const ti = first + (i - 1) * dt;
    meanT += ti;
    weighted += (2 * (n - i) + 1) * ti;
  }
  meanT /= n;
  const variance = (v * v * weighted) / (n * n);
  const mean = Math.log(s) + (b - 0.5 * v * v) * meanT;
  const fwd = Math.exp(mean + 0.5 * variance);
  return lognormalOptionValue(isCall, fwd, k, variance > 0 ? Math.sqrt(variance) : 0, Math.exp(-r * t));
}

/** Settings of {@link asianMonteCarlo}. */
export interface AsianMonteCarloOptions {
  /** Number of paths (even), default 100,000. */
  readonly paths?: number;
  /** Seed of the generator, default 1 (results are reproducible). */
  readonly seed?: number;
}

/** A Monte Carlo price with its standard error. */
export interface MonteCarloPrice {
  readonly price: number;
  readonly stdError: number;
  readonly paths: number;
}

/**
 * Monte Carlo price of a discrete arithmetic-average option with the geometric average as a control
 * variate and antithetic pairs. The paths are exact on the fixing grid (no discretisation bias).
 *
 * @param isCall, s, k, t, r, b, v, n, first as {@link asianApproxPrice}.
 * @returns the price and its standard error (of the pair-averaged, control-adjusted estimator).
 * @throws FinanceError `INVALID_ARGUMENT` for a path count that is not a positive even integer.
 */
export function asianMonteCarlo(
  isCall: boolean,
  s: number,
  k: number,
  t: number,
  r: number,
  b: number,
  v: number,
  n: number,
  first: number,
  options: AsianMonteCarloOptions = {},
): MonteCarloPrice {
  const paths = options.paths ?? 100_000;
  requireInteger('paths', paths, 2);
  ensure(paths % 2 === 0, () => `paths must be even (antithetic pairs), got ${paths}`);
  if (t <= 0) {
    return { price: isCall ? Math.max(s - k, 0) : Math.max(k - s, 0), stdError: 0, paths };
  }
  const rng = createRng(options.seed ?? 1);
  const dt = n > 1 ? (t - first) / (n - 1) : 0;
  const m = b - 0.5 * v * v;
  const firstDrift = m * first;
  const firstVol = v * Math.sqrt(first);
  const stepDrift = m * dt;
  const stepVol = v * Math.sqrt(dt);
  const df = Math.exp(-r * t);
  const logS = Math.log(s);
  const pairs = paths / 2;
  const y = new Float64Array(pairs);
  const x = new Float64Array(pairs);
  const z = new Float64Array(n);
  const phi = isCall ? 1 : -1;
  for (let p = 0; p < pairs; p++) {
    let pairY = 0;
    let pairX = 0;
    for (let j = 0; j < n; j++) z[j] = rng.normal();
    for (let sign = 1; sign >= -1; sign -= 2) {
      let logPrice = logS + firstDrift + sign * firstVol * z[0]!;
      let arith = Math.exp(logPrice);
      let logSum = logPrice;
      for (let j = 1; j < n; j++) {
        logPrice += stepDrift + sign * stepVol * z[j]!;
        arith += Math.exp(logPrice);
        logSum += logPrice;
      }
      const a = arith / n;
      const g = Math.exp(logSum / n);
      pairY += Math.max(phi * (a - k), 0);
      pairX += Math.max(phi * (g - k), 0);
    }
    y[p] = 0.5 * df * pairY;
    x[p] = 0.5 * df * pairX;
  }
  const exactGeometric = geometricAsianPrice(isCall, s, k, t, r, b, v, n, first);
  const est = estimateWithControl(y, x, exactGeometric);
  return { price: est.mean, stdError: est.stdError, paths };
}
