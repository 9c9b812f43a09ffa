/**
 * One entry point for every instrument and multi-leg strategy, whoever resolved it (a pricing case
 * of the tool, a hedge row of a book): terms + market → price and Greeks.
 *
 * Greeks: analytic for forwards and vanillas, and the delta of single barriers; central finite
 * differences (see `greeks.ts`) for the rest of a barrier's Greeks, double barriers and Asian
 * options. A Monte Carlo Asian returns its simulated price and standard error with the Greeks of the
 * analytic approximation (finite differences of a simulation would be dominated by its noise).
 * `'delta'` asks for the price and delta only (a book's rows: the hot path); `priceTrade` for the
 * price alone (a book re-priced on many moved markets).
 *
 * Barriers: today is an observation, so a spot at or beyond a barrier has touched it, as has a
 * barrier the trade says is `touched` (read from history): a touched knock-out is worth its rebate,
 * a touched knock-in is the vanilla (with its analytic delta).
 */
import { ensure, requireInteger } from '../check.ts';
import { FinanceError } from '../errors.ts';
import { brentRoot, expandBracket } from '../math/roots.ts';
import { asianFirstFixing, asianMonteCarlo, seasonedAsianPrice } from './asian.ts';
import { BARRIER_CODE } from './barrier.ts';
import { blackPrice, blackPriceDelta, blackValuation } from './black.ts';
import {
  discreteBarrierPrice,
  discreteBarrierPriceDelta,
  discreteDoubleBarrierPrice,
} from './discrete-barrier.ts';
import { forwardValuation, futureValuation } from './forward.ts';
import { type BumpablePricer, finiteDifferenceGreeks, SPOT_BUMP } from './greeks.ts';
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
      /** Years between two observations (daily: `DAILY_MONITORING_YEARS`); 0 or absent: continuous. */
      readonly monitoringYears?: number;
      /** Touched before today (read from history): knocked out, or knocked in. */
      readonly touched?: boolean;
    }
  | {
      readonly kind: 'double_barrier';
      readonly optionType: OptionType;
      readonly strike: number;
      readonly expiryYears: number;
      readonly lowerBarrier: number;
      readonly upperBarrier: number;
      /** Knock-out (the default) or knock-in (the vanilla less the knock-out); no rebate. */
      readonly knock?: 'out' | 'in';
      /** Years between two observations (daily: `DAILY_MONITORING_YEARS`); 0 or absent: continuous. */
      readonly monitoringYears?: number;
      /** Touched before today (read from history): knocked out, or knocked in. */
      readonly touched?: boolean;
    }
  | {
      readonly kind: 'asian';
      readonly optionType: OptionType;
      readonly strike: number;
      readonly expiryYears: number;
      /** Number of fixings ≥ 1, at t_i = t0 + i·(T − t0)/n (see `asian.ts`), the past ones included. */
      readonly fixings: number;
      /** t0 in [0, T), default 0. */
      readonly fixingStartYears?: number;
      /** The fixings already made (a seasoned average): how many of `fixings`, and their sum. */
      readonly past?: { readonly count: number; readonly sum: number };
      /**
       * Years to the first fixing still to come, when the fixings are dated (business days) rather
       * than spaced from t0; the future ones are then spread evenly from it to the expiry.
       */
      readonly firstFixingYears?: number;
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

/** Every Greek, or the price and delta only (the others then left as they were in `out`). */
export type GreeksWanted = 'all' | 'delta';

type WithoutExpiry<T> = T extends unknown ? Omit<T, 'expiryYears'> : never;
/** A barrier instrument's terms, with or without its time to expiry. */
export type BarrierTerms = WithoutExpiry<Extract<Instrument, { kind: 'barrier' | 'double_barrier' }>>;
type AsianInstrument = Extract<Instrument, { kind: 'asian' }>;

/** A barrier instrument's levels: a down barrier as `lower`, an up barrier as `upper`. */
export function barrierLevels(instrument: BarrierTerms): { lower: number | null; upper: number | null } {
  if (instrument.kind === 'double_barrier') {
    return { lower: instrument.lowerBarrier, upper: instrument.upperBarrier };
  }
  const isDown = BARRIER_CODE[instrument.barrierType] < 2;
  return isDown ? { lower: instrument.barrier, upper: null } : { lower: null, upper: instrument.barrier };
}

/** Whether a barrier instrument knocks out when touched (else it knocks in). */
export function isKnockOut(instrument: BarrierTerms): boolean {
  return instrument.kind === 'double_barrier'
    ? instrument.knock !== 'in'
    : (BARRIER_CODE[instrument.barrierType] & 1) === 0;
}

/** Whether a price is at or beyond a barrier's own level (a touch, where it is observed). */
export const isPriceBeyondBarrier = (instrument: BarrierTerms, price: number): boolean =>
  instrument.kind === 'double_barrier'
    ? price <= instrument.lowerBarrier || price >= instrument.upperBarrier
    : BARRIER_CODE[instrument.barrierType] < 2
      ? price <= instrument.barrier
      : price >= instrument.barrier;

/** Whether a barrier has touched by today: before (`touched`), or by a price observed today. */
function isTouched(instrument: BarrierTerms, spot: number, watchedSpot: number | undefined): boolean {
  if (instrument.touched === true || isPriceBeyondBarrier(instrument, spot)) return true;
  return watchedSpot !== undefined && isPriceBeyondBarrier(instrument, watchedSpot);
}

/**
 * Whether a barrier instrument has touched its barrier by today on `market`: before today (its
 * `touched`), or by the spot (or the watched spot) at or beyond a barrier's own level.
 */
export function isBarrierTouched(instrument: BarrierTerms, market: Market): boolean {
  return isTouched(instrument, market.spot, market.watchedSpot);
}

/** The cost of carry of a market: the carry it quotes, else r_d − r_f (FX) or 0 (futures). */
function carryOf(market: Market): number {
  if (market.carry !== undefined) return market.carry;
  return market.underlying === 'fx' ? market.rDomestic - market.rForeign : 0;
}

/** The first fixing still to come of an Asian, in years. */
function firstFixingOf(instrument: AsianInstrument): number {
  return (
    instrument.firstFixingYears ??
    asianFirstFixing(instrument.expiryYears, instrument.fixings, instrument.fixingStartYears ?? 0)
  );
}

type OptionInstrument = Exclude<Instrument, { kind: 'forward' | 'future' }>;

/**
 * The price per unit of an option at underlying price s, with the barrier's state decided (bumped
 * prices of a delta keep today's state); `first` is an Asian's first fixing still to come (years).
 */
function optionPrice(
  instrument: OptionInstrument,
  touched: boolean,
  s: number,
  t: number,
  r: number,
  b: number,
  v: number,
  first: number,
): number {
  const isCall = instrument.optionType === 'call';
  const k = instrument.strike;
  switch (instrument.kind) {
    case 'vanilla':
      return blackPrice(isCall, s, k, t, r, b, v);
    case 'barrier': {
      if (touched) return isKnockOut(instrument) ? instrument.rebate : blackPrice(isCall, s, k, t, r, b, v);
      const code = BARRIER_CODE[instrument.barrierType];
      const interval = instrument.monitoringYears ?? 0;
      return discreteBarrierPrice(
        code,
        isCall,
        s,
        k,
        instrument.barrier,
        instrument.rebate,
        t,
        r,
        b,
        v,
        interval,
      );
    }
    case 'double_barrier': {
      const isOut = isKnockOut(instrument);
      if (touched) return isOut ? 0 : blackPrice(isCall, s, k, t, r, b, v);
      const { lowerBarrier: lower, upperBarrier: upper } = instrument;
      const out = discreteDoubleBarrierPrice(
        isCall,
        s,
        k,
        lower,
        upper,
        t,
        r,
        b,
        v,
        instrument.monitoringYears ?? 0,
      );
      // In + out = vanilla: a double knock-in is the vanilla less the double knock-out.
      return isOut ? out : blackPrice(isCall, s, k, t, r, b, v) - out;
    }
    case 'asian': {
      const past = instrument.past;
      const n = instrument.fixings;
      return seasonedAsianPrice(isCall, s, k, t, r, b, v, n, past?.count ?? 0, past?.sum ?? 0, first);
    }
  }
}

/** An option's price as spot, time and volatility move (time passing moves an Asian's fixings with it). */
class OptionPricer implements BumpablePricer {
  private instrument: OptionInstrument | null = null;
  private touched = false;
  private r = 0;
  private b = 0;
  private t0 = 0;
  private first0 = 0;
  with(instrument: OptionInstrument, touched: boolean, r: number, b: number, first: number): this {
    this.instrument = instrument;
    this.touched = touched;
    this.r = r;
    this.b = b;
    this.t0 = instrument.expiryYears;
    this.first0 = first;
    return this;
  }
  price(s: number, t: number, v: number): number {
    const first = this.first0 + (t - this.t0);
    if (this.instrument!.kind === 'asian' && first <= 0) return Number.NaN;
    return optionPrice(this.instrument!, this.touched, s, t, this.r, this.b, v, first);
  }
}

/** Reused for every valuation: one pricer's terms at a time, no allocation. */
const OPTION_PRICER = new OptionPricer();
const SCRATCH: Valuation = emptyValuation();

/**
 * Price and Greeks of one instrument per unit of notional (long one unit).
 *
 * @param instrument validated terms (see {@link Instrument}).
 * @param market validated market data.
 * @param greeks 'all' (default) or 'delta': the price and delta only.
 * @returns price, delta, gamma, vega (per 1.00 vol), theta (per year), and `stdError` for Monte Carlo.
 * @throws FinanceError `INVALID_ARGUMENT` for Monte Carlo settings that are out of range;
 *   `UNSUPPORTED` for a Monte Carlo Asian with past fixings (the approximation prices those).
 */
export function valueInstrument(
  instrument: Instrument,
  market: Market,
  out?: InstrumentValuation,
  greeks: GreeksWanted = 'all',
): InstrumentValuation {
  const result: InstrumentValuation = out ?? emptyValuation();
  const { spot: s, rDomestic: r, vol: v } = market;
  const b = carryOf(market);
  const t = instrument.expiryYears;
  if (instrument.kind === 'forward') {
    return forwardValuation(market.underlying === 'fx', s, instrument.strike, t, r, market.rForeign, result);
  }
  if (instrument.kind === 'future') return futureValuation(s, instrument.strike, result);
  const isCall = instrument.optionType === 'call';
  const k = instrument.strike;
  const isBarrier = instrument.kind === 'barrier' || instrument.kind === 'double_barrier';
  const touched = isBarrier && isBarrierTouched(instrument, market);
  if (instrument.kind === 'vanilla' || (touched && !isKnockOut(instrument as BarrierTerms))) {
    // A knocked-in barrier is the vanilla, with its analytic Greeks.
    return greeks === 'all'
      ? blackValuation(isCall, s, k, t, r, b, v, result)
      : blackPriceDelta(isCall, s, k, t, r, b, v, result);
  }
  if (instrument.kind === 'asian' && t <= 0 && instrument.past === undefined) {
    return blackValuation(isCall, s, k, 0, r, b, v, result);
  }
  const first = instrument.kind === 'asian' ? firstFixingOf(instrument) : 0;
  if (greeks === 'all') {
    finiteDifferenceGreeks(OPTION_PRICER.with(instrument, touched, r, b, first), s, t, v, result);
  }
  if (instrument.kind === 'barrier' && !touched) {
    // The closed form's own delta, at the level the monitoring moves the barrier to.
    const code = BARRIER_CODE[instrument.barrierType];
    const { barrier, rebate } = instrument;
    const interval = instrument.monitoringYears ?? 0;
    return discreteBarrierPriceDelta(code, isCall, s, k, barrier, rebate, t, r, b, v, interval, result);
  }
  if (greeks === 'delta') {
    // Central difference in the underlying, the bump of greeks.ts.
    const h = SPOT_BUMP * s;
    const up = optionPrice(instrument, touched, s + h, t, r, b, v, first);
    const down = optionPrice(instrument, touched, s - h, t, r, b, v, first);
    result.price = optionPrice(instrument, touched, s, t, r, b, v, first);
    result.delta = (up - down) / (2 * h);
  }
  if (instrument.kind === 'asian' && instrument.method === 'montecarlo') {
    ensure(instrument.past === undefined, 'a Monte Carlo Asian has no past fixings', 'UNSUPPORTED');
    const mc = asianMonteCarlo(isCall, s, k, t, r, b, v, instrument.fixings, first, {
      ...(instrument.paths !== undefined ? { paths: instrument.paths } : {}),
      ...(instrument.seed !== undefined ? { seed: instrument.seed } : {}),
    });
    result.price = mc.price;
    result.stdError = mc.stdError;
  }
  return result;
}

/**
 * The price alone of one instrument per unit of notional: {@link valueInstrument}'s price, without
 * its Greeks. A Monte Carlo Asian is priced by its approximation. Never throws.
 */
export function priceInstrument(instrument: Instrument, market: Market): number {
  return priceInstrumentMoved(instrument, market, market.spot, market.vol, market.watchedSpot);
}

/**
 * {@link priceInstrument} on `market` moved to another spot, volatility and watched spot, its rates
 * and carry kept: a scenario priced without building its market (a book re-priced on many moves).
 * Never throws.
 */
export function priceInstrumentMoved(
  instrument: Instrument,
  market: Market,
  s: number,
  v: number,
  watchedSpot: number | undefined,
): number {
  const r = market.rDomestic;
  const t = instrument.expiryYears;
  switch (instrument.kind) {
    case 'forward':
      return forwardValuation(
        market.underlying === 'fx',
        s,
        instrument.strike,
        t,
        r,
        market.rForeign,
        SCRATCH,
      ).price;
    case 'future':
      return s - instrument.strike;
    case 'vanilla':
      return blackPrice(instrument.optionType === 'call', s, instrument.strike, t, r, carryOf(market), v);
    case 'barrier':
    case 'double_barrier':
      return optionPrice(instrument, isTouched(instrument, s, watchedSpot), s, t, r, carryOf(market), v, 0);
    case 'asian':
      return optionPrice(instrument, false, s, t, r, carryOf(market), v, firstFixingOf(instrument));
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

/**
 * A trade resolved for pricing (from a pricing case or a book's hedge row): year fractions and
 * validated numbers, one underlying's market, and the discount from its fixing to its payment.
 */
export type ResolvedTrade = (
  | { readonly market: Market; readonly instrument: Instrument }
  | { readonly market: Market; readonly legs: readonly StrategyLeg[] }
) & {
  /**
   * d(payment)/d(fixing): a payoff known at the fixing and paid on a later date is discounted on to
   * it; it scales the price and every Greek (theta then leaves out the discount's own decay).
   * Absent: 1.
   */
  readonly paymentDiscount?: number;
};

/**
 * Price and Greeks of a resolved trade per unit of notional: the instrument, or Σ quantity × leg,
 * discounted on to its payment date.
 * @throws FinanceError as {@link valueInstrument} and {@link valueStrategy}.
 */
export function valueTrade(
  trade: ResolvedTrade,
  greeks: GreeksWanted = 'all',
  out?: InstrumentValuation,
): InstrumentValuation {
  const v =
    'legs' in trade
      ? valueStrategy(trade.legs, trade.market, greeks)
      : valueInstrument(trade.instrument, trade.market, out, greeks);
  const df = trade.paymentDiscount;
  if (df === undefined || df === 1) return v;
  v.price *= df;
  v.delta *= df;
  v.gamma *= df;
  v.vega *= df;
  v.theta *= df;
  if (v.stdError !== undefined) v.stdError *= df;
  return v;
}

/** {@link valueTrade}'s price alone (see {@link priceInstrument}). Never throws for a single instrument. */
export function priceTrade(trade: ResolvedTrade): number {
  const price =
    'legs' in trade
      ? trade.legs.reduce(
          (sum, leg) => sum + leg.quantity * priceInstrument(leg.instrument, leg.market ?? trade.market),
          0,
        )
      : priceInstrument(trade.instrument, trade.market);
  return trade.paymentDiscount === undefined ? price : trade.paymentDiscount * price;
}

/**
 * Price and Greeks of a strategy: Σ quantity × leg valuation, each leg on its own market or `market`.
 *
 * @throws FinanceError `INVALID_ARGUMENT` when there are no legs or more than four.
 */
export function valueStrategy(
  legs: readonly StrategyLeg[],
  market: Market,
  greeks: GreeksWanted = 'all',
): InstrumentValuation {
  ensure(legs.length >= 1 && legs.length <= 4, () => `a strategy has 1 to 4 legs, got ${legs.length}`);
  const total: InstrumentValuation = emptyValuation();
  const leg: InstrumentValuation = emptyValuation();
  let variance = 0;
  let simulated = false;
  for (const { quantity, instrument, market: own } of legs) {
    leg.stdError = undefined;
    leg.gamma = 0;
    leg.vega = 0;
    leg.theta = 0;
    valueInstrument(instrument, own ?? market, leg, greeks);
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
