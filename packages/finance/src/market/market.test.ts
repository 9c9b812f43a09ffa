import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { between } from '../test/arbitraries.ts';
import { parseIsoDate } from '../time/date.ts';
import {
  continuousToSimple,
  createZeroCurve,
  discountFactor,
  flatZeroCurve,
  forwardByCip,
  forwardFromSimpleRates,
  forwardPoints,
  impliedDomesticRate,
  impliedForeignRate,
  interpolatedSmileVolatility,
  interpolateSmile,
  interpolateValuationInput,
  MIN_SMILE_VOLATILITY,
  prepareValuationTenors,
  rateFromDiscountFactor,
  simpleToContinuous,
  smileVolatility,
  type ValuationInput,
  valuationInputForDate,
  volatilityFor,
} from './index.ts';

const EXACT = 1e-12;

describe('forwards by covered interest parity', () => {
  it('matches Hull 10th ed. Example 5.6 style figures', () => {
    // S = 1.6000 USD per GBP, r_USD = 5%, r_GBP = 7% continuously compounded, T = 2 → F = 1.6·e^{-0.04} = 1.5373.
    expect(forwardByCip(1.6, 0.05, 0.07, 2)).toBeCloseTo(1.6 * Math.exp(-0.04), 14);
    expect(forwardByCip(1.6, 0.05, 0.07, 2)).toBeCloseTo(1.5373, 4);
  });

  it('from simple rates with day bases', () => {
    // USDCOP 4000, COP 10% ACT/365, USD 5% ACT/360, 90 days.
    const f = forwardFromSimpleRates(4000, 0.1, 0.05, 90, { domesticBasis: 365, foreignBasis: 360 });
    expect(f).toBeCloseTo((4000 * (1 + 0.1 * (90 / 365))) / (1 + 0.05 * 0.25), 10);
    // Equivalent continuous rates give the same forward.
    const t = 90 / 365;
    const rd = simpleToContinuous(0.1, t);
    const rf = simpleToContinuous(0.05 * (365 / 360), t);
    expect(forwardByCip(4000, rd, rf, t)).toBeCloseTo(f, 9);
  });

  it('converts rates both ways and recovers implied rates', () => {
    fc.assert(
      fc.property(between(-0.05, 0.5), between(0.01, 10), (r, t) => {
        expect(continuousToSimple(simpleToContinuous(r, t), t)).toBeCloseTo(r, 10);
        expect(rateFromDiscountFactor(discountFactor(r, t), t)).toBeCloseTo(r, 10);
        const f = forwardByCip(100, r, 0.02, t);
        expect(impliedForeignRate(100, f, r, t)).toBeCloseTo(0.02, 10);
        expect(impliedDomesticRate(100, f, 0.02, t)).toBeCloseTo(r, 10);
      }),
    );
    expect(forwardPoints(4000, 4100)).toBe(100);
  });

  it('rejects bad arguments', () => {
    expect(() => forwardByCip(0, 0.01, 0.01, 1)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() => forwardByCip(1, 0.01, 0.01, -1)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() => simpleToContinuous(-2, 1)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('names the argument at fault and its limit', () => {
    expect(() => forwardByCip(0, 0.01, 0.01, 1)).toThrow(
      expect.objectContaining({ argument: 'spot', issue: { kind: 'tooSmall', limit: 0, inclusive: false } }),
    );
    expect(() => forwardByCip(4000, Number.NaN, 0.01, 1)).toThrow(
      expect.objectContaining({ argument: 'rDomestic', issue: { kind: 'type', expected: 'number' } }),
    );
    // 1 − 5 × 90/360 < 0: the foreign rate's growth factor, named apart from the domestic one.
    expect(() => forwardFromSimpleRates(4000, 0.1, -5, 90, { foreignBasis: 360 })).toThrow(
      expect.objectContaining({
        message: 'a growth factor 1 + r·t is not positive',
        argument: 'rForeign',
        issue: { kind: 'rule', rule: 'growthFactor' },
      }),
    );
  });
});

describe('zero curves', () => {
  const times = [0.5, 1, 2];
  const rates = [0.03, 0.04, 0.045];

  it('interpolates linearly on zero rates and extrapolates flat', () => {
    const c = createZeroCurve(times, rates, 'LINEAR_ZERO');
    expect(c.zeroRate(0.75)).toBeCloseTo(0.035, 15);
    expect(c.zeroRate(0.1)).toBe(0.03);
    expect(c.zeroRate(5)).toBe(0.045);
    expect(c.discountFactor(0)).toBe(1);
    expect(c.discountFactor(1)).toBeCloseTo(Math.exp(-0.04), 15);
  });

  it('interpolates log-linearly on discount factors (constant forward between pillars)', () => {
    const c = createZeroCurve(times, rates, 'LOG_LINEAR_DF');
    const f = c.forwardRate(1, 2);
    expect(f).toBeCloseTo(0.045 * 2 - 0.04, 14);
    expect(c.forwardRate(1.2, 1.7)).toBeCloseTo(f, 12);
    expect(c.discountFactor(1.5)).toBeCloseTo(Math.sqrt(Math.exp(-0.04) * Math.exp(-0.09)), 14);
    for (const [i, t] of times.entries()) expect(c.zeroRate(t)).toBeCloseTo(rates[i]!, 15);
  });

  it('rejects bad pillars', () => {
    expect(() => createZeroCurve([], [])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => createZeroCurve([1, 1], [0, 0])).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(flatZeroCurve(0.02).zeroRate(30)).toBe(0.02);
  });
});

/** Consistent tenors from one spot, with a smile. */
function tenor(days: number, spot: number, r: number, rf: number, c0: number): ValuationInput {
  const t = days / 365;
  return {
    days_to_expiration: days,
    fwd: spot * Math.exp((r - rf) * t),
    r,
    rf,
    d0: Math.exp(-r * t),
    c0,
    c1: -0.05,
    c2: 0.3,
  };
}

describe('valuation inputs', () => {
  const spot = 4000;
  const tenors = [
    tenor(30, spot, 0.09, 0.045, 0.12),
    tenor(91, spot, 0.092, 0.044, 0.125),
    tenor(365, spot, 0.095, 0.04, 0.13),
  ];

  it('returns tenors unchanged at their own days', () => {
    for (const x of tenors) expect(interpolateValuationInput(tenors, x.days_to_expiration)).toEqual(x);
  });

  it('interpolates rates linearly in time, the at-the-money variance in total variance, and keeps CIP', () => {
    const x = interpolateValuationInput(tenors, 60);
    const w = (60 - 30) / (91 - 30);
    expect(x.r).toBeCloseTo(0.09 + w * 0.002, 15);
    expect(x.rf).toBeCloseTo(0.045 - w * 0.001, 15);
    // σ²·t = (1 − w)·0.12²·30/365 + w·0.125²·91/365 at t = 60/365: 0.1237487 (linear in time: 0.1224590).
    expect(x.c0).toBeCloseTo(Math.sqrt(((1 - w) * 0.12 ** 2 * 30 + w * 0.125 ** 2 * 91) / 60), 15);
    expect(x.c0).toBeCloseTo(0.1237487, 7);
    // Its slope at the money: S′(0)/(2σ) with S = Σ share·σ_i², shares (1 − w)·30/60 and w·91/60.
    const shares = [((1 - w) * 30) / 60, (w * 91) / 60];
    expect(x.c1).toBeCloseTo((-0.05 * (shares[0]! * 0.12 + shares[1]! * 0.125)) / x.c0, 15);
    expect(x.fwd).toBeCloseTo(spot * Math.exp((x.r - x.rf) * (60 / 365)), 9);
    expect(x.d0).toBeCloseTo(Math.exp(-x.r * (60 / 365)), 15);
  });

  it('property: consistent tenors give CIP forwards at every day, with or without spot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.boolean(), (days, withSpot) => {
        const x = interpolateValuationInput(tenors, days, withSpot ? spot : undefined);
        const t = days / 365;
        expect(Math.abs(x.fwd / (spot * Math.exp((x.r - x.rf) * t)) - 1)).toBeLessThan(EXACT * 100);
        expect(Math.abs(x.d0 - Math.exp(-x.r * t))).toBeLessThan(EXACT);
      }),
    );
  });

  it('spreads a forward basis linearly and stays exact at tenors', () => {
    const skewed = tenors.map((x, i) => ({ ...x, fwd: x.fwd * (1 + 0.001 * i) }));
    const prepared = prepareValuationTenors(skewed);
    expect(interpolateValuationInput(prepared, 91).fwd).toBe(skewed[1]!.fwd);
    const mid = interpolateValuationInput(prepared, 60);
    const cip = skewed[0]!.fwd * Math.exp((mid.r - mid.rf) * (60 / 365) - (0.09 - 0.045) * (30 / 365));
    expect(mid.fwd / cip).toBeCloseTo(Math.exp((30 / 61) * Math.log(1.001)), 12);
  });

  it('anchors short dates to the spot when given, else extrapolates by CIP', () => {
    expect(interpolateValuationInput(tenors, 0, spot).fwd).toBeCloseTo(spot, 9);
    expect(interpolateValuationInput(tenors, 0).fwd).toBeCloseTo(spot, 9);
    const far = interpolateValuationInput(tenors, 730);
    expect(far.r).toBe(0.095);
    expect(far.fwd).toBeCloseTo(spot * Math.exp(0.055 * 2), 8);
    expect(far.c0).toBe(0.13);
  });

  it('gives smile volatilities for a strike and an expiry date', () => {
    const atm = tenors[1]!;
    expect(smileVolatility(atm, atm.fwd)).toBe(0.125);
    const m = Math.log(4200 / atm.fwd);
    expect(smileVolatility(atm, 4200)).toBeCloseTo(0.125 - 0.05 * m + 0.3 * m * m, 15);
    expect(smileVolatility({ fwd: 1, c0: 0.01, c1: 1, c2: 0 }, 0.5)).toBe(MIN_SMILE_VOLATILITY);
    const x = valuationInputForDate(tenors, parseIsoDate('2025-01-01'), parseIsoDate('2025-03-02'));
    expect(x.days_to_expiration).toBe(60);
    // Between tenors the smile is read in total variance at the strike's own log-moneyness.
    const m60 = Math.log(4100 / x.fwd);
    const at = (c0: number) => c0 - 0.05 * m60 + 0.3 * m60 * m60;
    const w = 30 / 61;
    const exact = Math.sqrt(((1 - w) * at(0.12) ** 2 * 30 + w * at(0.125) ** 2 * 91) / 60);
    expect(volatilityFor(tenors, 4100, 60)).toBeCloseTo(exact, 15);
    expect(interpolatedSmileVolatility(interpolateSmile(tenors, 60), x.fwd, 4100)).toBeCloseTo(exact, 15);
    // The quadratic the row carries agrees near the money.
    expect(smileVolatility(x, 4100)).toBeCloseTo(exact, 4);
    expect(() =>
      valuationInputForDate(tenors, parseIsoDate('2025-01-02'), parseIsoDate('2025-01-01')),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => interpolateValuationInput([], 1)).toThrow(
      expect.objectContaining({ code: 'NOT_ENOUGH_DATA' }),
    );
  });
});

