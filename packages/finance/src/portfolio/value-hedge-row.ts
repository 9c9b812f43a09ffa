/**
 * One hedge row of a book valued on a valuation date: mark-to-market and delta of an open hedge,
 * the payoff of a settled one, the barrier events read from history. An open row resolves, on a
 * market, into the pricers' `ResolvedTrade` (the form a pricing case resolves to) and is valued by
 * their one dispatcher (`valueTrade`, `priceInstrumentMoved` for moved markets); a settled one by the
 * same dispatcher with no time left, at its settlement rate. This file reads the inputs and signs
 * the result.
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
import { bookWord } from '../hedging/book-word.ts';
import { barrierLabel, isHedgingPurpose, settlementStatus } from '../hedging/rules.ts';
import {
  type InterpolatedSmile,
  interpolatedSmileVolatility,
  interpolateSmile,
  interpolateValuationInput,
  type ValuationInput,
  type ValuationTenors,
} from '../market/valuation-input.ts';
import {
  barrierLevels,
  type Instrument,
  isKnockOut,
  isPriceBeyondBarrier,
  priceInstrumentMoved,
  valueTrade,
} from '../pricing/instrument.ts';
import { emptyValuation, type Market } from '../pricing/types.ts';
import { addDays, daysBetween, type IsoDate } from '../time/date.ts';
import { DAYS_PER_YEAR } from '../time/day-count.ts';
import { type AsianFixings, asianFixings } from './asian-fixings.ts';
import { closeOn } from './close-on.ts';
import { derivativePurpose } from './derivative-purpose.ts';
import { firstBarrierTouch } from './first-barrier-touch.ts';
import type { HedgeRowContext } from './hedge-row-context.ts';
import type { PreparedAssetMarket } from './prepare-asset-market.ts';
import {
  type HedgeInstrument,
  type HedgeTerms,
  offsetAmount,
  resolveHedgeTerms,
} from './resolve-hedge-terms.ts';
import type { PortfolioHedgeRow, ValuedHedgeRow } from './types.ts';

/** The derivative and its option type as the grids show it: FORWARD, CALL, PUT UP AND OUT… */
function derivativeType(row: PortfolioHedgeRow): string {
  const derivative = bookWord(row.derivative);
  if (derivative !== 'CALL' && derivative !== 'PUT') return derivative;
  const optionType = bookWord(row.option_type);
  return optionType === '' || optionType === 'EUROPEAN' ? derivative : `${derivative} ${optionType}`;
}

/** The market inputs of a row not valued on a market (yet), with no problem found. */
export const NO_MARKET_INPUTS: Pick<
  ValuedHedgeRow,
  'days_to_expiration' | 'spot' | 'volatility' | 'fwd' | 'r' | 'rf' | 'd0' | 'c0' | 'c1' | 'c2' | 'problem'
> = {
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
    ...NO_MARKET_INPUTS,
  };
}

type BarrierInstrument = Extract<HedgeInstrument, { kind: 'barrier' | 'double_barrier' }>;

const hasBarrier = (instrument: HedgeInstrument): instrument is BarrierInstrument =>
  instrument.kind === 'barrier' || instrument.kind === 'double_barrier';

/** A barrier event: touched or not, and the first day it was (null when only the row says so). */
interface BarrierEvent {
  readonly touched: boolean;
  readonly date: IsoDate | null;
}

const UNTOUCHED: BarrierEvent = { touched: false, date: null };

/**
 * Whether a barrier was touched from the trade date to `until`: a bar in the history, then a price
 * beyond it on `until` itself (the settlement rate), then the row's own `new_event`. Without a trade
 * date the history is not read (its start is unknown).
 */
function barrierEvent(
  instrument: BarrierInstrument,
  terms: HedgeTerms,
  history: PreparedAssetMarket['history'],
  until: IsoDate,
  priceOnUntil: number | null,
  newEvent: boolean,
): BarrierEvent {
  if (terms.tradeDate !== null) {
    const { lower, upper } = barrierLevels(instrument);
    const date = firstBarrierTouch(history, terms.tradeDate, until, lower, upper);
    if (date !== null) return { touched: true, date };
  }
  if (priceOnUntil !== null && isPriceBeyondBarrier(instrument, priceOnUntil)) {
    return { touched: true, date: until };
  }
  return newEvent ? { touched: true, date: null } : UNTOUCHED;
}

