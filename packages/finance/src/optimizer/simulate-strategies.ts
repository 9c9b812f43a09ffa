/**
 * Hedging strategies simulated against one exposure schedule: what each would have made the
 * treasurer pay (a buyer) or receive (a seller) per unit, path by path, against the unhedged rate.
 */
import { ensure, requireInteger, requirePositive } from '../check.ts';
import { FinanceError } from '../errors.ts';
import type { Side } from '../hedging/side.ts';
import { smileVolatility, type ValuationInput } from '../market/valuation-input.ts';
import { createRng } from '../montecarlo/rng.ts';
import { type Instrument, type StrategyLeg, valueStrategy } from '../pricing/instrument.ts';
import type { Market } from '../pricing/types.ts';
import {
  barrierTouches,
  pathsAtVolatility,
  ratesAtVolatility,
  type SettlementPaths,
  simulateSettlementRates,
  windowAverages,
} from './settlement-paths.ts';

/** One settlement of the schedule: when, how much, and the market to it. */
export interface ScheduledSettlement {
  /** Years from today, strictly rising along the schedule. */
  readonly time: number;
  /** Units of foreign currency or commodity bought or sold then, > 0. */
  readonly amount: number;
  /**
   * The market to that date: FX spot with both rates, or (underlying 'future') the price of the
   * contract that settles it; the volatility is the at-the-money Black volatility to the date, on
   * which the paths diffuse.
   */
  readonly market: Market;
  /** The date's smile: when given, each option leg is priced at its own strike's volatility. */
  readonly smile?: Pick<ValuationInput, 'fwd' | 'c0' | 'c1' | 'c2'>;
}

/** A strategy as its legs per unit of hedged amount; each leg's expiry is set to each date. */
export interface StrategyToSimulate {
  readonly id: string;
  readonly legs: readonly StrategyLeg[];
}

export interface StrategySimulationInput {
  readonly side: Side;
  readonly schedule: readonly ScheduledSettlement[];
  readonly strategies: readonly StrategyToSimulate[];
  readonly paths: number;
  readonly seed: number;
}

/** What one strategy does on every path, per unit of the whole schedule's amount. */
export interface StrategyPaths {
  readonly id: string;
  /**
   * The strategy's gain per unit on each path, amount-weighted over the dates: its legs' payoff at
   * each settlement less its premium carried to that date. A buyer's net rate at hedge ratio h is
   * the unhedged rate − h · gain; a seller's is the unhedged rate + h · gain.
   */
  readonly gains: Float64Array;
  /** The premium per unit paid today, amount-weighted over the dates (negative: received). */
  readonly premium: number;
}

export interface StrategySimulation {
  readonly side: Side;
  readonly paths: number;
  readonly seed: number;
  /** The schedule's amount, summed. */
  readonly amount: number;
  /** The amount-weighted settlement rate of each path, unhedged. */
  readonly unhedged: Float64Array;
  readonly strategies: readonly StrategyPaths[];
}

/**
 * Simulates the settlement rates of the schedule (`simulateSettlementRates`, on each date's forward
 * and volatility) once, and every strategy on the same paths: each date's legs expire on that date,
 * are priced on its market (`valueStrategy`) and pay on its simulated rate; barriers are watched
 * from today to the date on the path (`barrierTouches`). Reproducible: the same input and seed give
 * the same figures to the last digit, and a strategy's figures do not depend on which others run
 * beside it (each barrier level and each number of fixings draws from its own stream of the seed).
 *
 * An Asian leg averages the days between the previous date (or today) and its own, drawn between
 * the settled nodes (`windowAverages`), and is priced on the same days.
 *
 * `onProgress` is told after the paths and after each strategy: done of strategies + 1 steps.
 *
 * @throws FinanceError `UNSUPPORTED` for a double-barrier leg, whose two barriers need daily paths.
 */
