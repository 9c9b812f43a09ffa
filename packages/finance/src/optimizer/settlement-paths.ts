/**
 * Simulated settlement rates of one pair or commodity at each settlement date of a hedging
 * schedule, whether each path has touched a barrier by each date, and the average of the days an
 * Asian fixes on between the dates.
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

/**
 * Paths of settlement rates: `rates[path * dates + i]` is the rate at the i-th date. The nodes are
 * today (index 0) and the dates: ln S = drift + W(variance) at each.
 */
export interface SettlementPaths {
  readonly paths: number;
  readonly dates: number;
  readonly rates: Float64Array;
  /** ln of the rate at each node: `logs[path * (dates + 1) + node]`. */
  readonly logs: Float64Array;
  /** The deterministic part of ln S at each node (ln spot today). */
  readonly drifts: Float64Array;
  /** The total variance of the Brownian part to each node (0 today). */
  readonly variances: Float64Array;
  /** Years from today to each node (0 today). */
  readonly times: Float64Array;
  /** The standard normal draw of each step: `normals[path * dates + i]` moves the path to date i. */
  readonly normals: Float64Array;
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
  ensure(dates >= 1, 'a grid has at least one day');
  ensure(forwards.length === dates && vols.length === dates, 'one forward and one volatility per date');
  const nodeTimes = new Float64Array(dates + 1);
  const variances = new Float64Array(dates + 1);
  const drifts = new Float64Array(dates + 1);
  drifts[0] = Math.log(spot);
  for (let i = 1; i <= dates; i++) {
    const time = requirePositive('settlement time', times[i - 1] as number);
    ensure(time > (nodeTimes[i - 1] as number), 'settlement times must rise');
    const vol = requireNonNegative('volatility', vols[i - 1] as number);
    nodeTimes[i] = time;
    variances[i] = Math.max(variances[i - 1] as number, vol * vol * time);
    drifts[i] =
      Math.log(requirePositive('forward', forwards[i - 1] as number)) - (variances[i] as number) / 2;
  }
  const normals = new Float64Array(paths * dates);
  for (let k = 0; k < normals.length; k++) normals[k] = rng.normal();
  return pathsOfNormals({ paths, dates, drifts, variances, times: nodeTimes, normals });
}

/** The paths the normals draw, each step's Brownian increment the normal times its standard deviation. */
function pathsOfNormals(
  grid: Pick<SettlementPaths, 'paths' | 'dates' | 'drifts' | 'variances' | 'times' | 'normals'>,
): SettlementPaths {
  const { paths, dates, drifts, variances, normals } = grid;
  const rates = new Float64Array(paths * dates);
  const logs = new Float64Array(paths * (dates + 1));
  const steps = variances.map((variance, i) =>
    i === 0 ? 0 : Math.sqrt(variance - (variances[i - 1] as number)),
  );
  for (let p = 0; p < paths; p++) {
    let brownian = 0;
    logs[p * (dates + 1)] = drifts[0] as number;
    for (let i = 1; i <= dates; i++) {
      brownian += (steps[i] as number) * (normals[p * dates + i - 1] as number);
      const log = (drifts[i] as number) + brownian;
      logs[p * (dates + 1) + i] = log;
      rates[p * dates + i - 1] = Math.exp(log);
    }
  }
  return { ...grid, rates, logs };
}

/**
 * The same draws as `simulated` over its first `dates` dates, at one flat volatility `vol`:
 * ln S_j = ln F_j − σ² t_j / 2 + σ B(t_j), B the Brownian motion in calendar time that the same
 * normals make. The rate an option priced at its own (smile) volatility to its date settles on, its
 * barrier watched and its days averaged on: the Black price at that volatility is the discounted
 * mean of its payoff on these paths.
 */
export function pathsAtVolatility(simulated: SettlementPaths, vol: number, dates: number): SettlementPaths {
  requireNonNegative('volatility', vol);
  requireInteger('dates', dates, 1, simulated.dates);
  const { paths, times } = simulated;
  const drifts = new Float64Array(dates + 1);
  const variances = new Float64Array(dates + 1);
  drifts[0] = simulated.drifts[0] as number;
  for (let j = 1; j <= dates; j++) {
    const logForward = (simulated.drifts[j] as number) + (simulated.variances[j] as number) / 2;
    variances[j] = vol * vol * (times[j] as number);
    drifts[j] = logForward - (variances[j] as number) / 2;
  }
  const normals = new Float64Array(paths * dates);
  for (let p = 0; p < paths; p++)
    for (let i = 0; i < dates; i++)
      normals[p * dates + i] = simulated.normals[p * simulated.dates + i] as number;
  return pathsOfNormals({ paths, dates, drifts, variances, times: times.slice(0, dates + 1), normals });
}

