import { describe, expect, it } from 'vitest';
import { interpolateValuationInput, prepareValuationTenors } from '../market/valuation-input.ts';
import { bar, hedgeRow, market, payable, SPOT, VALUATION } from '../test/portfolio-book.ts';
import { daysBetween, type IsoDate } from '../time/date.ts';
import { type AdvancedAnalyticsInput, advancedAnalytics } from './advanced-analytics.ts';
import { hedgesValue, hedgeValuer } from './hedge-valuer.ts';
import { portfolioRisk } from './portfolio-risk.ts';
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
  exposures: [payable('pay', '2026-06-30', -1_500_000)],
  interval: '1M',
  periods: [],
  history,
  spotShocks: [-0.1, 0, 0.1],
  volShifts: [-0.02, 0, 0.02],
  stressCount: 2,
  stressHorizons: [1, 10],
  backtest: { days: 30, confidence: 0.99 },
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

  it("back-tests the Risk tab's one-day VaR: the same book, volatility and confidence", () => {
    const risk = portfolioRisk({
      ...input(),
      confidence: 0.99,
      horizonDays: 1,
      methods: ['delta-normal'],
      closes: [],
    });
    const backtest = result.backtest!;
    expect(backtest.volatility).toBe(risk.volatility);
    expect(backtest.valueAtRisk).toBe(risk.methods[0]!.valueAtRisk);
    for (const day of backtest.days) expect(day.valueAtRisk).toBe(backtest.valueAtRisk);
    expect(backtest.days.map((day) => day.date)).toEqual(history.slice(-30).map((day) => day.date));
    expect(result.backtestProblem).toBeNull();
  });

  it("re-prices the hedges and moves the open exposure's present value on each tested day", () => {
    const withoutExposure = advancedAnalytics(input({ exposures: [] })).backtest!;
    const tenors = prepareValuationTenors(market().tenors, SPOT);
    const at = interpolateValuationInput(tenors, daysBetween(VALUATION, '2026-06-30' as IsoDate), SPOT);
    result.backtest!.days.forEach((day, i) => {
      const move = history[history.length - 30 + i]!.close / history[history.length - 31 + i]!.close - 1;
      const repriced = hedgesValue(valueOn(shockMarket(market(), move))) - result.value;
      expect(Math.abs(withoutExposure.days[i]!.pnl - repriced)).toBeLessThan(1e-12 * GROSS);
      const exposurePnl = -1_500_000 * at.d0 * at.fwd * move;
      expect(day.pnl - withoutExposure.days[i]!.pnl).toBeCloseTo(exposurePnl, 6);
    });
  });

  it('says why there is no back-test when the history holds no daily move', () => {
    const short = advancedAnalytics(input({ history: history.slice(0, 1) }));
    expect(short.backtest).toBeNull();
    expect(short.backtestProblem).toMatch(/no daily move/);
  });

  it('lists the live barrier hedge', () => {
    expect(result.barriers.map((b) => b.pk)).toEqual(['ko']);
  });
});
