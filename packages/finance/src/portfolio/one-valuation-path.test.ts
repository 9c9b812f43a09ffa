/**
 * One valuation path: every published reference case of the pricer tests priced as a pricing case
 * through the tool (`priceBatch`) and as a one-hedge book row through the valuation
 * (`valueHedgeRow`) gives the same figure: mark-to-market = price × notional, and the book's delta
 * (signed as the hedge it offsets: −notional × ∂price/∂x for a long row) = −(the tool's delta ×
 * notional).
 *
 * What a book row cannot say, and how each case is put to it:
 * - its time runs in whole days (T = days/365): each case's T is rounded to whole days and the tool
 *   is given the same T (a case with T = 1 keeps its published inputs, and is checked against its
 *   published value too);
 * - it has no rebate: Haug's table 4-13 (rebate 3) is priced without one on both paths;
 * - its Asian averages every business day from its start: Haug's table 4-28 (26 weekly fixings) is
 *   priced with a fixing every day of its term, on a calendar open every day, which the tool's
 *   evenly spaced schedule of as many fixings reproduces;
 * - a currency's future is quoted on the forward but its delta said in the spot: futures are
 *   compared on a commodity, where the two are the same.
 */
import { describe, expect, it } from 'vitest';
import { priceBatch } from '../pricing/batch.ts';
import type { BarrierType } from '../pricing/types.ts';
import type { PriceResult, PriceSuccess } from '../product/pricing-case.ts';
import { hedgeRow } from '../test/portfolio-book.ts';
import {
  BABSIRI_NOEL,
  BABSIRI_NOEL_MARKET,
  EUROPEAN_CASES,
  HAUG_4_13,
  HAUG_4_13_MARKET,
  HAUG_4_14,
  HAUG_4_14_MARKET,
  HAUG_4_28,
  HAUG_4_28_MARKET,
} from '../test/reference-cases.ts';
import type { BusinessCalendar } from '../time/calendar.ts';
import { addDays, type IsoDate } from '../time/date.ts';
import { hedgeRowContext } from './hedge-row-context.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import type { AssetMarket, PortfolioHedgeRow } from './types.ts';
import { valueHedgeRow } from './value-hedge-row.ts';

/** The two paths agree to this, relative (the book reads its carry back from the forward, ln(F/S)/T). */
const SAME = 1e-9;
/** A figure near zero agrees to this share of the notional (in units, or × spot for money). */
const NEAR_ZERO = 1e-11;
const NOTIONAL = 1_000_000;
/** A Monday. */
const VALUATION = '2026-01-05' as IsoDate;
/** A calendar open every day: an average fixing daily, as the tool's evenly spaced schedule. */
const EVERY_DAY: BusinessCalendar = {
  id: 'EVERY DAY',
  isHoliday: () => false,
  isBusinessDay: () => true,
  holidays: () => [],
};

/** One reference case's market: spot (a commodity: its forward), rate, carry, volatility, days. */
interface CaseMarket {
  readonly area: 'currency' | 'commodity';
  readonly s: number;
  readonly r: number;
  readonly b: number;
  readonly v: number;
  readonly days: number;
}

const daysOf = (t: number) => Math.round(t * 365);

/** The book's market: one tenor at the row's date, whose forward carries b (F = S·e^{bT}). */
function assetMarket(m: CaseMarket): AssetMarket {
  const t = m.days / 365;
  const tenor = {
    days_to_expiration: m.days,
    fwd: m.s * Math.exp(m.b * t),
    r: m.r,
    rf: m.r - m.b,
    d0: Math.exp(-m.r * t),
    c0: m.v,
    c1: 0,
    c2: 0,
  };
  return { spot: m.s, tenors: [tenor], history: [] };
}

/** The tool's market fields for the same case. */
function caseMarket(m: CaseMarket) {
  const expiryYears = m.days / 365;
  return m.area === 'currency'
    ? { underlying: 'fx', spot: m.s, rDomestic: m.r, rForeign: m.r - m.b, vol: m.v, expiryYears }
    : { underlying: 'future', forward: m.s, rDomestic: m.r, vol: m.v, expiryYears };
}

/** A long row of the case, fixing and paid `days` after the valuation date. */
function bookRow(m: CaseMarket, overrides: Partial<PortfolioHedgeRow>): PortfolioHedgeRow {
  const fixing = addDays(VALUATION, m.days);
  return hedgeRow({
    notional: NOTIONAL,
    trade_date: VALUATION,
    fixing_date: fixing,
    value_date: fixing,
    ...overrides,
  });
}

function viaBook(m: CaseMarket, row: PortfolioHedgeRow) {
  const context = {
    ...hedgeRowContext(m.area, m.area === 'currency' ? 'USDCOP' : 'BRENT', 'buyer', [row]),
    calendar: EVERY_DAY,
    businessDays: null,
  };
  const valued = valueHedgeRow(row, prepareAssetMarket(assetMarket(m)), VALUATION, context);
  expect(valued.problem).toBeNull();
  return { m2m: valued.mark_2_market!, delta: valued.delta! };
}

function viaTool(m: CaseMarket, terms: Record<string, unknown>) {
  const [result] = priceBatch([{ ...caseMarket(m), ...terms, notional: NOTIONAL }]) as PriceResult[];
  expect(result).not.toHaveProperty('error');
  return (result as PriceSuccess).total!;
}

/**
 * Within {@link SAME} relative, or {@link NEAR_ZERO} of `size` where the figure is nearly zero: a
 * series' or a central difference's rounding is then all that is left.
 */
