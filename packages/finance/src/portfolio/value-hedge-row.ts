/**
 * One hedge row of a book valued on a valuation date: mark-to-market and delta of an open hedge,
 * the payoff of a settled one, the barrier events read from history. The pricers are the library's
 * (`pricing/`); this file chooses which one, on which inputs, and signs the result.
 *
 * Per unit of notional, in the domestic currency (the pair's quote currency, or the commodity's):
 * - the market at the row's date (fixing date for options and forwards, value date for futures) is
 *   the valuation input interpolated at that many calendar days, T = days/365;
 * - an option's or a forward's payoff, known at the fixing, is paid on the value date: a value date
 *   after the fixing discounts it on by d0(value date) / d0(fixing date);
 * - a barrier watched daily (the default) is priced as a continuous one moved away from the spot by
 *   the continuity correction (`pricing/discrete-barrier.ts`); a CONTINUOUS one as it stands;
 * - currency: Garman-Kohlhagen on the spot x with carry b = ln(F/x)/T (= r − rf when the tenors obey
 *   covered interest parity, and the quoted forward when they carry a basis), so options and
 *   forwards price off the same forward F; commodity: Black-76 on x = F, b = 0;
 * - discounting at e^{−rT} with the interpolated r; the volatility is the smile at the row's strike.
 */
import { isFinanceError } from '../errors.ts';
import { barrierLabel, isHedgingPurpose, settlementStatus } from '../hedging/rules.ts';
import {
  type InterpolatedSmile,
  interpolatedSmileVolatility,
  interpolateSmile,
  interpolateValuationInput,
  type ValuationInput,
  type ValuationTenors,
} from '../market/valuation-input.ts';
import { asianApproxPrice } from '../pricing/asian.ts';
import { blackPrice, blackPriceDelta } from '../pricing/black.ts';
import {
  discreteBarrierPrice,
  discreteBarrierPriceDelta,
  discreteDoubleBarrierPrice,
} from '../pricing/discrete-barrier.ts';
import { forwardValuation, futureValuation } from '../pricing/forward.ts';
import { SPOT_BUMP } from '../pricing/greeks.ts';
import { emptyValuation, type Valuation } from '../pricing/types.ts';
import { addDays, daysBetween, type IsoDate } from '../time/date.ts';
import { DAYS_PER_YEAR } from '../time/day-count.ts';
import { type AsianFixings, asianFixings } from './asian-fixings.ts';
import { bookWord } from './book-word.ts';
import { closeOn } from './close-on.ts';
import { derivativePurpose } from './derivative-purpose.ts';
import { firstBarrierTouch } from './first-barrier-touch.ts';
import type { HedgeRowContext } from './hedge-row-context.ts';
import type { PreparedAssetMarket } from './prepare-asset-market.ts';
import { type HedgeShape, type HedgeTerms, offsetAmount, resolveHedgeTerms } from './resolve-hedge-terms.ts';
import type { PortfolioHedgeRow, ValuedHedgeRow } from './types.ts';

/** The derivative and its option type as the grids show it: FORWARD, CALL, PUT UP AND OUT… */
function derivativeType(row: PortfolioHedgeRow): string {
  const derivative = bookWord(row.derivative);
  if (derivative !== 'CALL' && derivative !== 'PUT') return derivative;
  const optionType = bookWord(row.option_type);
  return optionType === '' || optionType === 'EUROPEAN' ? derivative : `${derivative} ${optionType}`;
}

