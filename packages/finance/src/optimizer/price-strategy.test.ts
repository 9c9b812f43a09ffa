import { describe, expect, it } from 'vitest';
import { valueStrategy } from '../pricing/instrument.ts';
import type { Market } from '../pricing/types.ts';
import {
  checkQuote,
  scheduleForward,
  scheduleNotionalToday,
  scheduleParForward,
  solveZeroCost,
  strategyPrice,
} from './price-strategy.ts';
import { legsOnDate, type ScheduledSettlement } from './simulate-strategies.ts';
import {
  type CatalogueLeg,
  DEFAULT_FIXINGS,
  type StrategyTerms,
  sideLegs,
  strategyLegs,
  termsWarnings,
  zeroCostLegs,
} from './strategy-terms.ts';

const SPOT = 4000;
const market: Market = { underlying: 'fx', spot: SPOT, rDomestic: 0.09, rForeign: 0.04, vol: 0.11 };
const schedule: ScheduledSettlement[] = Array.from({ length: 6 }, (_, i) => ({
  time: (i + 1) / 12,
  amount: 500_000 + 100_000 * i,
  market: { ...market, vol: 0.1 + 0.003 * i },
}));

const leg = (
  derivative: CatalogueLeg['derivative'],
  position: CatalogueLeg['position'],
  optionType = 'EUROPEAN',
) => ({
  derivative,
  position,
  optionType,
});
const CATALOGUE = {
  forward: [leg('FORWARD', 'LONG')],
  call: [leg('CALL', 'LONG')],
  asian: [leg('CALL', 'LONG', 'ASIAN')],
  collar: [leg('CALL', 'LONG'), leg('PUT', 'SHORT')],
  callSpread: [leg('CALL', 'LONG'), leg('CALL', 'SHORT')],
  seagull: [leg('CALL', 'LONG'), leg('CALL', 'SHORT'), leg('PUT', 'SHORT')],
  koForward: [leg('CALL', 'LONG', 'UP AND OUT'), leg('PUT', 'SHORT', 'UP AND OUT')],
  kiForward: [leg('CALL', 'LONG'), leg('PUT', 'SHORT', 'DOWN AND IN')],
} satisfies Record<string, CatalogueLeg[]>;

const terms = (
  legs: readonly CatalogueLeg[],
  strikes: number[],
  barriers: (number | null)[] = [],
  side: 'buyer' | 'seller' = 'buyer',
): StrategyTerms => ({ side, legs, strikes, barriers, fixings: DEFAULT_FIXINGS });

describe('strategy legs', () => {
  it('gives a seller the mirror image: calls and puts swapped, forwards flipped, barriers moved across', () => {
    expect(sideLegs('seller', CATALOGUE.koForward)).toEqual([
      leg('PUT', 'LONG', 'DOWN AND OUT'),
      leg('CALL', 'SHORT', 'DOWN AND OUT'),
    ]);
    expect(sideLegs('seller', CATALOGUE.forward)).toEqual([leg('FORWARD', 'SHORT')]);
    expect(sideLegs('buyer', CATALOGUE.collar)).toEqual(CATALOGUE.collar);
    const legs = strategyLegs(terms(CATALOGUE.koForward, [4100, 4100], [4500, 4500], 'seller'), 0.5);
    expect(legs[1]).toEqual({
      quantity: -1,
      instrument: {
        kind: 'barrier',
        optionType: 'call',
        strike: 4100,
        expiryYears: 0.5,
        barrierType: 'downOut',
        barrier: 4500,
        rebate: 0,
      },
    });
  });

  it('refuses a leg without its strike or barrier, and an option type it does not take', () => {
    expect(() => strategyLegs(terms(CATALOGUE.collar, [4100]), 1)).toThrow(/strike above zero/);
    expect(() => strategyLegs(terms(CATALOGUE.koForward, [4100, 4100], [null, 4500]), 1)).toThrow(/barrier/);
    expect(() => strategyLegs(terms([leg('CALL', 'LONG', 'DOUBLE KNOCK OUT')], [4100]), 1)).toThrow(
      /does not take double knock out/,
    );
  });

  it('says which terms make no sense, on their leg', () => {
    expect(termsWarnings(terms(CATALOGUE.collar, [4100, 3900]), SPOT)).toEqual([]);
    expect(termsWarnings(terms(CATALOGUE.collar, [4100, 4200]), SPOT)).toEqual([
      { leg: 1, code: 'SOLD_INSIDE_PROTECTION' },
    ]);
    expect(termsWarnings(terms(CATALOGUE.callSpread, [4100, 4000]), SPOT)).toEqual([
      { leg: 1, code: 'SOLD_INSIDE_PROTECTION' },
    ]);
    // A seller's collar: a bought put, a sold call above it.
    expect(termsWarnings(terms(CATALOGUE.collar, [3900, 4100], [], 'seller'), SPOT)).toEqual([]);
    expect(termsWarnings(terms(CATALOGUE.collar, [3900, 3800], [], 'seller'), SPOT)).toEqual([
      { leg: 1, code: 'SOLD_INSIDE_PROTECTION' },
    ]);
    expect(termsWarnings(terms(CATALOGUE.koForward, [4100, 4100], [3950, 3950]), SPOT)).toEqual([
      { leg: 0, code: 'BARRIER_CROSSED' },
      { leg: 1, code: 'BARRIER_CROSSED' },
    ]);
    expect(termsWarnings(terms(CATALOGUE.koForward, [4100, 4100], [4050, null]), SPOT)).toEqual([
      { leg: 0, code: 'KNOCKED_BEFORE_PAYING' },
      { leg: 1, code: 'BARRIER_MISSING' },
    ]);
    expect(termsWarnings(terms(CATALOGUE.call, [0]), SPOT)).toEqual([{ leg: 0, code: 'STRIKE_MISSING' }]);
  });

  it('knows which structures have a zero-cost strike, and which strikes it moves', () => {
    expect(zeroCostLegs(CATALOGUE.forward, false)).toEqual([0]);
    expect(zeroCostLegs(CATALOGUE.collar, false)).toEqual([1]);
    expect(zeroCostLegs(CATALOGUE.collar, true)).toEqual([0, 1]);
    expect(zeroCostLegs(CATALOGUE.seagull, false)).toEqual([2]);
    expect(zeroCostLegs(CATALOGUE.koForward, true)).toEqual([0, 1]);
    expect(zeroCostLegs(CATALOGUE.call, false)).toBeNull();
    expect(zeroCostLegs(CATALOGUE.callSpread, false)).toBeNull();
  });
});

