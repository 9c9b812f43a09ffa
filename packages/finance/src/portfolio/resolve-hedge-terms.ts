/**
 * A book's hedge row read as terms a pricer understands, or the reason it cannot be priced.
 */

import { type OffsetInstrument, offsetSign } from '../hedging/offset.ts';
import { directionSign } from '../hedging/rules.ts';
import { BARRIER_CODE } from '../pricing/barrier.ts';
import { DAILY_MONITORING_YEARS } from '../pricing/discrete-barrier.ts';
import type { IsoDate } from '../time/date.ts';
import { bookWord } from './book-word.ts';
import type { PortfolioHedgeRow } from './types.ts';

/** What is priced: the payoff's shape, with its barriers. */
export type HedgeShape =
  | { readonly kind: 'forward' }
  | { readonly kind: 'future' }
  | { readonly kind: 'vanilla'; readonly isCall: boolean }
  | { readonly kind: 'asian'; readonly isCall: boolean }
  | {
      readonly kind: 'barrier';
      readonly isCall: boolean;
      /** `BARRIER_CODE`: 0 downOut, 1 downIn, 2 upOut, 3 upIn. */
      readonly code: number;
      readonly isOut: boolean;
      readonly level: number;
      /** Years between two observations of the barrier: 0 when watched continuously. */
      readonly interval: number;
    }
  | {
      readonly kind: 'double';
      readonly isCall: boolean;
      readonly isOut: boolean;
      readonly lower: number;
      readonly upper: number;
      /** Years between two observations of the barriers: 0 when watched continuously. */
      readonly interval: number;
    };

/** A row's terms, checked. */
export interface HedgeTerms {
  /** +1 LONG (and OFFSET SHORT), −1 SHORT (and OFFSET LONG). */
  readonly sign: 1 | -1;
  readonly shape: HedgeShape;
  readonly strike: number;
  readonly notional: number;
  /**
   * The date the market is read at: the fixing for options and non-deliverable forwards, value_date
   * for futures and deliverable forwards.
   */
  readonly expiry: IsoDate;
  /** The date the hedge fixes (expires) on: fixing_date, else value_date. */
  readonly fixing: IsoDate;
  /** The date an option's or a forward's payoff is paid on: value_date, else the fixing. */
  readonly payment: IsoDate;
  readonly tradeDate: IsoDate | null;
  /** The first day an Asian averages from: asian_fixing_start_date, else the trade date, else its fixing. */
  readonly averagingStart: IsoDate;
}

/** Option types of the book (upper case, single spaces) and the shape each prices as. */
const OPTION_SHAPES: Readonly<
  Record<string, (isCall: boolean, b1: number, b2: number, interval: number) => HedgeShape>
> = {
  EUROPEAN: (isCall) => ({ kind: 'vanilla', isCall }),
  // American exercise is priced as European (see README): the book's hedges are held to expiry.
  AMERICAN: (isCall) => ({ kind: 'vanilla', isCall }),
  ASIAN: (isCall) => ({ kind: 'asian', isCall }),
  'UP AND OUT': (isCall, level, _, interval) => ({
    kind: 'barrier',
    isCall,
    code: BARRIER_CODE.upOut,
    isOut: true,
    level,
    interval,
  }),
  'UP AND IN': (isCall, level, _, interval) => ({
    kind: 'barrier',
    isCall,
    code: BARRIER_CODE.upIn,
    isOut: false,
    level,
    interval,
  }),
  'DOWN AND OUT': (isCall, level, _, interval) => ({
    kind: 'barrier',
    isCall,
    code: BARRIER_CODE.downOut,
    isOut: true,
    level,
    interval,
  }),
  'DOWN AND IN': (isCall, level, _, interval) => ({
    kind: 'barrier',
    isCall,
    code: BARRIER_CODE.downIn,
    isOut: false,
    level,
    interval,
  }),
  'DOUBLE KNOCK OUT': (isCall, b1, b2, interval) => ({
    kind: 'double',
    isCall,
    isOut: true,
    lower: Math.min(b1, b2),
    upper: Math.max(b1, b2),
    interval,
  }),
  'DOUBLE KNOCK IN': (isCall, b1, b2, interval) => ({
    kind: 'double',
    isCall,
    isOut: false,
    lower: Math.min(b1, b2),
    upper: Math.max(b1, b2),
    interval,
  }),
};

const isPositive = (x: number | null): x is number => x !== null && Number.isFinite(x) && x > 0;

