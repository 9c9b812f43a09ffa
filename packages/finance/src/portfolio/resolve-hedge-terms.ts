/**
 * A book's hedge row read as the pricers' terms (the instrument a pricing case resolves to), or the
 * reason it cannot be priced.
 */

import { bookWord } from '../hedging/book-word.ts';
import { type OffsetInstrument, offsetSign } from '../hedging/offset.ts';
import { directionSign } from '../hedging/rules.ts';
import { DAILY_MONITORING_YEARS } from '../pricing/discrete-barrier.ts';
import type { Instrument } from '../pricing/instrument.ts';
import type { OptionType } from '../pricing/types.ts';
import type { IsoDate } from '../time/date.ts';
import type { PortfolioHedgeRow } from './types.ts';

type WithoutSchedule<T> = T extends unknown ? Omit<T, 'expiryYears' | 'fixings'> : never;

/**
 * What a row prices: the pricers' {@link Instrument} (the one resolved form of a pricing case and a
 * hedge row) before the valuation date gives it its time to expiry (and an Asian its fixings).
 */
export type HedgeInstrument = WithoutSchedule<Instrument>;

/** A row's terms, checked. */
export interface HedgeTerms {
  /** +1 LONG (and OFFSET SHORT), −1 SHORT (and OFFSET LONG). */
  readonly sign: 1 | -1;
  readonly instrument: HedgeInstrument;
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

type OptionTerms = (
  optionType: OptionType,
  strike: number,
  b1: number,
  b2: number,
  interval: number,
) => HedgeInstrument;

const single =
  (barrierType: 'upOut' | 'upIn' | 'downOut' | 'downIn'): OptionTerms =>
  (optionType, strike, barrier, _, monitoringYears) => ({
    kind: 'barrier',
    optionType,
    strike,
    barrierType,
    barrier,
    rebate: 0,
    monitoringYears,
  });

const double =
  (knock: 'out' | 'in'): OptionTerms =>
  (optionType, strike, b1, b2, monitoringYears) => ({
    kind: 'double_barrier',
    optionType,
    strike,
    lowerBarrier: Math.min(b1, b2),
    upperBarrier: Math.max(b1, b2),
    knock,
    monitoringYears,
  });

/** Option types of the book (upper case, single spaces) and the instrument each prices as. */
const OPTION_TERMS: Readonly<Record<string, OptionTerms>> = {
  EUROPEAN: (optionType, strike) => ({ kind: 'vanilla', optionType, strike }),
  // American exercise is priced as European (see README): the book's hedges are held to expiry.
  AMERICAN: (optionType, strike) => ({ kind: 'vanilla', optionType, strike }),
  ASIAN: (optionType, strike) => ({ kind: 'asian', optionType, strike }),
  'UP AND OUT': single('upOut'),
  'UP AND IN': single('upIn'),
  'DOWN AND OUT': single('downOut'),
  'DOWN AND IN': single('downIn'),
  'DOUBLE KNOCK OUT': double('out'),
  'DOUBLE KNOCK IN': double('in'),
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
  let instrument: HedgeInstrument;
  if (isOption) {
    const optionType = bookWord(row.option_type) || 'EUROPEAN';
    const make = OPTION_TERMS[optionType];
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
    const type = derivative === 'CALL' ? 'call' : 'put';
    instrument = make(type, row.strike, row.barrier ?? 0, row.barrier_2 ?? 0, interval ?? 0);
  } else {
    instrument = { kind: derivative === 'FORWARD' ? 'forward' : 'future', strike: row.strike };
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
  if (instrument.kind === 'asian' && averagingStart > fixing) {
    return { problem: 'The averaging starts after the fixing date.' };
  }
  return {
    sign,
    instrument,
    notional: row.notional,
    expiry,
    fixing,
    payment: row.value_date ?? fixing,
    tradeDate: row.trade_date,
    averagingStart,
  };
}

/** The kind of derivative an instrument is, as the offset rule tells them apart. */
export function offsetInstrument(instrument: HedgeInstrument): OffsetInstrument {
  if (instrument.kind === 'forward') return 'FORWARD';
  if (instrument.kind === 'future') return 'FUTURE';
  return instrument.optionType === 'call' ? 'CALL' : 'PUT';
}

/**
 * The exposure a hedge offsets, signed as the book signs exposures (hedging/offset.ts): −notional
 * when it acts as a purchase (a payable is covered), +notional when it acts as a sale.
 */
export function offsetAmount(terms: HedgeTerms): number {
  return offsetSign(offsetInstrument(terms.instrument), terms.sign === 1 ? 'LONG' : 'SHORT') * terms.notional;
}
