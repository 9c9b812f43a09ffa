import { describe, expect, it } from 'vitest';
import { interpolateValuationInput } from '../market/valuation-input.ts';
import { hedgeRow, market, SPOT, VALUATION } from '../test/portfolio-book.ts';
import { refusalOf } from '../test/refusal-of.ts';
import { hedgeRowContext } from './hedge-row-context.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import { shockMarket } from './shock-market.ts';
import { valueHedgeRow } from './value-hedge-row.ts';

/** Interpolated forwards of the shocked market against the base one (relative). */
const PROPORTIONAL = 1e-12;

describe('shockMarket', () => {
  const base = market();

  it('moves the spot and the forward of every date by the same factor; rates and smile stay', () => {
    for (const shock of [0.1, -0.1, 0.35]) {
      const shocked = shockMarket(base, shock);
      expect(shocked.spot).toBeCloseTo(SPOT * (1 + shock), 9);
      for (const days of [0, 10, 30, 45, 200, 365, 700]) {
        const before = interpolateValuationInput(base.tenors, days, base.spot);
        const after = interpolateValuationInput(shocked.tenors, days, shocked.spot);
        expect(Math.abs(after.fwd / before.fwd / (1 + shock) - 1)).toBeLessThan(PROPORTIONAL);
        expect([after.r, after.rf, after.d0, after.c0, after.c1, after.c2]).toEqual([
          before.r,
          before.rf,
          before.d0,
          before.c0,
          before.c1,
          before.c2,
        ]);
      }
      expect(shocked.history).toBe(base.history);
    }
  });

  it('re-prices options, and a shocked spot beyond a barrier counts as touched', () => {
    const context = hedgeRowContext('currency', 'USDCOP', 'buyer', []);
    const valueOn = (m: typeof base, row = hedgeRow()) =>
      valueHedgeRow(row, prepareAssetMarket(m), VALUATION, context);
    expect(valueOn(shockMarket(base, 0.1)).mark_2_market!).toBeGreaterThan(valueOn(base).mark_2_market!);
    expect(valueOn(shockMarket(base, -0.1)).mark_2_market!).toBeLessThan(valueOn(base).mark_2_market!);
    const upOut = hedgeRow({ option_type: 'UP AND OUT', barrier: 4300 });
    expect(valueOn(base, upOut).status).toBe('open');
    const up = valueOn(shockMarket(base, 0.1), upOut);
    expect([up.status, up.mark_2_market, up.event_date]).toEqual(['knocked_out', 0, VALUATION]);
  });

  it('refuses a shock of −100 % or worse', () => {
    expect(refusalOf(() => shockMarket(base, -1)).code).toBe('INVALID_ARGUMENT');
    expect(refusalOf(() => shockMarket(base, Number.NaN)).code).toBe('INVALID_ARGUMENT');
  });
});
