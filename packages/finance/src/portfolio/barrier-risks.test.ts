import { describe, expect, it } from 'vitest';
import { BGK_BETA } from '../pricing/discrete-barrier.ts';
import { touchProbability } from '../pricing/touch-probability.ts';
import { bar, hedgeRow, market, payable, R, RF, SPOT, VALUATION } from '../test/portfolio-book.ts';
import type { IsoDate } from '../time/date.ts';
import { barrierRisks } from './barrier-risks.ts';
import type { PortfolioValuationInput } from './types.ts';
import { valuePortfolio } from './value-portfolio.ts';

const upOut = hedgeRow({ pk: 'ko', option_type: 'UP AND OUT', barrier: 4400, notional: 1_000_000 });
const downIn = hedgeRow({
  pk: 'ki',
  derivative: 'PUT',
  buy_sell: 'SHORT',
  option_type: 'DOWN AND IN',
  strike: 3900,
  barrier: 3600,
  notional: 500_000,
});
const doubleOut = hedgeRow({ pk: 'dko', option_type: 'DOUBLE KNOCK OUT', barrier: 3500, barrier_2: 4500 });
const vanilla = hedgeRow({ pk: 'call' });
// Traded in January and knocked out on a February high: no longer a risk.
const touched = hedgeRow({
  pk: 'gone',
  option_type: 'UP AND OUT',
  barrier: 4100,
  trade_date: '2026-01-05' as IsoDate,
});
const hedges = [upOut, downIn, doubleOut, vanilla, touched];

const input: PortfolioValuationInput = {
  valuationDate: VALUATION,
  area: 'currency',
  asset: 'USDCOP',
  market: market([bar('2026-02-10', 4050, 4120, 4000)]),
  hedges,
  exposures: [payable('e1', '2026-06-15', -4_000_000)],
  program: null,
  budgetRate: null,
  interval: '1M',
  shock: 0.1,
};

describe('barrierRisks', () => {
  const valuation = valuePortfolio(input);
  const risks = barrierRisks('currency', SPOT, hedges, valuation.details, valuation.periods);

  it('lists the live barrier hedges only', () => {
    expect(risks.map((r) => [r.pk, r.knock])).toEqual([
      ['ko', 'out'],
      ['ki', 'in'],
      ['dko', 'out'],
    ]);
  });

  it('measures each barrier from the spot in price units and percent', () => {
    expect(risks[0]!.barriers).toEqual([{ level: 4400, distance: 400, percent: 4400 / SPOT - 1 }]);
    expect(risks[1]!.barriers[0]!.distance).toBe(-400);
    expect(risks[2]!.barriers.map((b) => b.level)).toEqual([3500, 4500]);
  });

  it("touch probability is the closed form on the row's own volatility, time and carry", () => {
    const row = valuation.details[0]!;
    const t = row.days_to_expiration! / 365;
    const v = row.volatility!;
    // Watched daily: the barrier moved up by the continuity correction, e^{βσ√(1/252)}.
    const daily = 4400 * Math.exp(BGK_BETA * v * Math.sqrt(1 / 252));
    expect(risks[0]!.touchProbability).toBeCloseTo(
      touchProbability({ spot: SPOT, lower: null, upper: daily, t, b: R - RF, v }),
      12,
    );
    // Two barriers: more likely than its upper one alone (same strike, so the same inputs).
    expect(risks[2]!.touchProbability).toBeGreaterThan(
      touchProbability({ spot: SPOT, lower: null, upper: 4500, t, b: R - RF, v }),
    );
  });

  it('a barrier watched continuously is touched as it stands, more likely than one watched daily', () => {
    const continuous = { ...upOut, barrier_monitoring: 'CONTINUOUS' };
    const book = [continuous];
    const valued = valuePortfolio({ ...input, hedges: book });
    const [risk] = barrierRisks('currency', SPOT, book, valued.details, valued.periods);
    const row = valued.details[0]!;
    const t = row.days_to_expiration! / 365;
    expect(risk!.touchProbability).toBeCloseTo(
      touchProbability({ spot: SPOT, lower: null, upper: 4400, t, b: R - RF, v: row.volatility! }),
      12,
    );
    expect(risk!.touchProbability).toBeGreaterThan(risks[0]!.touchProbability);
  });

  it('a knock-out touched leaves its period without its hedge; a knock-in never touched does', () => {
    const period = valuation.periods.find((p) => p.date <= '2026-06-15' && '2026-06-15' <= p.end)!;
    const exposure = Math.abs(period.balance + period.cash_flow);
    const hedgeOf = (pk: string) => valuation.details.find((d) => d.pk === pk)!;
    expect(risks[0]!.coverageIfNotTouched).toBeCloseTo(period.hedge_percent!, 12);
    expect(risks[0]!.coverageIfTouched).toBeCloseTo(
      Math.abs(period.hedge - hedgeOf('ko').hedge_value!) / exposure,
      12,
    );
    const ki = hedgeOf('ki');
    const kiShare = ki.is_hedging ? ki.hedge_value! : 0;
    expect(risks[1]!.coverageIfTouched).toBeCloseTo(period.hedge_percent!, 12);
    expect(risks[1]!.coverageIfNotTouched).toBeCloseTo(Math.abs(period.hedge - kiShare) / exposure, 12);
  });
});