/** Marks a touched barrier on the output: new_event, the (KO)/(KI) label and the event date. */
function markEvent(out: ValuedHedgeRow, row: PortfolioHedgeRow, event: BarrierEvent): void {
  if (!event.touched) return;
  out.new_event = true;
  out.barrier_label = barrierLabel(row.option_type, true) || null;
  out.event_date = event.date;
}

/** A fixed hedge's market: no time left, so each pricer gives its payoff at the rate it is moved to. */
const AT_EXPIRY: Market = { underlying: 'future', spot: 1, rDomestic: 0, rForeign: 0, vol: 0 };

/**
 * A hedge at its fixing as the dispatcher prices it, with no time left: a barrier touched as the
 * history to the fixing (or the row) says, a rate beyond it touching it too; an Asian as the vanilla
 * on its average, the rate it settles at.
 */
function settledInstrument(
  row: PortfolioHedgeRow,
  terms: HedgeTerms,
  history: PreparedAssetMarket['history'],
): Instrument {
  const { instrument: own } = terms;
  if (own.kind === 'asian')
    return { kind: 'vanilla', optionType: own.optionType, strike: own.strike, expiryYears: 0 };
  const touched =
    hasBarrier(own) && barrierEvent(own, terms, history, terms.fixing, null, row.new_event).touched;
  return instrumentAt(own, 0, touched, null);
}

