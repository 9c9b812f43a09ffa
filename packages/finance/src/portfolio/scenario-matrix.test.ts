import { describe, expect, it } from 'vitest';
import { interpolateValuationInput, smileVolatility } from '../market/valuation-input.ts';
import { hedgeRow, market, payable, VALUATION } from '../test/portfolio-book.ts';
import { hedgesValue } from './hedge-valuer.ts';
import { scenarioMatrix } from './scenario-matrix.ts';
import { shiftVolatility } from './shock-market.ts';
import type { PortfolioHedgeRow, PortfolioValuationInput } from './types.ts';
import { valuePortfolio } from './value-portfolio.ts';

const SPOT_SHOCKS = [-0.2, -0.1, 0, 0.1, 0.2];
const VOL_SHIFTS = [-0.05, 0, 0.05];

const forward = hedgeRow({ pk: 'fwd', derivative: 'FORWARD', strike: 4050, premium: 0 });
const call = hedgeRow({ pk: 'call' });
const book = (hedges: PortfolioHedgeRow[]): PortfolioValuationInput => ({
  valuationDate: VALUATION,
  area: 'currency',
  asset: 'USDCOP',
  market: market(),
  hedges,
  exposures: [payable('e1', '2026-06-15', -3_000_000)],
  program: null,
  budgetRate: null,
  interval: '1M',
  shock: 0.1,
});
const matrixOf = (hedges: PortfolioHedgeRow[]) =>
  scenarioMatrix(book(hedges), market(), SPOT_SHOCKS, VOL_SHIFTS);

describe('scenarioMatrix', () => {
  it('its centre cell is the base valuation', () => {
    const input = book([forward, call]);
    const matrix = matrixOf(input.hedges as PortfolioHedgeRow[]);
    expect(matrix.values[1]![2]).toBe(hedgesValue(valuePortfolio(input).details));
  });

  it('a forward does not move with volatility; a long call gains with it at every spot', () => {
    const forwards = matrixOf([forward]).values;
    expect(forwards[0]).toEqual(forwards[1]);
    expect(forwards[2]).toEqual(forwards[1]);
    const calls = matrixOf([call]).values;
    for (let j = 0; j < SPOT_SHOCKS.length; j++) {
      expect(calls[0]![j]!).toBeLessThan(calls[1]![j]!);
      expect(calls[1]![j]!).toBeLessThan(calls[2]![j]!);
    }
  });

  it("its unshifted row at ±10 % is the period table's up and down m2m", () => {
    const input = book([forward, call]);
    const [period] = valuePortfolio(input).periods.filter((p) => p.m2m !== 0);
    const values = matrixOf(input.hedges as PortfolioHedgeRow[]).values[1]!;
    expect(values[3]).toBeCloseTo(period!.up.m2m, 6);
    expect(values[1]).toBeCloseTo(period!.down.m2m, 6);
  });
});

describe('shiftVolatility', () => {
  it('moves the smile by the same points at every strike and date', () => {
    const shifted = shiftVolatility(market(), 0.03);
    for (const days of [10, 91, 400]) {
      const before = interpolateValuationInput(market().tenors, days, market().spot);
      const after = interpolateValuationInput(shifted.tenors, days, shifted.spot);
      expect(after.fwd).toBe(before.fwd);
      for (const strike of [3500, 4000, 4600]) {
        expect(smileVolatility(after, strike) - smileVolatility(before, strike)).toBeCloseTo(0.03, 12);
      }
    }
  });
});