describe('the smile between tenors: linear in total variance', () => {
  /** A tenor with only a smile (rates and forward do not enter the variance). */
  const smileTenor = (days: number, c0: number, c1: number, c2: number): ValuationInput => ({
    days_to_expiration: days,
    fwd: 1,
    r: 0,
    rf: 0,
    d0: 1,
    c0,
    c1,
    c2,
  });
  /** σ(t, m)²·t read from the interpolated smile at log-moneyness m (forward 1, strike e^m). */
  const totalVariance = (tenors: readonly ValuationInput[], days: number, m: number) =>
    interpolatedSmileVolatility(interpolateSmile(tenors, days), 1, Math.exp(m)) ** 2 * (days / 365);

  it('keeps total variance rising where volatilities linear in time made it fall (a worked example)', () => {
    // 1 month at 30 %, 1 year at 10 %: total variance 0.0074 then 0.0100, rising. Volatility linear in
    // time gives 12.18 % at 0.9 years, total variance 0.01335, above the year's: a calendar spread
    // (sell the 0.9-year option, buy the 1-year one) would be paid to be held. In total variance:
    // 0.009716 (σ = 10.39 %).
    const tenors = [smileTenor(30, 0.3, 0, 0), smileTenor(365, 0.1, 0, 0)];
    const days = 0.9 * 365;
    const w = (days - 30) / (365 - 30);
    const linearVol = 0.3 + w * (0.1 - 0.3);
    expect(linearVol ** 2 * 0.9).toBeGreaterThan(0.01);
    const expected = (1 - w) * 0.09 * (30 / 365) + w * 0.01;
    expect(totalVariance(tenors, days, 0)).toBeCloseTo(expected, 15);
    expect(totalVariance(tenors, days, 0)).toBeLessThan(0.01);
    expect(interpolateValuationInput(tenors, days).c0).toBeCloseTo(Math.sqrt(expected / 0.9), 15);
  });

  it('property: for tenors whose own total variance rises, it never falls with maturity at any moneyness', () => {
    const grid = [-0.5, -0.3, -0.1, 0, 0.1, 0.3, 0.5];
    const smile = fc.record({
      days: fc.integer({ min: 1, max: 3650 }),
      c0: between(0.01, 1),
      c1: between(-0.5, 0.5),
      c2: between(-0.5, 2),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(smile, { minLength: 2, maxLength: 6, selector: (x) => x.days }),
        fc.array(fc.integer({ min: 0, max: 4000 }), { minLength: 2, maxLength: 12 }),
        (drawn, daysDrawn) => {
          const tenors = drawn
            .map((x) => smileTenor(x.days, x.c0, x.c1, x.c2))
            .sort((a, b) => a.days_to_expiration - b.days_to_expiration);
          const own = (x: ValuationInput, m: number) =>
            smileVolatility(x, Math.exp(m)) ** 2 * x.days_to_expiration;
          fc.pre(grid.every((m) => tenors.every((x, i) => i === 0 || own(x, m) >= own(tenors[i - 1]!, m))));
          const days = [...daysDrawn].sort((a, b) => a - b);
          for (const m of grid) {
            for (let i = 1; i < days.length; i++) {
              const before = totalVariance(tenors, days[i - 1]!, m);
              expect(totalVariance(tenors, days[i]!, m)).toBeGreaterThanOrEqual(before * (1 - 1e-12));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
