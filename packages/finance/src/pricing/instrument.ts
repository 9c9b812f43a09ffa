/**
 * One entry point for every instrument and multi-leg strategy: terms + market → price and Greeks.
 *
 * Greeks: analytic for forwards and vanillas, and the delta of single barriers; central finite
 * differences (see `greeks.ts`) for the rest of a barrier's Greeks, double barriers and Asian options. A Monte Carlo Asian returns its simulated price and
 * standard error with the Greeks of the analytic approximation (finite differences of a simulation
 * would be dominated by its noise).
 */
import { ensure, requireInteger } from '../check.ts';
import { FinanceError } from '../errors.ts';
import { brentRoot, expandBracket } from '../math/roots.ts';
import { asianApproxPrice, asianFirstFixing, asianMonteCarlo } from './asian.ts';
import { BARRIER_CODE, barrierPrice, barrierPriceDelta } from './barrier.ts';
import { blackValuation } from './black.ts';
import { doubleBarrierPrice } from './double-barrier.ts';
import { forwardValuation, futureValuation } from './forward.ts';
import { type BumpablePricer, finiteDifferenceGreeks } from './greeks.ts';
import { type BarrierType, emptyValuation, type Market, type OptionType, type Valuation } from './types.ts';

/** The instruments the pricers know, as resolved terms (validated numbers). */
export type Instrument =
  /** OTC forward (FX or commodity): settled at delivery, so discounted. */
  | { readonly kind: 'forward'; readonly strike: number; readonly expiryYears: number }
  /** Exchange future: margined daily, F − K; its expiry does not change its value. */
  | { readonly kind: 'future'; readonly strike: number; readonly expiryYears: number }
  | {
      readonly kind: 'vanilla';
      readonly optionType: OptionType;
      readonly strike: number;
      readonly expiryYears: number;
    }
  | {
      readonly kind: 'barrier';
      readonly optionType: OptionType;
      readonly strike: number;
      readonly expiryYears: number;
      readonly barrierType: BarrierType;
      readonly barrier: number;
      /** Cash rebate per unit of notional ≥ 0 (knock-out: paid at hit; knock-in: at expiry). */
      readonly rebate: number;
    }
  | {
      readonly kind: 'double_barrier';
      readonly optionType: OptionType;
      readonly strike: number;
      readonly expiryYears: number;
      readonly lowerBarrier: number;
      readonly upperBarrier: number;
    }
  | {
      readonly kind: 'asian';
      readonly optionType: OptionType;
      readonly strike: number;
      readonly expiryYears: number;
      /** Number of fixings ≥ 1, at t_i = t0 + i·(T − t0)/n (see `asian.ts`). */
      readonly fixings: number;
      /** t0 in [0, T), default 0. */
      readonly fixingStartYears?: number;
      readonly method?: 'approximation' | 'montecarlo';
      /** Monte Carlo paths (even), default 100,000. */
      readonly paths?: number;
      /** Monte Carlo seed, default 1. */
      readonly seed?: number;
    };

/** A valuation, with the Monte Carlo standard error when the price was simulated. */
export interface InstrumentValuation extends Valuation {
  stdError?: number;
}

class BarrierPricer implements BumpablePricer {
  constructor(
    private readonly code: number,
    private readonly isCall: boolean,
    private readonly k: number,
    private readonly h: number,
    private readonly rebate: number,
    private readonly r: number,
    private readonly b: number,
  ) {}
  price(s: number, t: number, v: number): number {
    return barrierPrice(this.code, this.isCall, s, this.k, this.h, this.rebate, t, this.r, this.b, v);
  }
}

class DoubleBarrierPricer implements BumpablePricer {
  constructor(
    private readonly isCall: boolean,
    private readonly k: number,
    private readonly lower: number,
    private readonly upper: number,
    private readonly r: number,
    private readonly b: number,
  ) {}
  price(s: number, t: number, v: number): number {
    return doubleBarrierPrice(this.isCall, s, this.k, this.lower, this.upper, t, this.r, this.b, v);
  }
}

