/**
 * Geometric Brownian motion paths.
 *
 * dS/S = μ dt + σ dW, simulated exactly on a time grid: S(t+Δ) = S(t) · exp((μ − σ²/2)Δ + σ√Δ Z).
 * Risk-neutral simulation uses μ = b, the cost of carry (FX: r_domestic − r_foreign; a futures
 * price: 0); a real-world simulation passes its own drift.
 *
 * Antithetic variates: path 2k+1 uses the normals of path 2k with the sign flipped, so the number of
 * paths must be even when `antithetic` is set.
 */
import { ensure, requireFinite, requireInteger, requireNonNegative, requirePositive } from '../check.ts';
import type { Rng } from './rng.ts';

/** Inputs of a geometric Brownian simulation. Times are in years; drift and volatility per year. */
export interface GbmPathSpec {
  /** Initial price S(0) > 0. */
  readonly spot: number;
  /** Drift μ of dS/S, continuously compounded per year (risk-neutral: the cost of carry b). */
  readonly drift: number;
  /** Volatility σ ≥ 0 per √year (0.2 = 20%). */
  readonly vol: number;
  /**
   * Observation times in years, strictly increasing, all > 0. S(0) is not included in the output;
   * use {@link uniformTimes} for an equally spaced grid.
   */
  readonly times: ArrayLike<number>;
  /** Number of paths ≥ 1 (even when `antithetic`). */
  readonly paths: number;
  /** Whether odd paths mirror the normals of the preceding even path. Default false. */
  readonly antithetic?: boolean;
}

/** Simulated paths stored row by row: the value of path p at time index j is `values[p * steps + j]`. */
export interface GbmPaths {
  readonly times: Float64Array;
  readonly steps: number;
  readonly paths: number;
  readonly values: Float64Array;
}

/**
 * An equally spaced grid of `steps` times ending at `horizonYears`: t_j = start + j·(horizon − start)/steps,
 * j = 1..steps.
 *
 * @param horizonYears the last time, in years, > start.
 * @param steps number of times ≥ 1.
 * @param startYears the time before the first one (exclusive), default 0.
 * @throws FinanceError `INVALID_ARGUMENT` for a non-integer or non-positive step count, or horizon ≤ start.
 */
export function uniformTimes(horizonYears: number, steps: number, startYears = 0): Float64Array {
  requireInteger('steps', steps, 1);
  ensure(
    Number.isFinite(horizonYears) && Number.isFinite(startYears) && horizonYears > startYears,
    () => `horizon ${horizonYears} must be after start ${startYears}`,
  );
  const out = new Float64Array(steps);
  const dt = (horizonYears - startYears) / steps;
  for (let j = 0; j < steps; j++) out[j] = startYears + (j + 1) * dt;
  out[steps - 1] = horizonYears;
  return out;
}

function validateSpec(spec: GbmPathSpec): void {
  requirePositive('spot', spec.spot);
  requireFinite('drift', spec.drift);
  requireNonNegative('vol', spec.vol);
  requireInteger('paths', spec.paths, 1);
  ensure(!spec.antithetic || spec.paths % 2 === 0, 'antithetic simulation needs an even number of paths');
  const times = spec.times;
  ensure(times.length >= 1, 'times must not be empty');
  let prev = 0;
  for (let j = 0; j < times.length; j++) {
    const t = times[j]!;
    ensure(Number.isFinite(t) && t > prev, 'times must be finite, > 0 and strictly increasing');
    prev = t;
  }
}

/**
 * Simulates geometric Brownian paths observed at `spec.times`.
 *
 * Memory is paths × times.length doubles; for large simulations that only need a payoff, use
 * {@link simulateGbmTerminal} or loop over {@link gbmStepFactors} yourself.
 *
 * @returns the paths, row-major (see {@link GbmPaths}).
 * @throws FinanceError `INVALID_ARGUMENT` for a non-positive spot, negative or non-finite vol,
 *   bad times, a non-integer path count, or an odd path count with antithetic variates.
 */
export function simulateGbmPaths(spec: GbmPathSpec, rng: Rng): GbmPaths {
  validateSpec(spec);
  const steps = spec.times.length;
  const nPaths = spec.paths;
  const times = Float64Array.from(spec.times);
  const { driftStep, volStep } = gbmStepFactors(spec.drift, spec.vol, times);
  const values = new Float64Array(nPaths * steps);
  const z = new Float64Array(steps);
  const logS0 = Math.log(spec.spot);
  const antithetic = spec.antithetic === true;
  for (let p = 0; p < nPaths; p++) {
    const mirror = antithetic && (p & 1) === 1;
    if (!mirror) rng.fillNormal(z);
    const sign = mirror ? -1 : 1;
    let logS = logS0;
    const row = p * steps;
    for (let j = 0; j < steps; j++) {
      logS += driftStep[j]! + sign * volStep[j]! * z[j]!;
      values[row + j] = Math.exp(logS);
    }
  }
  return { times, steps, paths: nPaths, values };
}

/**
 * Simulates S(T) only, exactly in one step per path: S(T) = S·exp((μ − σ²/2)T + σ√T·Z).
 *
 * @param horizonYears T > 0, in years.
 * @returns `paths` terminal prices (antithetic pairs adjacent when `antithetic`).
 * @throws FinanceError `INVALID_ARGUMENT` as {@link simulateGbmPaths}.
 */
export function simulateGbmTerminal(
  spec: Omit<GbmPathSpec, 'times'> & { readonly horizonYears: number },
  rng: Rng,
): Float64Array {
  validateSpec({ ...spec, times: [spec.horizonYears] });
  const t = spec.horizonYears;
  const mu = (spec.drift - 0.5 * spec.vol * spec.vol) * t;
  const sd = spec.vol * Math.sqrt(t);
  const out = new Float64Array(spec.paths);
  const antithetic = spec.antithetic === true;
  let z = 0;
  for (let p = 0; p < spec.paths; p++) {
    if (antithetic && (p & 1) === 1) z = -z;
    else z = rng.normal();
    out[p] = spec.spot * Math.exp(mu + sd * z);
  }
  return out;
}

/**
 * Per-step log drift (μ − σ²/2)Δ_j and log volatility σ√Δ_j for a time grid (Δ_1 = t_1).
 * These are what a custom simulation loop needs to advance log S without allocating.
 */
export function gbmStepFactors(
  drift: number,
  vol: number,
  times: ArrayLike<number>,
): { driftStep: Float64Array; volStep: Float64Array } {
  const n = times.length;
  const driftStep = new Float64Array(n);
  const volStep = new Float64Array(n);
  const m = drift - 0.5 * vol * vol;
  let prev = 0;
  for (let j = 0; j < n; j++) {
    const dt = times[j]! - prev;
    driftStep[j] = m * dt;
    volStep[j] = vol * Math.sqrt(dt);
    prev = times[j]!;
  }
  return { driftStep, volStep };
}