function expectSame(actual: number, expected: number, size: number): void {
  const tolerance = Math.max(SAME * Math.abs(expected), NEAR_ZERO * size);
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);
}

/** Prices the case both ways and requires the same mark-to-market and delta; returns the price per unit. */
function bothPaths(m: CaseMarket, row: Partial<PortfolioHedgeRow>, terms: Record<string, unknown>): number {
  const book = viaBook(m, bookRow(m, row));
  const tool = viaTool(m, terms);
  expectSame(book.m2m, tool.price, NOTIONAL * m.s);
  expectSame(book.delta, -tool.delta, NOTIONAL);
  return tool.price / NOTIONAL;
}

const BOOK_BARRIER: Readonly<Record<BarrierType, string>> = {
  downOut: 'DOWN AND OUT',
  downIn: 'DOWN AND IN',
  upOut: 'UP AND OUT',
  upIn: 'UP AND IN',
};
const MONITORINGS = [
  ['CONTINUOUS', 'continuous'],
  ['DAILY', 'daily'],
] as const;

describe('one valuation path: a reference case as a pricing case and as a one-hedge book', () => {
  it.each(EUROPEAN_CASES)('%s %s S=%s K=%s', (_, optionType, s, k, t, r, b, v, published) => {
    const m: CaseMarket = { area: b === 0 ? 'commodity' : 'currency', s, r, b, v, days: daysOf(t) };
    const derivative = optionType === 'call' ? 'CALL' : 'PUT';
    const price = bothPaths(
      m,
      { derivative, option_type: 'EUROPEAN', strike: k },
      { kind: 'vanilla', optionType, strike: k },
    );
    // A year is 365 days: the case keeps its published inputs.
    if (t === 1) expect(Math.abs(price - published)).toBeLessThan(5e-4);
  });

  it.each(EUROPEAN_CASES)('forwards on the market of %s (%s S=%s K=%s)', (_, __, s, k, t, r, b) => {
    const m: CaseMarket = { area: b === 0 ? 'commodity' : 'currency', s, r, b, v: 0, days: daysOf(t) };
    bothPaths(m, { derivative: 'FORWARD', option_type: '', strike: k }, { kind: 'forward', strike: k });
    if (m.area === 'commodity') {
      bothPaths(m, { derivative: 'FUTURE', option_type: '', strike: k }, { kind: 'future', strike: k });
    }
  });

  it.each(HAUG_4_13)('Haug table 4-13 without its rebate: %s H=%s %s K=%s', (type, h, opt, k) => {
    const { s, t, r, b } = HAUG_4_13_MARKET;
    for (const v of [0.25, 0.3]) {
      for (const [word, monitoring] of MONITORINGS) {
        const m: CaseMarket = { area: 'currency', s, r, b, v, days: daysOf(t) };
        const row = {
          derivative: opt === 'call' ? 'CALL' : 'PUT',
          option_type: BOOK_BARRIER[type],
          strike: k,
          barrier: h,
          barrier_monitoring: word,
        };
        const terms = {
          kind: 'barrier',
          optionType: opt,
          strike: k,
          barrierType: type,
          barrier: h,
          monitoring,
        };
        bothPaths(m, row, terms);
      }
    }
  });

  it.each(BABSIRI_NOEL)(
    'Babsiri and Noel: call %s σ=%s H=%s, at its published value',
    (type, v, h, published) => {
      const { s, k, t, r, b } = BABSIRI_NOEL_MARKET;
      const m: CaseMarket = { area: 'currency', s, r, b, v, days: daysOf(t) };
      const row = {
        derivative: 'CALL',
        option_type: BOOK_BARRIER[type],
        strike: k,
        barrier: h,
        barrier_monitoring: 'CONTINUOUS',
      };
      const terms = { kind: 'barrier', optionType: 'call', strike: k, barrierType: type, barrier: h };
      expect(Math.abs(bothPaths(m, row, terms) - published)).toBeLessThan(5e-6);
    },
  );

  it.each(HAUG_4_14)('Haug table 4-14, knock-out and knock-in: L=%s U=%s T=%s σ=%s', (lower, upper, t, v) => {
    const { s, k, r, b } = HAUG_4_14_MARKET;
    const m: CaseMarket = { area: 'currency', s, r, b, v, days: daysOf(t) };
    for (const optionType of ['call', 'put'] as const) {
      for (const knock of ['out', 'in'] as const) {
        for (const [word, monitoring] of MONITORINGS) {
          const row = {
            derivative: optionType === 'call' ? 'CALL' : 'PUT',
            option_type: knock === 'out' ? 'DOUBLE KNOCK OUT' : 'DOUBLE KNOCK IN',
            strike: k,
            barrier: lower,
            barrier_2: upper,
            barrier_monitoring: word,
          };
          const terms = {
            kind: 'double_barrier',
            optionType,
            strike: k,
            lowerBarrier: lower,
            upperBarrier: upper,
            knock,
            monitoring,
          };
          bothPaths(m, row, terms);
        }
      }
    }
  });

  it.each(HAUG_4_28)('Haug table 4-28 fixing daily: K=%s', (k) => {
    const { s, r, b, v, t } = HAUG_4_28_MARKET;
    const m: CaseMarket = { area: 'commodity', s, r, b, v, days: daysOf(t) };
    for (const optionType of ['call', 'put'] as const) {
      const row = {
        derivative: optionType === 'call' ? 'CALL' : 'PUT',
        option_type: 'ASIAN',
        strike: k,
        asian_fixing_start_date: addDays(VALUATION, 1),
      };
      bothPaths(m, row, { kind: 'asian', optionType, strike: k, fixings: m.days });
    }
  });
});