/** Asian approximation; moving t moves the whole fixing schedule with it (time passing). */
class AsianPricer implements BumpablePricer {
  constructor(
    private readonly isCall: boolean,
    private readonly k: number,
    private readonly t0: number,
    private readonly first0: number,
    private readonly n: number,
    private readonly r: number,
    private readonly b: number,
  ) {}
  price(s: number, t: number, v: number): number {
    const first = this.first0 + (t - this.t0);
    if (first <= 0) return Number.NaN;
    return asianApproxPrice(this.isCall, s, this.k, t, this.r, this.b, v, this.n, first);
  }
}

/**
 * Price and Greeks of one instrument per unit of notional (long one unit).
 *
 * @param instrument validated terms (see {@link Instrument}).
 * @param market validated market data.
 * @returns price, delta, gamma, vega (per 1.00 vol), theta (per year), and `stdError` for Monte Carlo.
 * @throws FinanceError `INVALID_ARGUMENT` for Monte Carlo settings that are out of range.
 */
export function valueInstrument(
  instrument: Instrument,
  market: Market,
  out?: InstrumentValuation,
): InstrumentValuation {
  const result: InstrumentValuation = out ?? emptyValuation();
  const { spot: s, rDomestic: r, vol: v } = market;
  const isFx = market.underlying === 'fx';
  const b = isFx ? r - market.rForeign : 0;
  const t = instrument.expiryYears;
  switch (instrument.kind) {
    case 'forward':
      return forwardValuation(isFx, s, instrument.strike, t, r, market.rForeign, result);
    case 'future':
      return futureValuation(s, instrument.strike, result);
    case 'vanilla':
      return blackValuation(instrument.optionType === 'call', s, instrument.strike, t, r, b, v, result);
    case 'barrier': {
      const code = BARRIER_CODE[instrument.barrierType];
      const isCall = instrument.optionType === 'call';
      const { strike, barrier, rebate } = instrument;
      finiteDifferenceGreeks(new BarrierPricer(code, isCall, strike, barrier, rebate, r, b), s, t, v, result);
      // The closed form's own delta; gamma, vega and theta stay central differences.
      return barrierPriceDelta(code, isCall, s, strike, barrier, rebate, t, r, b, v, result);
    }
    case 'double_barrier':
      return finiteDifferenceGreeks(
        new DoubleBarrierPricer(
          instrument.optionType === 'call',
          instrument.strike,
          instrument.lowerBarrier,
          instrument.upperBarrier,
          r,
          b,
        ),
        s,
        t,
        v,
        result,
      );
    case 'asian': {
      const isCall = instrument.optionType === 'call';
      const n = instrument.fixings;
      const t0 = instrument.fixingStartYears ?? 0;
      if (t <= 0) {
        return blackValuation(isCall, s, instrument.strike, 0, r, b, v, result);
      }
      const first = asianFirstFixing(t, n, t0);
      finiteDifferenceGreeks(new AsianPricer(isCall, instrument.strike, t, first, n, r, b), s, t, v, result);
      if (instrument.method === 'montecarlo') {
        const mc = asianMonteCarlo(isCall, s, instrument.strike, t, r, b, v, n, first, {
          ...(instrument.paths !== undefined ? { paths: instrument.paths } : {}),
          ...(instrument.seed !== undefined ? { seed: instrument.seed } : {}),
        });
        result.price = mc.price;
        result.stdError = mc.stdError;
      }
      return result;
    }
  }
}

/**
 * One leg of a strategy: an instrument held in a quantity (negative = sold), on the strategy's market
 * unless it carries its own (a leg's own rates or volatility: a smile).
 */
export interface StrategyLeg {
  readonly quantity: number;
  readonly instrument: Instrument;
  readonly market?: Market;
}

/** A trade resolved for pricing: year fractions and validated numbers, one underlying's market. */
export type ResolvedTrade =
  | { readonly market: Market; readonly instrument: Instrument }
  | { readonly market: Market; readonly legs: readonly StrategyLeg[] };