/** The row's own fields and its classification, with every valued figure still empty. */
function unvalued(row: PortfolioHedgeRow, context: HedgeRowContext): ValuedHedgeRow {
  const purpose = derivativePurpose(row, context.side, context.strategies);
  return {
    pk: row.pk,
    portfolio_id: row.portfolio_id,
    trade_date: row.trade_date,
    fixing_date: row.fixing_date,
    value_date: row.value_date,
    premium_value_date: row.premium_value_date,
    asian_fixing_start_date: null,
    hedged_date: row.hedged_date,
    sale_date: row.sale_date,
    buy_sell: row.buy_sell,
    derivative: row.derivative,
    derivative_type: derivativeType(row),
    derivative_purpose: purpose,
    is_hedging: isHedgingPurpose(purpose, 'analysis'),
    settlement_type: row.settlement_type,
    counterparty: row.counterparty,
    unit: row.unit,
    contract_month_year: row.contract_month_year,
    notional: row.notional,
    strike: row.strike,
    barrier: row.barrier,
    barrier_2: row.barrier_2,
    barrier_monitoring: row.barrier_monitoring ?? null,
    premium: row.premium,
    spot_reference: row.spot_reference,
    undelying_position: row.undelying_position,
    new_event: row.new_event,
    barrier_label: barrierLabel(row.option_type, row.new_event) || null,
    event_date: null,
    status: 'unpriced',
    settlement_rate: row.settlement_rate,
    settlement_pnl: null,
    mark_2_market: null,
    delta: null,
    hedge_value: null,
    days_to_expiration: null,
    spot: null,
    volatility: null,
    fwd: null,
    r: null,
    rf: null,
    d0: null,
    c0: null,
    c1: null,
    c2: null,
    problem: null,
  };
}

/** The barriers a shape watches: a down barrier as `lower`, an up barrier as `upper`. */
function barriersOf(shape: HedgeShape): { lower: number | null; upper: number | null } | null {
  if (shape.kind === 'double') return { lower: shape.lower, upper: shape.upper };
  if (shape.kind !== 'barrier') return null;
  return shape.code < 2 ? { lower: shape.level, upper: null } : { lower: null, upper: shape.level };
}

const isBeyond = (price: number, b: { lower: number | null; upper: number | null }) =>
  (b.upper !== null && price >= b.upper) || (b.lower !== null && price <= b.lower);

/** A barrier event: touched or not, and the first day it was (null when only the row says so). */
interface BarrierEvent {
  readonly touched: boolean;
  readonly date: IsoDate | null;
}

const UNTOUCHED: BarrierEvent = { touched: false, date: null };

/**
 * Whether a barrier was touched from the trade date to `until`: a bar in the history, then a price
 * beyond it on `until` itself (today's spot, a shocked spot, the settlement rate), then the row's own
 * `new_event`. Without a trade date the history is not read (its start is unknown).
 */
function barrierEvent(
  barriers: { lower: number | null; upper: number | null },
  terms: HedgeTerms,
  history: PreparedAssetMarket['history'],
  until: IsoDate,
  pricesOnUntil: readonly number[],
  newEvent: boolean,
): BarrierEvent {
  if (terms.tradeDate !== null) {
    const date = firstBarrierTouch(history, terms.tradeDate, until, barriers.lower, barriers.upper);
    if (date !== null) return { touched: true, date };
  }
  if (pricesOnUntil.some((price) => isBeyond(price, barriers))) return { touched: true, date: until };
  return newEvent ? { touched: true, date: null } : UNTOUCHED;
}

const intrinsic = (isCall: boolean, s: number, k: number) =>
  isCall ? Math.max(s - k, 0) : Math.max(k - s, 0);

/** Marks a touched barrier on the output: new_event, the (KO)/(KI) label and the event date. */
function markEvent(out: ValuedHedgeRow, row: PortfolioHedgeRow, event: BarrierEvent): void {
  if (!event.touched) return;
  out.new_event = true;
  out.barrier_label = barrierLabel(row.option_type, true) || null;
  out.event_date = event.date;
}

const isOut = (shape: HedgeShape) => (shape.kind === 'barrier' || shape.kind === 'double') && shape.isOut;

/**
 * The payoff per unit of a hedge settled at `rate`, and its barrier event by the fixing date (null
 * without a barrier): a knocked-out option or a knock-in never touched pays nothing.
 */