export function simulateStrategies(
  input: StrategySimulationInput,
  onProgress?: (done: number, total: number) => void,
): StrategySimulation {
  const { side, schedule, strategies, paths, seed } = input;
  requireInteger('paths', paths, 1);
  requireInteger('seed', seed, 0, 0xffff_ffff);
  ensure(schedule.length >= 1, 'a schedule has at least one settlement');
  const dates = schedule.length;
  const amounts = schedule.map(({ amount }) => requirePositive('amount', amount));
  const amount = amounts.reduce((sum, a) => sum + a, 0);
  const weights = amounts.map((a) => a / amount);
  const simulated = simulateSettlementRates(
    {
      // Paths start at today's spot, or the first settlement's contract price for a commodity.
      spot: schedule[0]!.market.spot,
      times: schedule.map(({ time }) => time),
      forwards: schedule.map(({ time, market }) => forwardOf(market, time)),
      vols: schedule.map(({ market }) => market.vol),
    },
    paths,
    createRng(seed),
  );
  onProgress?.(1, strategies.length + 1);
  const unhedged = new Float64Array(paths);
  for (let p = 0; p < paths; p++) {
    let rate = 0;
    for (let i = 0; i < dates; i++)
      rate += (weights[i] as number) * (simulated.rates[p * dates + i] as number);
    unhedged[p] = rate;
  }
  const draws = pathDraws(simulated, seed);
  return {
    side,
    paths,
    seed,
    amount,
    unhedged,
    strategies: strategies.map((strategy, i) => {
      const settled = strategyPaths(strategy, schedule, weights, simulated, draws);
      onProgress?.(i + 2, strategies.length + 1);
      return settled;
    }),
  };
}

function strategyPaths(
  { id, legs }: StrategyToSimulate,
  schedule: readonly ScheduledSettlement[],
  weights: readonly number[],
  simulated: SettlementPaths,
  draws: PathDraws,
): StrategyPaths {
  const { paths, dates, rates } = simulated;
  const gains = new Float64Array(paths);
  let premium = 0;
  schedule.forEach(({ time, market }, i) => {
    const dated = legsOnDate(legs, schedule, i);
    const price = valueStrategy(dated, market).price;
    const weight = weights[i] as number;
    premium += weight * price;
    // The premium is paid today: carried to the settlement at the domestic rate.
    const carried = price * Math.exp(market.rDomestic * time);
    for (const { quantity, instrument, market: own } of dated) {
      // An option settles at the volatility it is priced at (its strike's on the smile).
      const { settled, touched } = legDraws(instrument, (own ?? market).vol, i, draws);
      for (let p = 0; p < paths; p++) {
        const rate = settled ? (settled[p] as number) : (rates[p * dates + i] as number);
        const hit = touched !== undefined && touched[p] === 1;
        gains[p] = (gains[p] as number) + weight * quantity * legPayoff(instrument, rate, hit);
      }
    }
    for (let p = 0; p < paths; p++) gains[p] = (gains[p] as number) - weight * carried;
  });
  return { id, gains, premium };
}

/**
 * What a leg settles on at the i-th date, per path, when not the settlement rate (a forward's or a
 * future's): a vanilla the rate at its own volatility (`ratesAtVolatility`); a barrier the path at
 * its own volatility, with its touches; an Asian that path's window average.
 */
function legDraws(
  instrument: Instrument,
  vol: number,
  i: number,
  draws: PathDraws,
): { settled?: Float64Array; touched?: Uint8Array } {
  switch (instrument.kind) {
    case 'forward':
    case 'future':
      return {};
    case 'vanilla':
      return { settled: draws.rate(vol, i) };
    case 'asian':
      return { settled: draws.averaged(instrument.fixings, vol, i) };
    case 'barrier': {
      const { rates, touched } = draws.barrier(instrument.barrier, vol, i);
      return { settled: rates, touched };
    }
    default:
      throw new FinanceError(
        'UNSUPPORTED',
        'a double-barrier leg is not simulated: its two barriers need daily paths',
      );
  }
}

/**
 * A strategy's legs as they settle on the i-th date of the schedule: expiring on it, an Asian
 * averaging the days since the previous date (or today), an option priced on the date's smile at
 * its strike when the date has one.
 */
export function legsOnDate(
  legs: readonly StrategyLeg[],
  schedule: readonly ScheduledSettlement[],
  i: number,
): StrategyLeg[] {
  const { time, market, smile } = schedule[i] as ScheduledSettlement;
  const start = i === 0 ? 0 : (schedule[i - 1] as ScheduledSettlement).time;
  return legs.map(({ quantity, instrument }) => {
    const dated: Instrument =
      instrument.kind === 'asian'
        ? { ...instrument, expiryYears: time, fixingStartYears: start }
        : { ...instrument, expiryYears: time };
    const isOption = instrument.kind !== 'forward' && instrument.kind !== 'future';
    return smile && isOption
      ? { quantity, instrument: dated, market: { ...market, vol: smileVolatility(smile, instrument.strike) } }
      : { quantity, instrument: dated };
  });
}

