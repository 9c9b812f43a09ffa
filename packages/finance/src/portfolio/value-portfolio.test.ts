import { describe, expect, it } from 'vitest';
import { hedgeRow, market, payable, VALUATION } from '../test/portfolio-book.ts';
import { hedgeRowContext } from './hedge-row-context.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import { shockMarket } from './shock-market.ts';
import type { PortfolioValuationInput } from './types.ts';
import { valueHedgeRow } from './value-hedge-row.ts';
import { PROGRESS_EVERY, valuePortfolio } from './value-portfolio.ts';

const hedges = [
  hedgeRow({ pk: 'fwd', derivative: 'FORWARD', option_type: 'EUROPEAN', strike: 4050, premium: 0 }),
  // A collar: the bought call and the sold put share a strategy code.
  hedgeRow({ pk: 'call', strategy_code: 'C1' }),
  hedgeRow({
    pk: 'put',
    buy_sell: 'SHORT',
    derivative: 'PUT',
    strike: 3800,
    premium: 10_000_000,
    strategy_code: 'C1',
  }),
];

const input = (overrides: Partial<PortfolioValuationInput> = {}): PortfolioValuationInput => ({
  valuationDate: VALUATION,
  area: 'currency',
  asset: 'USDCOP',
  market: market(),
  hedges,
  // A company paying USD in June: a buyer.
  exposures: [payable('e1', '2026-06-15', -3_000_000), payable('old', '2026-01-15', 9_000_000)],
  program: {
    objective: 'CASH FLOW',
    parameters: 'CONSTANT',
    flow: { values: { percentage: 50, months: 12 } },
  },
  budgetRate: 4100,
  interval: '1M',
  shock: 0.1,
  ...overrides,
});

describe('valuePortfolio', () => {
  it('values every row as valueHedgeRow does, for a buyer read from the exposure still open', () => {
    const valued = valuePortfolio(input());
    // The settled January receipt (9 m) would make the company a seller; the open June payment decides.
    const context = hedgeRowContext('currency', 'USDCOP', 'buyer', hedges);
    const prepared = prepareAssetMarket(market());
    expect(valued.details).toEqual(hedges.map((row) => valueHedgeRow(row, prepared, VALUATION, context)));
    expect(valued.details.map((row) => row.derivative_purpose)).toEqual([
      'hedge',
      'hedge_and_reduce_cost',
      'reduce_cost',
    ]);
    expect(valued.side).toBe('BUY');
  });

  it("builds each scenario from the rows valued on the shocked market, June's period holding them", () => {
    const valued = valuePortfolio(input());
    const june = valued.periods.find((period) => period.date <= '2026-06-15' && period.end >= '2026-06-15');
    const context = hedgeRowContext('currency', 'USDCOP', 'buyer', hedges);
    const m2mOn = (shock: number) =>
      hedges
        .map((row) =>
          valueHedgeRow(row, prepareAssetMarket(shockMarket(market(), shock)), VALUATION, context),
        )
        .reduce((sum, row) => sum + (row.mark_2_market ?? 0), 0);
    expect(june?.m2m).toBeCloseTo(m2mOn(0), 4);
    expect(june?.up.m2m).toBeCloseTo(m2mOn(0.1), 4);
    expect(june?.down.m2m).toBeCloseTo(m2mOn(-0.1), 4);
    // The call gains when the dollar rises, the sold put loses when it falls.
    expect(june!.up.m2m).toBeGreaterThan(june!.m2m);
    expect(june!.down.m2m).toBeLessThan(june!.m2m);
    expect(june?.cash_flow).toBe(-3_000_000);
  });

  it('gives the same figures for the same inputs, and refuses a shock outside (0, 0.9]', () => {
    expect(valuePortfolio(input())).toEqual(valuePortfolio(input()));
    expect(() => valuePortfolio(input({ shock: 0 }))).toThrow(/shock/);
    expect(() => valuePortfolio(input({ shock: 1.2 }))).toThrow(/shock/);
  });
});

describe('valuePortfolio progress', () => {
  it('counts each hedge once per market, rising to the total, and leaves the figures alone', () => {
    const many = Array.from({ length: 700 }, (_, i) => ({ ...hedges[i % hedges.length]!, pk: `h${i}` }));
    const reports: [number, number][] = [];
    const valued = valuePortfolio(input({ hedges: many }), (done, total) => reports.push([done, total]));
    expect(reports).toEqual([
      [PROGRESS_EVERY, 2_100],
      [2 * PROGRESS_EVERY, 2_100],
      [2_100, 2_100],
    ]);
    expect(valued).toEqual(valuePortfolio(input({ hedges: many })));
  });
});

describe('valuePortfolio without a market', () => {
  it('keeps the exposure and the program, and leaves every figure needing a price empty', () => {
    const valued = valuePortfolio(input({ market: { spot: 0, tenors: [], history: [] } }));
    expect(valued.details.every((row) => row.status === 'unpriced' && row.problem !== null)).toBe(true);
    const june = valued.periods.find((period) => period.date <= '2026-06-15' && period.end >= '2026-06-15');
    expect(june).toMatchObject({
      cash_flow: -3_000_000,
      program: -1_500_000,
      fwd: null,
      net_rate: null,
      m2m: 0,
    });
    expect(valued.side).toBe('BUY');
  });
});

describe('valuePortfolio: a knock-out forward in the scenarios', () => {
  it('holds the strike where the barrier stands and leaves the forward where the shock knocks it out', () => {
    // A buyer's knock-out forward: a bought call and a sold put at 4,000 that both die above 4,300.
    const leg = (pk: string, derivative: 'CALL' | 'PUT') =>
      hedgeRow({
        pk,
        derivative,
        buy_sell: derivative === 'CALL' ? 'LONG' : 'SHORT',
        option_type: 'UP AND OUT',
        barrier: 4_300,
        premium: 0,
        strategy_code: 'KOF',
      });
    const valued = valuePortfolio(
      input({
        hedges: [leg('call', 'CALL'), leg('put', 'PUT')],
        exposures: [payable('e1', '2026-06-15', -1_000_000)],
      }),
    );
    const june = valued.periods.find((period) => period.date <= '2026-06-15' && period.end >= '2026-06-15')!;
    expect(june.hedge).toBe(-1_000_000);
    expect(june.net_rate).toBeCloseTo(4_000, 9);
    // Spot +10 % is 4,400, beyond the barrier: knocked out, the payment meets the forward.
    expect(june.up.hedge).toBe(0);
    expect(june.up.net_rate).toBeCloseTo(june.up.fwd!, 9);
    // Spot −10 % leaves the barrier standing: the strike holds.
    expect(june.down.net_rate).toBeCloseTo(4_000, 9);
  });
});