function settledPayoff(
  row: PortfolioHedgeRow,
  terms: HedgeTerms,
  history: PreparedAssetMarket['history'],
  rate: number,
): { payoff: number; event: BarrierEvent | null } {
  const { shape, strike } = terms;
  if (shape.kind === 'forward' || shape.kind === 'future') return { payoff: rate - strike, event: null };
  const payoff = intrinsic(shape.isCall, rate, strike);
  const barriers = barriersOf(shape);
  if (barriers === null || (shape.kind !== 'barrier' && shape.kind !== 'double'))
    return { payoff, event: null };
  const event = barrierEvent(barriers, terms, history, terms.fixing, [rate], row.new_event);
  return { payoff: event.touched === shape.isOut ? 0 : payoff, event };
}

/** A hedge whose fixing date has passed: its payoff at the settlement rate (or average). */
function settle(
  out: ValuedHedgeRow,
  row: PortfolioHedgeRow,
  terms: HedgeTerms,
  market: PreparedAssetMarket,
  context: HedgeRowContext,
): ValuedHedgeRow {
  const entered = settlementStatus(row.settlement_rate) === 'settled' ? row.settlement_rate : null;
  let rate: number | null = entered;
  if (rate === null && terms.shape.kind === 'asian') {
    const fixings = asianFixings(
      context.calendar,
      context.businessDays,
      terms.averagingStart,
      terms.fixing,
      addDays(terms.fixing, 1),
      market.history,
    );
    if ('problem' in fixings) return unpriced(out, fixings.problem);
    rate = fixings.pastSum / fixings.pastCount;
  }
  rate ??= closeOn(market.history, terms.fixing);
  if (rate === null) {
    return unpriced(
      out,
      `No settlement rate: none was entered and the history has no close on or before ${terms.fixing}.`,
    );
  }
  const { payoff, event } = settledPayoff(row, terms, market.history, rate);
  if (event !== null) markEvent(out, row, event);
  const isKnockedOut = (event?.touched ?? false) && isOut(terms.shape);
  out.status = 'settled';
  out.settlement_rate = rate;
  out.settlement_pnl = terms.sign * terms.notional * payoff;
  out.mark_2_market = 0;
  out.delta = 0;
  out.hedge_value = isKnockedOut ? 0 : offsetAmount(terms);
  return out;
}

function unpriced(out: ValuedHedgeRow, problem: string): ValuedHedgeRow {
  out.status = 'unpriced';
  out.problem = problem;
  out.settlement_pnl = null;
  out.mark_2_market = null;
  out.delta = null;
  out.hedge_value = null;
  return out;
}

type OptionShape = Exclude<HedgeShape, { kind: 'forward' } | { kind: 'future' }>;

/** The inputs of one open option's price as a function of the underlying x. */
interface OpenInputs {
  readonly shape: OptionShape;
  readonly k: number;
  readonly t: number;
  readonly r: number;
  readonly b: number;
  readonly v: number;
  readonly event: BarrierEvent;
  readonly fixings: AsianFixings | null;
  /** Years to the first fixing still to come (Asian only). */
  readonly firstYears: number;
}

/** Per-unit price of an open option at underlying x. */
function unitPrice(p: OpenInputs, x: number): number {
  const { shape, k, t, r, b, v } = p;
  switch (shape.kind) {
    case 'vanilla':
      return blackPrice(shape.isCall, x, k, t, r, b, v);
    case 'barrier':
      if (p.event.touched) return shape.isOut ? 0 : blackPrice(shape.isCall, x, k, t, r, b, v);
      return discreteBarrierPrice(shape.code, shape.isCall, x, k, shape.level, 0, t, r, b, v, shape.interval);
    case 'double': {
      if (p.event.touched) return shape.isOut ? 0 : blackPrice(shape.isCall, x, k, t, r, b, v);
      const { lower, upper, interval } = shape;
      const out = discreteDoubleBarrierPrice(shape.isCall, x, k, lower, upper, t, r, b, v, interval);
      // In + out = vanilla: a double knock-in is the vanilla less the double knock-out.
      return shape.isOut ? out : blackPrice(shape.isCall, x, k, t, r, b, v) - out;
    }
    case 'asian':
      return asianUnitPrice(shape.isCall, p, x);
  }
}

