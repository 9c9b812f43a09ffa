import { describe, expect, it } from 'vitest';
import { payoffCurve, payoffRange } from './payoffCurve.ts';

const CALL = {
  kind: 'vanilla',
  underlying: 'fx',
  optionType: 'call',
  spot: 100,
  strike: 110,
  expiryYears: 1,
  rDomestic: 0.05,
  rForeign: 0.02,
  vol: 0.2,
};

describe('payoffRange', () => {
  it('spans ±25 % of the price and every level with a margin', () => {
    expect(payoffRange(100, [])).toEqual([75, 125]);
    const [lo, hi] = payoffRange(100, [60, 140]);
    expect(lo).toBeCloseTo(55.2, 10);
    expect(hi).toBeCloseTo(151.2, 10);
  });
});

describe('payoffCurve', () => {
  it('draws a call: intrinsic at expiry, above it today', () => {
    const curve = payoffCurve(CALL, 11);
    expect(curve.spots).toHaveLength(11);
    curve.spots.forEach((s, i) => {
      expect(curve.atExpiry[i]).toBeCloseTo(Math.max(s - 110, 0), 12);
      expect(curve.today[i]).toBeGreaterThan(0);
    });
  });

  it('draws a down-and-out call as worthless below the barrier at expiry', () => {
    const curve = payoffCurve(
      { ...CALL, kind: 'barrier', barrierType: 'downOut', barrier: 90, rebate: 0 },
      21,
    );
    const below = curve.spots.findIndex((s) => s > 85);
    expect(curve.atExpiry[0]).toBe(0);
    expect(curve.today[below]).toBe(0);
  });

  it('draws a strategy from its legs and a Monte Carlo Asian from its approximation', () => {
    const collar = {
      ...CALL,
      kind: 'strategy',
      legs: [
        { kind: 'vanilla', optionType: 'call', strike: 105, quantity: 1 },
        { kind: 'vanilla', optionType: 'put', strike: 95, quantity: -1 },
      ],
    };
    const curve = payoffCurve(collar, 5);
    expect(curve.atExpiry[0]).toBeCloseTo(curve.spots[0]! - 95, 10);
    const asian = payoffCurve({ ...CALL, kind: 'asian', fixings: 12, method: 'montecarlo', paths: 10 }, 3);
    expect(asian.today.every((v) => v !== null)).toBe(true);
  });

  it('draws a dated case the same as its year fraction, at expiry on its expiry date', () => {
    const { expiryYears: _, ...terms } = CALL;
    const dated = payoffCurve({ ...terms, valuationDate: '2026-01-01', expiryDate: '2027-01-01' }, 7);
    expect(dated).toEqual(payoffCurve(CALL, 7));
  });
});