describe('strategyPrice', () => {
  it("equals finance's pricer on each date, weighted by the amounts", () => {
    for (const t of [
      terms(CATALOGUE.collar, [4150, 3950]),
      terms(CATALOGUE.asian, [4100]),
      terms(CATALOGUE.kiForward, [4080, 4080], [null, 3800]),
      terms(CATALOGUE.seagull, [4100, 4400, 3850], [], 'seller'),
    ]) {
      const amount = schedule.reduce((sum, s) => sum + s.amount, 0);
      const legs = strategyLegs(t, 1);
      const expected = schedule.reduce(
        (sum, s, i) =>
          sum + (s.amount / amount) * valueStrategy(legsOnDate(legs, schedule, i), s.market).price,
        0,
      );
      const { cost, costPercent } = strategyPrice(t, schedule);
      expect(cost).toBeCloseTo(expected, 10);
      expect(costPercent).toBeCloseTo((100 * expected) / scheduleForward(schedule), 10);
    }
  });

  it('solves strikes that make a structure cost nothing over the schedule', () => {
    const cases: [StrategyTerms, number[]][] = [
      [terms(CATALOGUE.forward, [4000]), [0]],
      [terms(CATALOGUE.collar, [4200, 4000]), [1]],
      [terms(CATALOGUE.collar, [3800, 4000], [], 'seller'), [1]],
      [terms(CATALOGUE.collar, [4100, 4100]), [0, 1]],
      [terms(CATALOGUE.koForward, [4100, 4100], [4600, 4600]), [0, 1]],
      [terms(CATALOGUE.seagull, [4150, 4400, 3900]), [2]],
    ];
    for (const [t, legs] of cases) {
      const solved = solveZeroCost(t, schedule, legs);
      expect(Math.abs(strategyPrice(solved, schedule).cost)).toBeLessThan(1e-6);
      for (const i of legs) expect(solved.strikes[i]).toBe(solved.strikes[legs[0]!]);
    }
    // A forward strip is worth nothing at the par forward, Σ aᵢDᵢFᵢ / Σ aᵢDᵢ; by put-call parity a call
    // bought and a put sold at one strike are the same strip, and are solved at the same strike.
    const forward = solveZeroCost(terms(CATALOGUE.forward, [4000]), schedule, [0]).strikes[0]!;
    const weights = schedule.map((s) => s.amount * Math.exp(-0.09 * s.time));
    const expected =
      schedule.reduce((sum, s, i) => sum + weights[i]! * SPOT * Math.exp(0.05 * s.time), 0) /
      weights.reduce((a, b) => a + b, 0);
    expect(forward).toBeCloseTo(expected, 6);
    expect(scheduleParForward(schedule)).toBeCloseTo(expected, 9);
    const synthetic = solveZeroCost(terms(CATALOGUE.collar, [4100, 4100]), schedule, [0, 1]).strikes[0]!;
    expect(synthetic).toBeCloseTo(forward, 6);
  });

  it("counts a forward's off-market value in its rate, for either side: nil at the par forward", () => {
    const par = scheduleParForward(schedule);
    for (const side of ['buyer', 'seller'] as const)
      expect(strategyPrice(terms(CATALOGUE.forward, [par], [], side), schedule).cost).toBeCloseTo(0, 9);
    // Struck 10 below it, a buyer's forward costs 10 a unit in its rate: 10 more at every settlement
    // is worth as much today as the strip's value.
    const below = strategyPrice(terms(CATALOGUE.forward, [par - 10]), schedule);
    expect(below.cost).toBeCloseTo(10, 9);
    expect(below.costPercent).toBeCloseTo((100 * 10) / scheduleForward(schedule), 9);
    expect(strategyPrice(terms(CATALOGUE.forward, [par - 10], [], 'seller'), schedule).cost).toBeCloseTo(
      -10,
      9,
    );
  });

  it("checks a bank's quote: the margin is the quote less the fair value, in basis points of the notional today", () => {
    const collar = solveZeroCost(terms(CATALOGUE.collar, [4200, 4000]), schedule, [1]);
    // The bank calls it zero-cost with a lower sold strike than fair: the client gives value away.
    const shaded = { ...collar, strikes: [collar.strikes[0]!, collar.strikes[1]! + 25] };
    const check = checkQuote(shaded, schedule, 0);
    expect(check.margin).toBeCloseTo(0 - strategyPrice(shaded, schedule).cost, 12);
    expect(check.marginBps).toBeCloseTo((1e4 * check.margin) / scheduleNotionalToday(schedule), 10);
    expect(check.margin).toBeGreaterThan(0);
    const forward = scheduleNotionalToday(schedule);
    const call = terms(CATALOGUE.call, [4100]);
    const fair = strategyPrice(call, schedule).cost;
    expect(checkQuote(call, schedule, fair).verdict).toBe('fair');
    expect(checkQuote(call, schedule, fair + 0.002 * forward).verdict).toBe('usual');
    expect(checkQuote(call, schedule, fair + 0.004 * forward).verdict).toBe('expensive');
    expect(checkQuote(call, schedule, fair - 0.002 * forward).verdict).toBe('below_fair_value');
  });

  it("measures a quote's margin against the notional valued on the margin's own date, today (worked example)", () => {
    // USDCOP spot 4,000, COP at 9 %, USD at 4 %: USD 1 M settling in six months and 3 M in a year,
    // both bought forward at 4,150; the bank asks 8 pesos per dollar above fair value.
    const twoDates: ScheduledSettlement[] = [
      { time: 0.5, amount: 1_000_000, market },
      { time: 1, amount: 3_000_000, market },
    ];
    const forward = terms(CATALOGUE.forward, [4150]);
    // Forwards 4,000·e^(0.05·0.5) = 4,101.2605 and 4,000·e^0.05 = 4,205.0844; discount factors
    // e^(−0.045) = 0.955997 and e^(−0.09) = 0.913931. Fair value per unit, weighted ¼ and ¾:
    // ¼·(4,101.2605 − 4,150)·0.955997 + ¾·(4,205.0844 − 4,150)·0.913931 = −11.6487 + 37.7575 = 26.1088.
    const fair = 26.1088;
    const check = checkQuote(forward, twoDates, fair + 8);
    expect(check.fairValue).toBeCloseTo(fair, 4);
    expect(check.margin).toBeCloseTo(8, 4);
    // The margin is paid today; one unit of the notional today is each forward discounted,
    // F·D = 4,000·e^(−0.04·t): ¼·3,920.7947 + ¾·3,843.1577 = 3,862.5670.
    expect(scheduleNotionalToday(twoDates)).toBeCloseTo(3862.567, 3);
    // 8 / 3,862.5670 = 20.71 bp — not 8 / 4,179.1284 = 19.14 bp against the undiscounted forward.
    expect(check.marginBps).toBeCloseTo(20.7116, 3);
    expect(check.verdict).toBe('usual');
  });

  it('finds a forward strip fair at its par forward, not at the amount-weighted forward (worked example)', () => {
    // The same market and dates: the par forward is 3,862.5670 / (¼·0.955997 + ¾·0.913931) =
    // 3,862.5670 / 0.924448 = 4,178.2426, below the amount-weighted forward 4,179.1284.
    const twoDates: ScheduledSettlement[] = [
      { time: 0.5, amount: 1_000_000, market },
      { time: 1, amount: 3_000_000, market },
    ];
    const par = scheduleParForward(twoDates);
    expect(par).toBeCloseTo(4178.2426, 4);
    const atPar = checkQuote(terms(CATALOGUE.forward, [par]), twoDates, 0);
    expect(atPar.fairValue).toBeCloseTo(0, 9);
    expect(atPar.verdict).toBe('fair');
    // Dealt at zero premium at the amount-weighted forward, the strip is worth
    // ¼·0.955997·(4,101.2605 − 4,179.1284) + ¾·0.913931·(4,205.0844 − 4,179.1284) = −0.8189 today:
    // what the bank keeps, 0.8189 / 3,862.5670 = 2.12 bp.
    const atAverage = checkQuote(terms(CATALOGUE.forward, [scheduleForward(twoDates)]), twoDates, 0);
    expect(atAverage.margin).toBeCloseTo(0.8189, 4);
    expect(atAverage.marginBps).toBeCloseTo(2.1201, 4);
  });
});