/**
 * Per-unit price and delta of an open option at underlying x: the analytic delta wherever the price
 * has a closed form (a vanilla, a barrier knocked in by history, which is one, a live single
 * barrier); a central difference for double barriers (series) and the Asian approximation.
 */
function unitValuation(p: OpenInputs, x: number, unit: Valuation): Valuation {
  const { shape, k, t, r, b, v } = p;
  const knockedIn = (shape.kind === 'barrier' || shape.kind === 'double') && p.event.touched && !shape.isOut;
  if (shape.kind === 'vanilla' || knockedIn) return blackPriceDelta(shape.isCall, x, k, t, r, b, v, unit);
  if (shape.kind === 'barrier' && !p.event.touched)
    return discreteBarrierPriceDelta(
      shape.code,
      shape.isCall,
      x,
      k,
      shape.level,
      0,
      t,
      r,
      b,
      v,
      shape.interval,
      unit,
    );
  // Central difference in the underlying, the bump of pricing/greeks.ts.
  const h = SPOT_BUMP * x;
  unit.price = unitPrice(p, x);
  unit.delta = (unitPrice(p, x + h) - unitPrice(p, x - h)) / (2 * h);
  return unit;
}

/**
 * An average with some fixings known: with n fixings, m of them past summing to Σ, the payoff
 * max(±(A − K), 0), A = (Σ + Σ_future)/n, is (n_f/n)·max(±(Ā_future − K'), 0) with
 * K' = (n·K − Σ)/n_f: the future average's option at the adjusted strike, scaled. K' ≤ 0 makes a
 * call certain to be exercised (worth the discounted expected average less K) and a put worthless.
 */
function asianUnitPrice(isCall: boolean, p: OpenInputs, x: number): number {
  const f = p.fixings!;
  const futureCount = f.count - f.pastCount;
  const df = Math.exp(-p.r * p.t);
  if (futureCount === 0) return df * intrinsic(isCall, f.pastSum / f.count, p.k);
  const share = futureCount / f.count;
  const adjusted = (f.count * p.k - f.pastSum) / futureCount;
  if (adjusted > 0) {
    return share * asianApproxPrice(isCall, x, adjusted, p.t, p.r, p.b, p.v, futureCount, p.firstYears);
  }
  if (!isCall) return 0;
  // Expected future average: the mean of the forwards x·e^{b·t_i} at the equally spaced fixings.
  const step = futureCount > 1 ? (p.t - p.firstYears) / (futureCount - 1) : 0;
  let sum = 0;
  for (let i = 0; i < futureCount; i++) sum += x * Math.exp(p.b * (p.firstYears + i * step));
  return share * df * (sum / futureCount - adjusted);
}

/** What an open row is priced from: the market at its expiry, the underlying and its carry. */
interface OpenSetup {
  readonly days: number;
  readonly t: number;
  readonly input: ValuationInput;
  /** The smile at the row's expiry, linear in total variance between tenors. */
  readonly smile: InterpolatedSmile;
  /** d0 of the payment date over d0 of the expiry: 1 unless the payoff is paid after it fixes. */
  readonly payDf: number;
  /** The underlying: the spot for a currency, the forward of the row's date for a commodity. */
  readonly x: number;
  readonly b: number;
  readonly barriers: { lower: number | null; upper: number | null } | null;
  /** The barrier event the history alone shows (today's prices not yet looked at). */
  readonly pastEvent: BarrierEvent;
  readonly fixings: AsianFixings | null;
  readonly firstYears: number;
  /** The valuation date: a price beyond a barrier on it touches it that day. */
  readonly until: IsoDate;
}