/**
 * The rate at the i-th date (0-based) of an option priced at volatility `vol` to it, on every path:
 * F_i · exp(−σ² t_i / 2 + σ √t_i z), z the path's standardised position at that date. The same
 * ordering of paths as the settlement rate, and that very rate when `vol` is the date's own.
 */
export function ratesAtVolatility(simulated: SettlementPaths, vol: number, i: number): Float64Array {
  requireNonNegative('volatility', vol);
  requireInteger('date', i, 0, simulated.dates - 1);
  const { paths, dates, logs, drifts, variances, times, normals } = simulated;
  const variance = variances[i + 1] as number;
  const time = times[i + 1] as number;
  const logForward = (drifts[i + 1] as number) + variance / 2;
  const scale = vol * Math.sqrt(time);
  const out = new Float64Array(paths);
  if (vol * vol * time === variance) {
    // At the date's own volatility: the settlement rate itself.
    for (let p = 0; p < paths; p++) out[p] = simulated.rates[p * dates + i] as number;
    return out;
  }
  for (let p = 0; p < paths; p++) {
    let z: number;
    if (variance > 0)
      z = ((logs[p * (dates + 1) + i + 1] as number) - (drifts[i + 1] as number)) / Math.sqrt(variance);
    else {
      // A path that does not move has no position: the calendar-time Brownian motion's stands in.
      let brownian = 0;
      for (let j = 0; j <= i; j++)
        brownian +=
          Math.sqrt((times[j + 1] as number) - (times[j] as number)) * (normals[p * dates + j] as number);
      z = brownian / Math.sqrt(time);
    }
    out[p] = Math.exp(logForward - (scale * scale) / 2 + scale * z);
  }
  return out;
}

/**
 * Whether each path has touched `barrier` by each date (`touched[path * dates + i]` = 1): at a node,
 * or between two nodes with the Brownian bridge's probability of crossing, exp(−2 (h − a)(h − b) / v)
 * for ln-rates a and b on the same side of h = ln barrier over a step of variance v, drawn with
 * `rng`. Exact for the simulated process, which is a Brownian motion with a constant drift on each
 * step: the drift does not change the bridge between two known ends.
 */
export function barrierTouches(simulated: SettlementPaths, barrier: number, rng: Rng): Uint8Array {
  const { paths, dates, logs, variances } = simulated;
  const level = Math.log(requirePositive('barrier', barrier));
  const touched = new Uint8Array(paths * dates);
  for (let p = 0; p < paths; p++) {
    let hit = false;
    for (let i = 0; i < dates; i++) {
      if (!hit) {
        const from = (logs[p * (dates + 1) + i] as number) - level;
        const to = (logs[p * (dates + 1) + i + 1] as number) - level;
        const variance = (variances[i + 1] as number) - (variances[i] as number);
        if (from * to <= 0) hit = true;
        else if (variance > 0) hit = rng.next() < Math.exp((-2 * from * to) / variance);
      }
      touched[p * dates + i] = hit ? 1 : 0;
    }
  }
  return touched;
}

/**
 * The average rate of `fixings` equally spaced days of each date's window (from the previous date,
 * or today, to the date; the last day is the date itself) on each path: `averages[path * dates + i]`.
 * The days between two dates are drawn from the Brownian bridge between the nodes with `rng`, so
 * the settlement rates stay those of the paths; the drift and the variance run linearly in time
 * between the nodes. One fixing is the settlement rate itself.
 */
export function windowAverages(simulated: SettlementPaths, fixings: number, rng: Rng): Float64Array {
  requireInteger('fixings', fixings, 1);
  const { paths, dates, logs, drifts, variances } = simulated;
  const averages = new Float64Array(paths * dates);
  for (let p = 0; p < paths; p++) {
    for (let i = 0; i < dates; i++) {
      const node = p * (dates + 1) + i;
      const startVariance = variances[i] as number;
      const span = (variances[i + 1] as number) - startVariance;
      const startDrift = drifts[i] as number;
      const driftStep = ((drifts[i + 1] as number) - startDrift) / fixings;
      const endBrownian = (logs[node + 1] as number) - (drifts[i + 1] as number);
      let brownian = (logs[node] as number) - startDrift;
      let sum = 0;
      for (let k = 1; k < fixings; k++) {
        // From the last day drawn to the date's end, (fixings − k + 1) steps of span / fixings each.
        const left = ((fixings - k + 1) * span) / fixings;
        const step = span / fixings;
        // Without variance the window's path is its drift alone.
        if (left > 0) {
          const mean = brownian + (step / left) * (endBrownian - brownian);
          brownian = mean + Math.sqrt((step * (left - step)) / left) * rng.normal();
        }
        sum += Math.exp(startDrift + k * driftStep + brownian);
      }
      averages[p * dates + i] = (sum + Math.exp(logs[node + 1] as number)) / fixings;
    }
  }
  return averages;
}
