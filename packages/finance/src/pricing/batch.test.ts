import { describe, expect, it } from 'vitest';
import type { PriceFailure, PriceSuccess } from '../product/pricing-case.ts';
import { priceBatch } from './batch.ts';

const fx = { underlying: 'fx', spot: 100, expiryYears: 0.5, rDomestic: 0.08, rForeign: 0.04, vol: 0.25 };
/** Haug 2007 table 4-13 prints 4 decimals (see barrier.test.ts for why one unit is allowed). */
const HAUG_4DP = 1e-4;

describe('priceBatch', () => {
  it('prices every kind and keeps the order and ids', () => {
    const out = priceBatch([
      { id: 'a', kind: 'vanilla', optionType: 'call', strike: 100, ...fx },
      {
        id: 'b',
        kind: 'barrier',
        optionType: 'call',
        strike: 90,
        barrierType: 'downOut',
        barrier: 95,
        rebate: 3,
        ...fx,
      },
      { id: 'c', kind: 'forward', strike: 100, ...fx },
      {
        id: 'd',
        kind: 'double_barrier',
        optionType: 'call',
        strike: 100,
        lowerBarrier: 80,
        upperBarrier: 120,
        ...fx,
      },
      { id: 'e', kind: 'asian', optionType: 'put', strike: 100, fixings: 26, ...fx },
      {
        id: 'f',
        kind: 'strategy',
        ...fx,
        legs: [
          { kind: 'vanilla', optionType: 'call', strike: 105, quantity: 1 },
          { kind: 'vanilla', optionType: 'put', strike: 95, quantity: -1 },
        ],
      },
    ]);
    expect(out.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    for (const r of out) expect('error' in r).toBe(false);
    expect(Math.abs((out[1] as PriceSuccess).price - 9.0246)).toBeLessThan(HAUG_4DP);
    // A forward: S·e^{−r_f T} − K·e^{−r_d T}.
    expect((out[2] as PriceSuccess).price).toBeCloseTo(100 * Math.exp(-0.02) - 100 * Math.exp(-0.04), 12);
  });

  it('returns coded errors for each kind of bad case without spoiling the others', () => {
    const good = { id: 0, kind: 'vanilla', optionType: 'put', strike: 100, ...fx };
    const out = priceBatch([
      good,
      { ...good, id: 1, vol: -0.1 },
      { ...good, id: 2, kind: 'double_barrier', lowerBarrier: 120, upperBarrier: 80 },
      { ...good, id: 3, strike: undefined },
      { ...good, id: 4, kind: 'swaption' },
      { ...good, id: 5, spot: Number.NaN },
      { ...good, id: 6, expiryYears: Number.POSITIVE_INFINITY },
      'not an object',
      null,
      { ...good, id: 9, strike: '100' },
      { ...good, id: 10, kind: 'strategy', legs: [] },
      { ...good, id: 11, kind: 'barrier', barrierType: 'sideways', barrier: 90 },
      good,
    ]);
    expect(out).toHaveLength(13);
    expect('price' in out[0]!).toBe(true);
    expect('price' in out[12]!).toBe(true);
    for (let i = 1; i < 12; i++) {
      const r = out[i] as PriceFailure;
      expect(r.error.code).toBe('INVALID_ARGUMENT');
      expect(r.error.message.length).toBeGreaterThan(5);
    }
    expect((out[1] as PriceFailure).error.message).toMatch(/negative volatility/);
    expect((out[2] as PriceFailure).error.message).toMatch(/lowerBarrier/);
    expect((out[3] as PriceFailure).error.message).toMatch(/missing field strike/);
    expect((out[4] as PriceFailure).error.message).toMatch(/kind must be one of/);
    expect((out[7] as PriceFailure).id).toBeNull();
  });

  it('never throws, even on a non-array', () => {
    expect(priceBatch('x' as unknown as unknown[])[0]).toHaveProperty('error');
  });

  it('prices a spot beyond the barrier by definition', () => {
    const [out, inn] = priceBatch([
      {
        kind: 'barrier',
        optionType: 'call',
        strike: 100,
        barrierType: 'downOut',
        barrier: 105,
        rebate: 2,
        ...fx,
      },
      {
        kind: 'barrier',
        optionType: 'call',
        strike: 100,
        barrierType: 'downIn',
        barrier: 105,
        rebate: 2,
        ...fx,
      },
    ]) as PriceSuccess[];
    const [vanilla] = priceBatch([
      { kind: 'vanilla', optionType: 'call', strike: 100, ...fx },
    ]) as PriceSuccess[];
    expect(out!.price).toBe(2);
    expect(inn!.price).toBeCloseTo(vanilla!.price, 12);
  });

  it('uses the futures price and Black-76 for futures', () => {
    const [r] = priceBatch([
      {
        kind: 'vanilla',
        underlying: 'future',
        optionType: 'call',
        forward: 100,
        strike: 100,
        expiryYears: 1,
        rDomestic: 0.05,
        vol: 0.2,
      },
    ]) as PriceSuccess[];
    // Black-76 at the money: e^{−rT}·F·(2N(σ√T/2) − 1) = 7.5770 (Hull 2018, Black's model).
    expect(r!.price).toBeCloseTo(Math.exp(-0.05) * 100 * (2 * 0.539827837277029 - 1), 10);
  });

  it('discounts an OTC forward on a forward price and leaves an exchange future undiscounted', () => {
    const terms = { underlying: 'future', forward: 78.5, strike: 80, expiryYears: 0.25, rDomestic: 0.053 };
    const [otc, future] = priceBatch([
      { kind: 'forward', ...terms },
      { kind: 'future', ...terms },
    ]) as PriceSuccess[];
    // A treasury's OTC commodity forward: DF·(F − K) with DF = e^{−0.053·0.25} = 0.98684.
    expect(otc!.price).toBeCloseTo(-1.48026, 5);
    expect(otc!.delta).toBeCloseTo(0.98684, 5);
    expect(otc!.price).toBeCloseTo(Math.exp(-0.053 * 0.25) * -1.5, 14);
    // An exchange future is margined daily: F − K, delta 1, whatever the rate.
    expect(future).toMatchObject({ price: -1.5, delta: 1, gamma: 0, vega: 0, theta: 0 });
    const [noRate] = priceBatch([
      { kind: 'future', underlying: 'future', forward: 78.5, strike: 80, expiryYears: 0.25 },
    ]);
    expect(noRate).toMatchObject({ price: -1.5, delta: 1 });
  });

  it('returns a Monte Carlo price with its standard error for method montecarlo', () => {
    const [r] = priceBatch([
      {
        kind: 'asian',
        optionType: 'call',
        strike: 100,
        fixings: 12,
        method: 'montecarlo',
        paths: 20_000,
        seed: 4,
        ...fx,
      },
    ]) as PriceSuccess[];
    expect(r!.stdError).toBeGreaterThan(0);
    expect(r!.stdError).toBeLessThan(0.01);
  });

  it("adds the figures for a case's notional, each per-unit figure × notional, strategies included", () => {
    const call = { kind: 'vanilla', optionType: 'call', strike: 100, ...fx };
    const collar = {
      kind: 'strategy',
      ...fx,
      legs: [
        { kind: 'vanilla', optionType: 'call', strike: 105, quantity: 1 },
        { kind: 'vanilla', optionType: 'put', strike: 95, quantity: -1 },
      ],
    };
    const asian = {
      kind: 'asian',
      optionType: 'call',
      strike: 100,
      fixings: 12,
      method: 'montecarlo',
      paths: 2000,
      ...fx,
    };
    const [unit, sized, strategy, sizedStrategy, simulated] = priceBatch([
      call,
      { ...call, notional: 250_000 },
      collar,
      { ...collar, notional: 1_000_000 },
      { ...asian, notional: 40 },
    ]) as PriceSuccess[];
    expect(unit).not.toHaveProperty('total');
    expect(sized).toMatchObject({ ...unit, notional: 250_000 });
    for (const figure of ['price', 'delta', 'gamma', 'vega', 'theta'] as const) {
      expect(sized!.total![figure]).toBe(unit![figure] * 250_000);
      expect(sizedStrategy!.total![figure]).toBe(strategy![figure] * 1_000_000);
    }
    expect(simulated!.total!.stdError).toBe(simulated!.stdError! * 40);
  });

  it("refuses a notional that is not > 0, and a leg's own notional, naming the field", () => {
    const call = { kind: 'vanilla', optionType: 'call', strike: 100, ...fx };
    const leg = { kind: 'vanilla', optionType: 'call', strike: 105, quantity: 1 };
    const messages = (
      priceBatch([
        { ...call, notional: -1_000 },
        { ...call, notional: 0 },
        { ...call, notional: 2e12 },
        { kind: 'strategy', ...fx, legs: [{ ...leg, notional: 5 }] },
        { ...call, vol: 50 },
      ]) as PriceFailure[]
    ).map((r) => r.error.message);
    expect(messages).toEqual([
      'notional must be > 0 (a sold position is a strategy leg with a negative quantity), got -1000',
      'notional must be > 0 (a sold position is a strategy leg with a negative quantity), got 0',
      'notional must be ≤ 1e+12, got 2000000000000',
      "legs[0].notional is the strategy's: a leg's size is its quantity (× the strategy's notional), got 5",
      'vol must be a fraction (0.2 = 20%) ≤ 5, got 50',
    ]);
    // The documented maxima are priced.
    const [top] = priceBatch([{ ...call, notional: 1e12, vol: 5 }]) as PriceSuccess[];
    expect(top!.total!.price).toBe(top!.price * 1e12);
  });

  it("names the currency of its amounts: the case's own, else a pair calendar's quote, else none", () => {
    const call = { kind: 'vanilla', optionType: 'call', strike: 100, ...fx };
    const dated = { ...call, expiryYears: null, valuationDate: '2026-11-27', expiryDate: '2027-05-27' };
    const out = priceBatch([
      { ...call, currency: 'COP' },
      { ...dated, calendar: 'usdcop' },
      { ...dated, calendar: 'USDCOP', currency: 'USD' },
      { ...dated, calendar: 'COP' },
      { ...call, notional: 1_000, currency: 'MXN' },
      { kind: 'strategy', ...fx, currency: 'COP', legs: [{ ...call, quantity: 1 }] },
    ]) as PriceSuccess[];
    expect(out.map((r) => r.currency)).toEqual(['COP', 'COP', 'USD', null, 'MXN', 'COP']);
    const [wrong] = priceBatch([{ ...call, currency: 'pesos' }]) as PriceFailure[];
    expect(wrong!.error.message).toBe('currency must be a three-letter currency code (COP), got "pesos"');
  });
});