/** An open row's setup on a market with tenors, or why it cannot be priced. */
function openSetup(
  terms: HedgeTerms,
  market: PreparedAssetMarket & { tenors: ValuationTenors },
  valuationDate: IsoDate,
  context: HedgeRowContext,
): OpenSetup | { problem: string } {
  const days = Math.max(0, daysBetween(valuationDate, terms.expiry));
  const input = interpolateValuationInput(market.tenors, days, market.spot);
  // A payoff known at the fixing and paid on a later value date is discounted on to that date.
  const payDays = daysBetween(valuationDate, terms.payment);
  const payDf =
    payDays > days ? interpolateValuationInput(market.tenors, payDays, market.spot).d0 / input.d0 : 1;
  const t = days / DAYS_PER_YEAR;
  const isFx = context.area === 'currency';
  const x = isFx ? market.spot : input.fwd;
  const b = isFx && t > 0 ? Math.log(input.fwd / x) / t : 0;
  const { shape } = terms;
  const barriers = barriersOf(shape);
  const pastEvent =
    barriers === null ? UNTOUCHED : barrierEvent(barriers, terms, market.history, valuationDate, [], false);
  let fixings: AsianFixings | null = null;
  let firstYears = t;
  if (shape.kind === 'asian') {
    const found = asianFixings(
      context.calendar,
      context.businessDays,
      terms.averagingStart,
      terms.fixing,
      valuationDate,
      market.history,
    );
    if ('problem' in found) return found;
    fixings = found;
    if (found.firstFuture !== null)
      firstYears = Math.min(t, daysBetween(valuationDate, found.firstFuture) / DAYS_PER_YEAR);
  }
  const smile = interpolateSmile(market.tenors, days);
  return {
    days,
    t,
    input,
    smile,
    payDf,
    x,
    b,
    barriers,
    pastEvent,
    fixings,
    firstYears,
    until: valuationDate,
  };
}

/** The barrier event once today's prices (the spot and the underlying) are looked at too. */
function eventOn(setup: OpenSetup, spot: number, x: number, newEvent: boolean): BarrierEvent {
  const { barriers, pastEvent } = setup;
  if (barriers === null || pastEvent.touched) return pastEvent;
  if (isBeyond(spot, barriers) || isBeyond(x, barriers)) return { touched: true, date: setup.until };
  return newEvent ? { touched: true, date: null } : UNTOUCHED;
}

/**
 * An open option's per-unit price and vol on the market moved by `factor` (spot and every forward
 * × factor, as {@link shockMarket} moves them): the carry and rates stay, the smile is read at the
 * moved forward, and a moved price beyond a barrier touches it.
 */
function optionInputs(
  row: PortfolioHedgeRow,
  terms: HedgeTerms,
  setup: OpenSetup,
  spot: number,
  factor: number,
): OpenInputs {
  const shape = terms.shape as OptionShape;
  const { input, t, b, fixings, firstYears } = setup;
  const v = interpolatedSmileVolatility(setup.smile, input.fwd * factor, terms.strike);
  const event = eventOn(setup, spot * factor, setup.x * factor, row.new_event);
  return { shape, k: terms.strike, t, r: input.r, b, v, event, fixings, firstYears };
}

