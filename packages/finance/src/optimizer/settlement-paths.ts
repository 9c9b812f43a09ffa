/**
 * Simulated settlement rates of one pair or commodity at each settlement date of a hedging
 * schedule, and whether each path has touched a barrier by each date.
 */
import { ensure, requireInteger, requireNonNegative, requirePositive } from '../check.ts';
import type { Rng } from '../montecarlo/rng.ts';

/** The market to each settlement date: its forward and the Black volatility to it. */
export interface SettlementGrid {
  /** Today's spot (FX) or price (commodity), where every path starts. */
  readonly spot: number;
  /** Years from today to each settlement date, strictly ascending, > 0. */
  readonly times: readonly number[];
  /** The forward to each date: the mean of the rate simulated for it. */
  readonly forwards: readonly number[];
  /** The Black volatility to each date (0.1 = 10 %), ≥ 0. */
  readonly vols: readonly number[];
}

/** Paths of settlement rates: `rates[path * dates + i]` is the rate at the i-th date. */
export interface SettlementPaths {
  readonly paths: number;
  readonly dates: number;
  readonly rates: Float64Array;
  /** ln of the rate at each node, today's spot first: `logs[path * (dates + 1) + i]`. */
  readonly logs: Float64Array;
  /** The variance of the Brownian part over each step, today to the first date first. */
  readonly stepVariances: Float64Array;
}

/**
 * Simulates `paths` paths of the rate at each date: ln S_i = ln F_i − v_i / 2 + W(v_i), with v_i =
 * σ_i² t_i the total variance to date i (kept from falling: a volatility term structure whose
 * total variance falls has no arbitrage-free path) and W one Brownian motion across the dates, so
 * that E[S_i] = F_i and each S_i is lognormal with the date's own volatility. Zero volatility gives
 * every path the forwards.
 */
export function simulateSettlementRates(grid: SettlementGrid, paths: number, rng: Rng): SettlementPaths {
  const { spot, times, forwards, vols } = grid;
  const dates = times.length;
  requirePositive('spot', spot);
  requireInteger('paths', paths, 1);
  ensure(dates >= 1, 'a schedule has at least one settlement date');
  ensure(forwards.length === dates && vols.length === dates, 'one forward and one volatility per date');
  const variances = new Float64Array(dates);
  const stepVariances = new Float64Array(dates);
  const drifts = new Float64Array(dates);
  let previousTime = 0;
  let previousVariance = 0;
  for (let i = 0; i < dates; i++) {
    const time = requirePositive('settlement time', times[i] as number);
    ensure(time > previousTime, 'settlement times must rise');
    const vol = requireNonNegative('volatility', vols[i] as number);
    variances[i] = Math.max(previousVariance, vol * vol * time);
    stepVariances[i] = (variances[i] as number) - previousVariance;
    drifts[i] = Math.log(requirePositive('forward', forwards[i] as number)) - (variances[i] as number) / 2;
    previousTime = time;
    previousVariance = variances[i] as number;
  }
  const rates = new Float64Array(paths * dates);
  const logs = new Float64Array(paths * (dates + 1));
  const steps = stepVariances.map(Math.sqrt);
  const logSpot = Math.log(spot);
  for (let p = 0; p < paths; p++) {
    let brownian = 0;
    logs[p * (dates + 1)] = logSpot;
    for (let i = 0; i < dates; i++) {
      brownian += (steps[i] as number) * rng.normal();
      const log = (drifts[i] as number) + brownian;
      logs[p * (dates + 1) + i + 1] = log;
      rates[p * dates + i] = Math.exp(log);
    }
  }
  return { paths, dates, rates, logs, stepVariances };
}

/**
 * Whether each path has touched `barrier` by each date (`touched[path * dates + i]` = 1): at a node,
 * or between two nodes with the Brownian bridge's probability of crossing, exp(−2 (h − a)(h − b) / v)
 * for ln-rates a and b on the same side of h = ln barrier over a step of variance v, drawn with
 * `rng`. Exact for the simulated process, which is a Brownian motion with a constant drift on each
 * step: the drift does not change the bridge between two known ends.
 */
export function barrierTouches(simulated: SettlementPaths, barrier: number, rng: Rng): Uint8Array {
  const { paths, dates, logs, stepVariances } = simulated;
  const level = Math.log(requirePositive('barrier', barrier));
  const touched = new Uint8Array(paths * dates);
  for (let p = 0; p < paths; p++) {
    let hit = false;
    for (let i = 0; i < dates; i++) {
      if (!hit) {
        const from = (logs[p * (dates + 1) + i] as number) - level;
        const to = (logs[p * (dates + 1) + i + 1] as number) - level;
        const variance = stepVariances[i] as number;
        if (from * to <= 0) hit = true;
        else if (variance > 0) hit = rng.next() < Math.exp((-2 * from * to) / variance);
      }
      touched[p * dates + i] = hit ? 1 : 0;
    }
  }
  return touched;
}
