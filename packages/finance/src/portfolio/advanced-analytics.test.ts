import { describe, expect, it } from 'vitest';
import { bar, hedgeRow, market, SPOT, VALUATION } from '../test/portfolio-book.ts';
import { type AdvancedAnalyticsInput, advancedAnalytics } from './advanced-analytics.ts';
import { hedgesValue, hedgeValuer } from './hedge-valuer.ts';
import { shockMarket } from './shock-market.ts';

const hedges = [
  hedgeRow({ pk: 'fwd', derivative: 'FORWARD', strike: 4050, premium: 0 }),
  hedgeRow({ pk: 'ko', option_type: 'UP AND OUT', barrier: 4600 }),
];
// Sixty days of a close that wobbles ±1 % around the spot.
const history = Array.from({ length: 60 }, (_, i) =>
  bar(
    `2025-${String(11 + Math.floor(i / 30)).padStart(2, '0')}-${String((i % 30) + 1).padStart(2, '0')}`,
    SPOT * (1 + 0.01 * Math.sin(i)),
  ),
);

const input = (overrides: Partial<AdvancedAnalyticsInput> = {}): AdvancedAnalyticsInput => ({
  valuationDate: VALUATION,
  area: 'currency',
  asset: 'USDCOP',
  market: market(),
  hedges,
  exposures: [],
  periods: [],
  history,
  spotShocks: [-0.1, 0, 0.1],
  volShifts: [-0.02, 0, 0.02],
  stressCount: 2,
  stressHorizons: [1, 10],
  backtest: { window: 20, days: 30, confidence: 0.99 },
  ...overrides,
});

describe('advancedAnalytics', () => {
  const result = advancedAnalytics(input());
  const valueOn = hedgeValuer(input());
  /** The book's gross value, what rounding is measured against. */
  const GROSS = valueOn(market()).reduce((total, row) => total + Math.abs(row.mark_2_market ?? 0), 0);

  it("values today's hedges, the matrix's centre", () => {
    expect(result.value).toBe(hedgesValue(valueOn(market())));
    expect(Math.abs(result.matrix.values[1]![1]! - result.value)).toBeLessThan(1e-12 * GROSS);
  });

  it('applies each stress move to the book as a spot shock, two per side and horizon', () => {
    expect(result.stress.map((s) => s.horizon)).toEqual([1, 1, 1, 1, 10, 10, 10, 10]);
    for (const day of result.stress) {
      const repriced = hedgesValue(valueOn(shockMarket(market(), day.move))) - result.value;
      // The same re-pricing, summed in another order: equal to rounding.
      expect(Math.abs(day.pnl - repriced)).toBeLessThan(1e-12 * GROSS);
    }
  });

  it('back-tests the days after the window; a history too short says so instead', () => {
    expect(result.backtest!.days).toHaveLength(30);
    expect(result.backtestProblem).toBeNull();
    const short = advancedAnalytics(input({ history: history.slice(0, 10) }));
    expect(short.backtest).toBeNull();
    expect(short.backtestProblem).toMatch(/no test day/);
  });

  it('lists the live barrier hedge', () => {
    expect(result.barriers.map((b) => b.pk)).toEqual(['ko']);
  });
});