/** A hedge still open on the valuation date: mark-to-market and delta on the market. */
function valueOpen(
  out: ValuedHedgeRow,
  row: PortfolioHedgeRow,
  terms: HedgeTerms,
  market: PreparedAssetMarket,
  valuationDate: IsoDate,
  context: HedgeRowContext,
): ValuedHedgeRow {
  const { tenors } = market;
  if (tenors === null) return unpriced(out, market.problem ?? 'No market.');
  const setup = openSetup(terms, { ...market, tenors }, valuationDate, context);
  if ('problem' in setup) return unpriced(out, setup.problem);
  const { input, x, t, payDf } = setup;
  const { shape, strike: k } = terms;
  out.days_to_expiration = setup.days;
  out.spot = market.spot;
  out.fwd = input.fwd;
  out.r = input.r;
  out.rf = input.rf;
  out.d0 = input.d0;
  out.c0 = input.c0;
  out.c1 = input.c1;
  out.c2 = input.c2;

  const unit = emptyValuation();
  if (shape.kind === 'forward' || shape.kind === 'future') {
    // ∂F/∂x = e^{bT} = F/x: a forward's delta in the spot.
    const dForward = input.fwd / x;
    if (shape.kind === 'forward') forwardValuation(false, input.fwd, k, t, input.r, 0, unit);
    else futureValuation(input.fwd, k, unit);
    return open(out, terms, payDf * unit.price, payDf * unit.delta * dForward, 'open');
  }

  const inputs = optionInputs(row, terms, setup, market.spot, 1);
  const { v, event } = inputs;
  out.volatility = v;
  markEvent(out, row, event);
  unitValuation(inputs, x, unit);
  const isBarrier = shape.kind === 'barrier' || shape.kind === 'double';
  const status = isBarrier && event.touched ? (shape.isOut ? 'knocked_out' : 'knocked_in') : 'open';
  return open(out, terms, payDf * unit.price, status === 'knocked_out' ? 0 : payDf * unit.delta, status);
}

function open(
  out: ValuedHedgeRow,
  terms: HedgeTerms,
  price: number,
  delta: number,
  status: 'open' | 'knocked_out' | 'knocked_in',
): ValuedHedgeRow {
  const signed = terms.sign * terms.notional;
  out.status = status;
  out.mark_2_market = signed * price;
  // Signed as hedge_value is: the underlying the position stands for, as the exposure it offsets.
  out.delta = -signed * delta + 0;
  out.hedge_value = status === 'knocked_out' ? 0 : offsetAmount(terms);
  return out;
}

/** Whether every figure of a valued row is a finite number (or absent). */
const hasFiniteFigures = (row: ValuedHedgeRow) =>
  [row.mark_2_market, row.delta, row.settlement_pnl, row.hedge_value].every(
    (figure) => figure === null || Number.isFinite(figure),
  );

/** Why a row whose pricer gave no finite figure is left unpriced, in the treasurer's words. */
function notFiniteProblem(row: ValuedHedgeRow): string {
  const volatility =
    row.volatility === null ? '' : ` at a volatility of ${(row.volatility * 100).toFixed(2)} %`;
  return `The pricing model gave no finite value for this hedge${volatility}; it is left out of the totals.`;
}

/**
 * Values one hedge row of a book on a valuation date. Pure and allocation-light: prepare the market
 * once ({@link prepareAssetMarket}) and the context once ({@link hedgeRowContext}) per book.
 *
 * - Open (fixing date on or after the valuation date; on it, T = 0 and options are worth their
 *   intrinsic value): mark_2_market = sign × notional × price per unit (domestic currency, a gain
 *   positive), delta = −sign × notional × ∂price/∂x (units of the foreign currency or commodity; x is
 *   the spot for a currency, the forward of the row's date for a commodity), signed as hedge_value:
 *   a position that gains when the price rises stands for a purchase and offsets a payable (−).
 * - Settled (fixing date before the valuation date): settlement_pnl = sign × notional × payoff at the
 *   entered settlement rate, else the close on the fixing date (an Asian: its average), with
 *   mark_2_market and delta 0.
 * - Barriers: touched from the trade date (history bars, then the price on the day): a knock-out is
 *   'knocked_out' (worth 0), a knock-in 'knocked_in' (the vanilla).
 * - hedge_value = the notional signed as the exposure it offsets (hedging/offset.ts: a long forward or
 *   call or a short put offsets an amount paid, negative; a short forward or call or a long put an
 *   amount received, positive), 0 once knocked out. The premium is kept as
 *   booked, not valued.
 *
 * @returns the valued row; status 'unpriced' with a plain-English `problem` and null figures when
 *   its terms are inconsistent, the market cannot price it or the pricer gives no finite figure.
 *   Never throws for one row's data.
 */