/**
 * Price and Greeks of a resolved trade per unit of notional: the instrument, or Σ quantity × leg.
 * @throws FinanceError as {@link valueInstrument} and {@link valueStrategy}.
 */
export function valueTrade(trade: ResolvedTrade): InstrumentValuation {
  return 'legs' in trade
    ? valueStrategy(trade.legs, trade.market)
    : valueInstrument(trade.instrument, trade.market);
}

/**
 * Price and Greeks of a strategy: Σ quantity × leg valuation, each leg on its own market or `market`.
 *
 * @throws FinanceError `INVALID_ARGUMENT` when there are no legs or more than four.
 */
export function valueStrategy(legs: readonly StrategyLeg[], market: Market): InstrumentValuation {
  ensure(legs.length >= 1 && legs.length <= 4, () => `a strategy has 1 to 4 legs, got ${legs.length}`);
  const total: InstrumentValuation = emptyValuation();
  const leg: InstrumentValuation = emptyValuation();
  let variance = 0;
  let simulated = false;
  for (const { quantity, instrument, market: own } of legs) {
    leg.stdError = undefined;
    valueInstrument(instrument, own ?? market, leg);
    total.price += quantity * leg.price;
    total.delta += quantity * leg.delta;
    total.gamma += quantity * leg.gamma;
    total.vega += quantity * leg.vega;
    total.theta += quantity * leg.theta;
    if (leg.stdError !== undefined) {
      simulated = true;
      variance += (quantity * leg.stdError) ** 2; // legs use independent simulations
    }
  }
  if (simulated) total.stdError = Math.sqrt(variance);
  return total;
}

/**
 * Solves for the strike that gives a strategy a target premium (0 = zero-cost), by Brent's method.
 * The strike is set on every leg listed in `legIndexes` (e.g. the sold call of a collar, or both legs
 * of a participating forward); the other legs keep their terms.
 *
 * @param legs the strategy; legs listed in `legIndexes` must be options or forwards with a strike.
 * @param market the market.
 * @param legIndexes indexes into `legs` whose strike is solved for.
 * @param target the premium to reach per unit of notional (default 0).
 * @param bracket initial strike bracket, default [0.5·S, 2·S]; widened geometrically if needed.
 * @returns the strike, to 1e-10 relative.
 * @throws FinanceError `INVALID_ARGUMENT` for bad indexes; `NO_CONVERGENCE` when no strike reaches
 *   the target (e.g. a strategy whose premium never changes sign).
 */
export function solveStrike(
  legs: readonly StrategyLeg[],
  market: Market,
  legIndexes: readonly number[],
  target = 0,
  bracket: readonly [number, number] = [0.5 * market.spot, 2 * market.spot],
): number {
  ensure(legIndexes.length > 0, 'legIndexes must list legs of the strategy');
  for (const i of legIndexes) requireInteger('leg index', i, 0, legs.length - 1);
  const cost = (strike: number): number => {
    const moved = legs.map((leg, i) =>
      legIndexes.includes(i) ? { ...leg, instrument: { ...leg.instrument, strike } } : leg,
    );
    return valueStrategy(moved, market).price - target;
  };
  const [lo, hi] = expandBracket(cost, bracket[0], bracket[1], { positive: true, maxSteps: 40 });
  const strike = brentRoot(cost, lo, hi, { xTolerance: 1e-10 * market.spot });
  // A premium that only fades towards the target (a lone long call as its strike runs off) underflows
  // to it far away: the "root" is flat there, and no strike truly reaches the target.
  const vanishing = 1e-12 * market.spot;
  const bump = 1e-4 * strike;
  if (Math.abs(cost(strike - bump)) < vanishing && Math.abs(cost(strike + bump)) < vanishing) {
    throw new FinanceError(
      'NO_CONVERGENCE',
      'no strike reaches the target premium: it is only approached at the limit',
    );
  }
  return strike;
}