/** Years between a barrier's observations by the row's word: DAILY (the default) or CONTINUOUS (0). */
const MONITORING_INTERVALS: Readonly<Record<string, number>> = {
  '': DAILY_MONITORING_YEARS,
  DAILY: DAILY_MONITORING_YEARS,
  CONTINUOUS: 0,
};

/**
 * The row's terms, or `problem`: why it cannot be priced, in plain English (an unknown word, a
 * missing strike, barrier or date, a fixing before the trade date, a notional that is not > 0).
 * Never throws.
 */
export function resolveHedgeTerms(row: PortfolioHedgeRow): HedgeTerms | { readonly problem: string } {
  let sign: 1 | -1;
  try {
    sign = directionSign(row.buy_sell);
  } catch {
    return {
      problem: `The buy/sell word '${row.buy_sell}' is not LONG, SHORT, OFFSET LONG or OFFSET SHORT.`,
    };
  }
  if (!isPositive(row.notional)) return { problem: 'The notional must be greater than zero.' };
  if (!isPositive(row.strike)) return { problem: 'The strike is missing (it must be greater than zero).' };
  const derivative = bookWord(row.derivative);
  const isOption = derivative === 'CALL' || derivative === 'PUT';
  if (!isOption && derivative !== 'FORWARD' && derivative !== 'FUTURE') {
    return { problem: `The derivative '${row.derivative}' is not FORWARD, FUTURE, CALL or PUT.` };
  }
  let shape: HedgeShape;
  if (isOption) {
    const optionType = bookWord(row.option_type) || 'EUROPEAN';
    const make = OPTION_SHAPES[optionType];
    if (!make)
      return { problem: `The option type '${row.option_type}' is not one of the book's option types.` };
    const isDouble = optionType.startsWith('DOUBLE');
    const needsBarrier = optionType.includes(' AND ') || isDouble;
    if (needsBarrier && !isPositive(row.barrier)) {
      return { problem: `The barrier is missing for a ${optionType} option.` };
    }
    if (isDouble && !isPositive(row.barrier_2)) {
      return { problem: `The second barrier is missing for a ${optionType} option.` };
    }
    if (isDouble && row.barrier === row.barrier_2) {
      return { problem: `The two barriers of a ${optionType} option are equal.` };
    }
    const interval = MONITORING_INTERVALS[bookWord(row.barrier_monitoring)];
    if (needsBarrier && interval === undefined) {
      return { problem: `The barrier monitoring '${row.barrier_monitoring}' is not DAILY or CONTINUOUS.` };
    }
    shape = make(derivative === 'CALL', row.barrier ?? 0, row.barrier_2 ?? 0, interval ?? 0);
  } else {
    shape = { kind: derivative === 'FORWARD' ? 'forward' : 'future' };
  }
  const fixing = row.fixing_date ?? row.value_date;
  // An option or a non-deliverable forward is fixed on its fixing date (and paid at its value date);
  // a future is margined to its value date, and a deliverable forward exchanges at it.
  const isFixed =
    isOption || (derivative === 'FORWARD' && bookWord(row.settlement_type) === 'NON DELIVERABLE');
  const expiry = isFixed ? (isOption ? row.fixing_date : fixing) : (row.value_date ?? row.fixing_date);
  if (fixing === null || expiry === null) {
    return {
      problem: isOption ? 'The fixing date is missing.' : 'The value date and the fixing date are missing.',
    };
  }
  if (row.trade_date !== null && fixing < row.trade_date) {
    return { problem: 'The fixing date is before the trade date.' };
  }
  const averagingStart = row.asian_fixing_start_date ?? row.trade_date ?? fixing;
  if (shape.kind === 'asian' && averagingStart > fixing) {
    return { problem: 'The averaging starts after the fixing date.' };
  }
  return {
    sign,
    shape,
    strike: row.strike,
    notional: row.notional,
    expiry,
    fixing,
    payment: row.value_date ?? fixing,
    tradeDate: row.trade_date,
    averagingStart,
  };
}

/** The kind of derivative a shape is, as the offset rule tells them apart. */
export function offsetInstrument(shape: HedgeShape): OffsetInstrument {
  if (shape.kind === 'forward') return 'FORWARD';
  if (shape.kind === 'future') return 'FUTURE';
  return shape.isCall ? 'CALL' : 'PUT';
}

/**
 * The exposure a hedge offsets, signed as the book signs exposures (hedging/offset.ts): −notional
 * when it acts as a purchase (a payable is covered), +notional when it acts as a sale.
 */
export function offsetAmount(terms: HedgeTerms): number {
  return offsetSign(offsetInstrument(terms.shape), terms.sign === 1 ? 'LONG' : 'SHORT') * terms.notional;
}