export function valueHedgeRow(
  row: PortfolioHedgeRow,
  market: PreparedAssetMarket,
  valuationDate: IsoDate,
  context: HedgeRowContext,
): ValuedHedgeRow {
  const out = unvalued(row, context);
  const terms = resolveHedgeTerms(row);
  if ('problem' in terms) return unpriced(out, terms.problem);
  if (terms.shape.kind === 'asian') out.asian_fixing_start_date = terms.averagingStart;
  try {
    const valued =
      terms.fixing < valuationDate
        ? settle(out, row, terms, market, context)
        : valueOpen(out, row, terms, market, valuationDate, context);
    return hasFiniteFigures(valued) ? valued : unpriced(valued, notFiniteProblem(valued));
  } catch (error) {
    if (!isFinanceError(error)) throw error;
    return unpriced(out, error.message);
  }
}

/**
 * A hedge row's mark-to-market as a function of a relative move of the market: `pricer(f)` is the
 * `mark_2_market` of {@link valueHedgeRow} on `shockMarket(market, f − 1)`, without resolving the
 * row, reading the history or interpolating the tenors again (what makes pricing a book on a grid of
 * moves affordable). Settled rows are worth 0 whatever the move, as valueHedgeRow values them.
 * @returns null when the row has no value on the market (valueHedgeRow's 'unpriced').
 */
export function hedgeRowPricer(
  row: PortfolioHedgeRow,
  market: PreparedAssetMarket,
  valuationDate: IsoDate,
  context: HedgeRowContext,
): ((factor: number) => number) | null {
  const terms = resolveHedgeTerms(row);
  if ('problem' in terms) return null;
  if (terms.fixing < valuationDate) {
    return valueHedgeRow(row, market, valuationDate, context).status === 'unpriced' ? null : () => 0;
  }
  const { tenors } = market;
  if (tenors === null) return null;
  try {
    const setup = openSetup(terms, { ...market, tenors }, valuationDate, context);
    if ('problem' in setup) return null;
    const signed = terms.sign * terms.notional;
    const { shape, strike: k } = terms;
    const { input, t } = setup;
    if (shape.kind === 'forward' || shape.kind === 'future') {
      const unit = emptyValuation();
      return (factor) => {
        if (shape.kind === 'forward') forwardValuation(false, input.fwd * factor, k, t, input.r, 0, unit);
        else futureValuation(input.fwd * factor, k, unit);
        return signed * (setup.payDf * unit.price);
      };
    }
    const pricer = (factor: number) =>
      signed *
      (setup.payDf * unitPrice(optionInputs(row, terms, setup, market.spot, factor), setup.x * factor));
    // As valueHedgeRow: a row with no finite value on the market is not priced.
    return Number.isFinite(pricer(1)) ? pricer : null;
  } catch (error) {
    if (!isFinanceError(error)) throw error;
    return null;
  }
}

/**
 * A hedge's settlement as a function of the rate it settles at: valueHedgeRow's `settlement_pnl`
 * once its fixing date has passed with that rate entered (an Asian's rate is its average), barriers
 * touched in the history or by the rate counted.
 * @returns null for a row whose terms are inconsistent.
 */
export function hedgeRowPayoff(
  row: PortfolioHedgeRow,
  market: PreparedAssetMarket,
): ((rate: number) => number) | null {
  const terms = resolveHedgeTerms(row);
  if ('problem' in terms) return null;
  const signed = terms.sign * terms.notional;
  return (rate) => signed * settledPayoff(row, terms, market.history, rate).payoff;
}