/** The payoff per unit of a fixed hedge settled at `rate`: a knocked-out option or a knock-in never touched pays nothing. */
const payoffAt = (instrument: Instrument, rate: number): number =>
  priceInstrumentMoved(instrument, AT_EXPIRY, rate, 0, undefined);

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
  if (rate === null && terms.instrument.kind === 'asian') {
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
  const payoff = payoffAt(settledInstrument(row, terms, market.history), rate);
  const { instrument } = terms;
  let isKnockedOut = false;
  if (hasBarrier(instrument)) {
    const event = barrierEvent(instrument, terms, market.history, terms.fixing, rate, row.new_event);
    markEvent(out, row, event);
    isKnockedOut = event.touched && isKnockOut(instrument);
  }
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

/** An open row resolved on one market: the trade the pricers value, and what a market move moves. */
interface OpenHedge {
  readonly days: number;
  readonly input: ValuationInput;
  /** The one resolved form of the pricers, on the market as it is (no move). */
  readonly trade: {
    readonly market: Market;
    readonly instrument: Instrument;
    readonly paymentDiscount: number;
  };
  /** An option's smile at the row's expiry, linear in total variance between tenors; null otherwise. */
  readonly smile: InterpolatedSmile | null;
  /** What the trade is priced on before any move: the spot for a currency option, else the row's forward. */
  readonly underlying: number;
  readonly spot: number;
  /** ∂(priced underlying)/∂spot: F/x for a currency's forward (its delta said in the spot), else 1. */
  readonly deltaScale: number;
  /** The barrier event the history alone shows (today's prices not yet looked at). */
  readonly pastEvent: BarrierEvent;
}

/**
 * The row's instrument with its time to expiry: a barrier `touched` as the history (or the row)
 * says, an Asian with its fixings. Built field by field: a copy by spread gives every row an object
 * shape of its own, which the pricers' hot path reads several times slower.
 */
type DatedFixings = Pick<AsianFixings, 'count' | 'pastCount' | 'pastSum'> & { firstFixingYears: number };

function instrumentAt(
  own: HedgeInstrument,
  t: number,
  touched: boolean,
  fixings: DatedFixings | null,
): Instrument {
  switch (own.kind) {
    case 'forward':
    case 'future':
      return { kind: own.kind, strike: own.strike, expiryYears: t };
    case 'vanilla':
      return { kind: 'vanilla', optionType: own.optionType, strike: own.strike, expiryYears: t };
    case 'barrier':
      return {
        kind: 'barrier',
        optionType: own.optionType,
        strike: own.strike,
        expiryYears: t,
        barrierType: own.barrierType,
        barrier: own.barrier,
        rebate: own.rebate,
        monitoringYears: own.monitoringYears ?? 0,
        touched,
      };
    case 'double_barrier':
      return {
        kind: 'double_barrier',
        optionType: own.optionType,
        strike: own.strike,
        expiryYears: t,
        lowerBarrier: own.lowerBarrier,
        upperBarrier: own.upperBarrier,
        knock: own.knock ?? 'out',
        monitoringYears: own.monitoringYears ?? 0,
        touched,
      };
    case 'asian':
      return {
        kind: 'asian',
        optionType: own.optionType,
        strike: own.strike,
        expiryYears: t,
        fixings: fixings!.count,
        past: { count: fixings!.pastCount, sum: fixings!.pastSum },
        firstFixingYears: fixings!.firstFixingYears,
      };
  }
}

/**
 * The row's instrument with its time to expiry, and the barrier event its history shows: a barrier
 * touched (or said so by the row) is marked touched; an Asian's past fixings are read from the
 * history. Or why it cannot be priced.
 */
function timedInstrument(
  row: PortfolioHedgeRow,
  terms: HedgeTerms,
  market: PreparedAssetMarket,
  valuationDate: IsoDate,
  context: HedgeRowContext,
  t: number,
): { instrument: Instrument; pastEvent: BarrierEvent } | { problem: string } {
  const { instrument: own } = terms;
  if (own.kind === 'asian') {
    const found = asianFixings(
      context.calendar,
      context.businessDays,
      terms.averagingStart,
      terms.fixing,
      valuationDate,
      market.history,
    );
    if ('problem' in found) return found;
    const firstFixingYears =
      found.firstFuture === null
        ? t
        : Math.min(t, daysBetween(valuationDate, found.firstFuture) / DAYS_PER_YEAR);
    const fixings = {
      count: found.count,
      pastCount: found.pastCount,
      pastSum: found.pastSum,
      firstFixingYears,
    };
    return { instrument: instrumentAt(own, t, false, fixings), pastEvent: UNTOUCHED };
  }
  if (hasBarrier(own)) {
    const pastEvent = barrierEvent(own, terms, market.history, valuationDate, null, false);
    return { instrument: instrumentAt(own, t, pastEvent.touched || row.new_event, null), pastEvent };
  }
  return { instrument: instrumentAt(own, t, false, null), pastEvent: UNTOUCHED };
}

/**
 * An open row on a market with tenors, resolved into the pricers' trade, or why it cannot be priced:
 * the market at its expiry (T = days/365); a currency option on the spot with the carry of the
 * quoted forward b = ln(F/x)/T, a commodity's options and every forward on the forward of the row's
 * date; an option's volatility the smile's at its strike; a payoff paid after its fixing discounted
 * on to its payment date. Every market has the same fields in the same order (one shape for the
 * pricers' hot path).
 */
function openHedge(
  row: PortfolioHedgeRow,
  terms: HedgeTerms,
  market: PreparedAssetMarket & { tenors: ValuationTenors },
  valuationDate: IsoDate,
  context: HedgeRowContext,
): OpenHedge | { problem: string } {
  const days = Math.max(0, daysBetween(valuationDate, terms.expiry));
  const input = interpolateValuationInput(market.tenors, days, market.spot);
  // A payoff known at the fixing and paid on a later value date is discounted on to that date.
  const payDays = daysBetween(valuationDate, terms.payment);
  const paymentDiscount =
    payDays > days ? interpolateValuationInput(market.tenors, payDays, market.spot).d0 / input.d0 : 1;
  const t = days / DAYS_PER_YEAR;
  const timed = timedInstrument(row, terms, market, valuationDate, context, t);
  if ('problem' in timed) return timed;
  const { spot } = market;
  const isFx = context.area === 'currency';
  const x = isFx ? spot : input.fwd;
  const isForward = terms.instrument.kind === 'forward' || terms.instrument.kind === 'future';
  const onSpot = isFx && !isForward;
  const smile = isForward ? null : interpolateSmile(market.tenors, days);
  const priced: Market = {
    underlying: onSpot ? 'fx' : 'future',
    spot: onSpot ? x : input.fwd,
    rDomestic: input.r,
    rForeign: onSpot ? input.rf : 0,
    vol: smile === null ? 0 : interpolatedSmileVolatility(smile, input.fwd, terms.instrument.strike),
    carry: onSpot && t > 0 ? Math.log(input.fwd / x) / t : 0,
    watchedSpot: spot,
  };
  return {
    days,
    input,
    trade: { market: priced, instrument: timed.instrument, paymentDiscount },
    smile,
    underlying: priced.spot,
    spot,
    // ∂F/∂x = e^{bT} = F/x: a forward's delta in the spot.
    deltaScale: isForward ? input.fwd / x : 1,
    pastEvent: timed.pastEvent,
  };
}

/**
 * An open row's price per unit on its market moved by `factor` (spot and every forward × factor, as
 * {@link shockMarket} moves them): the carry and rates stay, the smile is read at the moved forward.
 */
function movedPrice(open: OpenHedge, factor: number): number {
  const { market, instrument, paymentDiscount } = open.trade;
  const v =
    open.smile === null
      ? 0
      : interpolatedSmileVolatility(open.smile, open.input.fwd * factor, instrument.strike);
  const price = priceInstrumentMoved(instrument, market, open.underlying * factor, v, open.spot * factor);
  return paymentDiscount * price;
}

/** The barrier event once today's prices (the spot and the underlying) are looked at too. */
function eventToday(open: OpenHedge, row: PortfolioHedgeRow, valuationDate: IsoDate): BarrierEvent {
  const instrument = open.trade.instrument as BarrierInstrument;
  if (open.pastEvent.touched) return open.pastEvent;
  if (isPriceBeyondBarrier(instrument, open.underlying) || isPriceBeyondBarrier(instrument, open.spot)) {
    return { touched: true, date: valuationDate };
  }
  return row.new_event ? { touched: true, date: null } : UNTOUCHED;
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
  const open = openHedge(row, terms, { ...market, tenors }, valuationDate, context);
  if ('problem' in open) return unpriced(out, open.problem);
  const { input } = open;
  out.days_to_expiration = open.days;
  out.spot = market.spot;
  out.fwd = input.fwd;
  out.r = input.r;
  out.rf = input.rf;
  out.d0 = input.d0;
  out.c0 = input.c0;
  out.c1 = input.c1;
  out.c2 = input.c2;
  const unit = valueTrade(open.trade, 'delta', emptyValuation());
  const { instrument } = open.trade;
  if (instrument.kind === 'forward' || instrument.kind === 'future') {
    return finish(out, terms, unit.price, unit.delta * open.deltaScale, 'open');
  }
  out.volatility = open.trade.market.vol;
  let status: 'open' | 'knocked_out' | 'knocked_in' = 'open';
  if (hasBarrier(instrument)) {
    const event = eventToday(open, row, valuationDate);
    markEvent(out, row, event);
    if (event.touched) status = isKnockOut(instrument) ? 'knocked_out' : 'knocked_in';
  }
  return finish(out, terms, unit.price, status === 'knocked_out' ? 0 : unit.delta, status);
}

function finish(
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
  if (terms.instrument.kind === 'asian') out.asian_fixing_start_date = terms.averagingStart;
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
    const open = openHedge(row, terms, { ...market, tenors }, valuationDate, context);
    if ('problem' in open) return null;
    const signed = terms.sign * terms.notional;
    const pricer = (factor: number) => signed * movedPrice(open, factor);
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
  const instrument = settledInstrument(row, terms, market.history);
  return (rate) => signed * payoffAt(instrument, rate);
}