/** What the legs settle on beyond the settlement rates, once per run and shared by the strategies. */
interface PathDraws {
  /** The rate at date i of a vanilla priced at `vol`, per path. */
  rate(vol: number, i: number): Float64Array;
  /** The rate at date i on the path at `vol`, and whether that path has touched `barrier` by then. */
  barrier(barrier: number, vol: number, i: number): { rates: Float64Array; touched: Uint8Array };
  /** The average of date i's window over `fixings` days on the path at `vol`, per path. */
  averaged(fixings: number, vol: number, i: number): Float64Array;
}

/**
 * The draws of a run, each made once: a barrier's touches and an Asian's days draw from their own
 * stream of the seed (keyed by the level or the fixing count, the volatility and the date), so a
 * strategy's figures do not depend on which others run beside it.
 */
function pathDraws(simulated: SettlementPaths, seed: number): PathDraws {
  const cache = new Map<string, unknown>();
  const once = <T>(key: string, make: () => T): T => {
    if (!cache.has(key)) cache.set(key, make());
    return cache.get(key) as T;
  };
  const rng = (...keys: number[]) => createRng(keys.reduce(streamSeed, seed));
  // The last date of paths drawn to date i: every (i + 1)-th value.
  const lastDate = <T extends Float64Array | Uint8Array>(all: T, i: number, out: T): T => {
    for (let p = 0; p < out.length; p++) out[p] = all[p * (i + 1) + i] as number;
    return out;
  };
  const { paths } = simulated;
  return {
    rate: (vol, i) => once(`rate ${vol} ${i}`, () => ratesAtVolatility(simulated, vol, i)),
    barrier: (barrier, vol, i) =>
      once(`barrier ${barrier} ${vol} ${i}`, () => {
        const own = pathsAtVolatility(simulated, vol, i + 1);
        const touched = barrierTouches(own, barrier, rng(barrier, vol, i));
        return {
          rates: lastDate(own.rates, i, new Float64Array(paths)),
          touched: lastDate(touched, i, new Uint8Array(paths)),
        };
      }),
    averaged: (fixings, vol, i) =>
      once(`asian ${fixings} ${vol} ${i}`, () => {
        const own = pathsAtVolatility(simulated, vol, i + 1);
        return lastDate(windowAverages(own, fixings, rng(-fixings, vol, i)), i, new Float64Array(paths));
      }),
  };
}

/**
 * A leg's payoff per unit at its settlement on `rate` (an Asian's: its average), `hit` telling
 * whether its barrier traded.
 */
export function legPayoff(instrument: Instrument, rate: number, hit: boolean): number {
  switch (instrument.kind) {
    case 'forward':
    case 'future':
      return rate - instrument.strike;
    case 'vanilla':
    case 'asian':
      return intrinsic(instrument.optionType, rate, instrument.strike);
    case 'barrier': {
      const isOut = instrument.barrierType === 'downOut' || instrument.barrierType === 'upOut';
      // A knocked-out leg pays its rebate, as does a knock-in that never knocked in.
      return isOut === hit ? instrument.rebate : intrinsic(instrument.optionType, rate, instrument.strike);
    }
    default:
      throw new FinanceError(
        'UNSUPPORTED',
        'a double-barrier leg is not simulated: its two barriers need daily paths',
      );
  }
}

const intrinsic = (optionType: 'call' | 'put', rate: number, strike: number) =>
  optionType === 'call' ? Math.max(rate - strike, 0) : Math.max(strike - rate, 0);

/** The forward of a date's market: covered interest parity for FX, the contract's price for a future. */
export function forwardOf(market: Market, time: number): number {
  return market.underlying === 'fx'
    ? market.spot * Math.exp((market.rDomestic - market.rForeign) * time)
    : market.spot;
}

/** The seed of one stream of draws (a barrier level, a number of fixings): the run's seed mixed with its key's bits. */
function streamSeed(seed: number, key: number): number {
  const bits = new Float64Array([key]);
  const [low, high] = new Uint32Array(bits.buffer) as unknown as [number, number];
  return (Math.imul(seed ^ low, 0x9e37_79b1) ^ high) >>> 0;
}

/** The net rate per unit of one path at hedge ratio `ratio` (0 to 1). */
export function netRate(side: Side, unhedged: number, gain: number, ratio: number): number {
  return side === 'buyer' ? unhedged - ratio * gain : unhedged + ratio * gain;
}
