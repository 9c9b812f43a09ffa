/**
 * Hedging strategies simulated against one exposure schedule: what each would have made the
 * treasurer pay (a buyer) or receive (a seller) per unit, path by path, against the unhedged rate.
 */
import { ensure, requireInteger, requirePositive } from '../check.ts';
import { FinanceError } from '../errors.ts';
import type { Side } from '../hedging/side.ts';
import { createRng } from '../montecarlo/rng.ts';
import { type Instrument, type StrategyLeg, valueStrategy } from '../pricing/instrument.ts';
import type { Market } from '../pricing/types.ts';
import { barrierTouches, type SettlementPaths, simulateSettlementRates } from './settlement-paths.ts';

/** One settlement of the schedule: when, how much, and the market to it. */
export interface ScheduledSettlement {
  /** Years from today, strictly rising along the schedule. */
  readonly time: number;
  /** Units of foreign currency or commodity bought or sold then, > 0. */
  readonly amount: number;
  /**
   * The market to that date: FX spot with both rates, or (underlying 'future') the price of the
   * contract that settles it; the volatility is the Black volatility to the date.
   */
  readonly market: Market;
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
 * beside it (each barrier level draws from its own stream of the seed).
 *
 * @throws FinanceError `UNSUPPORTED` for a double-barrier or Asian leg, which need daily paths.
 */
export function simulateStrategies(input: StrategySimulationInput): StrategySimulation {
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
  const unhedged = new Float64Array(paths);
  for (let p = 0; p < paths; p++) {
    let rate = 0;
    for (let i = 0; i < dates; i++)
      rate += (weights[i] as number) * (simulated.rates[p * dates + i] as number);
    unhedged[p] = rate;
  }
  const touches = new Map<number, Uint8Array>();
  const touchesOf = (barrier: number) => {
    let found = touches.get(barrier);
    if (!found) {
      found = barrierTouches(simulated, barrier, createRng(barrierSeed(seed, barrier)));
      touches.set(barrier, found);
    }
    return found;
  };
  return {
    side,
    paths,
    seed,
    amount,
    unhedged,
    strategies: strategies.map((strategy) =>
      strategyPaths(strategy, schedule, weights, simulated, touchesOf),
    ),
  };
}

function strategyPaths(
  { id, legs }: StrategyToSimulate,
  schedule: readonly ScheduledSettlement[],
  weights: readonly number[],
  simulated: SettlementPaths,
  touchesOf: (barrier: number) => Uint8Array,
): StrategyPaths {
  const { paths, dates, rates } = simulated;
  const gains = new Float64Array(paths);
  let premium = 0;
  schedule.forEach(({ time, market }, i) => {
    const dated = legs.map((leg) => ({ ...leg, instrument: { ...leg.instrument, expiryYears: time } }));
    const price = valueStrategy(dated, market).price;
    const weight = weights[i] as number;
    premium += weight * price;
    // The premium is paid today: carried to the settlement at the domestic rate.
    const carried = price * Math.exp(market.rDomestic * time);
    for (const { quantity, instrument } of dated) {
      const touched = instrument.kind === 'barrier' ? touchesOf(instrument.barrier) : undefined;
      for (let p = 0; p < paths; p++) {
        const rate = rates[p * dates + i] as number;
        const hit = touched !== undefined && touched[p * dates + i] === 1;
        gains[p] = (gains[p] as number) + weight * quantity * payoff(instrument, rate, hit);
      }
    }
    for (let p = 0; p < paths; p++) gains[p] = (gains[p] as number) - weight * carried;
  });
  return { id, gains, premium };
}

/** A leg's payoff per unit at its settlement on `rate`, `hit` telling whether its barrier traded. */
function payoff(instrument: Instrument, rate: number, hit: boolean): number {
  switch (instrument.kind) {
    case 'forward':
    case 'future':
      return rate - instrument.strike;
    case 'vanilla':
      return intrinsic(instrument.optionType, rate, instrument.strike);
    case 'barrier': {
      const isOut = instrument.barrierType === 'downOut' || instrument.barrierType === 'upOut';
      // A knocked-out leg pays its rebate, as does a knock-in that never knocked in.
      return isOut === hit ? instrument.rebate : intrinsic(instrument.optionType, rate, instrument.strike);
    }
    default:
      throw new FinanceError(
        'UNSUPPORTED',
        `a ${instrument.kind.replace('_', ' ')} leg is not simulated on settlement dates: it needs daily paths`,
      );
  }
}

const intrinsic = (optionType: 'call' | 'put', rate: number, strike: number) =>
  optionType === 'call' ? Math.max(rate - strike, 0) : Math.max(strike - rate, 0);

/** The forward of a date's market: covered interest parity for FX, the contract's price for a future. */
function forwardOf(market: Market, time: number): number {
  return market.underlying === 'fx'
    ? market.spot * Math.exp((market.rDomestic - market.rForeign) * time)
    : market.spot;
}

/** The seed of one barrier level's stream: the run's seed mixed with the level's bits. */
function barrierSeed(seed: number, barrier: number): number {
  const bits = new Float64Array([barrier]);
  const [low, high] = new Uint32Array(bits.buffer) as unknown as [number, number];
  return (Math.imul(seed ^ low, 0x9e37_79b1) ^ high) >>> 0;
}

/** The net rate per unit of one path at hedge ratio `ratio` (0 to 1). */
export function netRate(side: Side, unhedged: number, gain: number, ratio: number): number {
  return side === 'buyer' ? unhedged - ratio * gain : unhedged + ratio * gain;
}
