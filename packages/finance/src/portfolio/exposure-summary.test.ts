import { describe, expect, it } from 'vitest';
import { exposureSummary } from './exposure-summary.ts';

describe('exposureSummary', () => {
  it('covers the balance first and puts the rest, an excess included, on the cash flow', () => {
    // A seller: balance 1000, cash flow 500, hedged 1800 (300 over the exposure).
    const summary = exposureSummary({
      balance: 1000,
      cashFlow: 500,
      hedge: 1800,
      programBalance: 500,
      programCashFlow: 250,
    });
    expect(summary).toEqual({
      balance: { exposure: 1000, hedge: 1000, program: 500, hedge_percent: 1 },
      cash_flow: { exposure: 500, hedge: 800, program: 250, hedge_percent: 1.6 },
    });
  });

  it('a hedge smaller than the balance leaves the cash flow unhedged', () => {
    const summary = exposureSummary({
      balance: -2000,
      cashFlow: -500,
      hedge: -800,
      programBalance: 0,
      programCashFlow: 0,
    });
    expect(summary.balance).toEqual({ exposure: -2000, hedge: -800, program: 0, hedge_percent: 0.4 });
    expect(summary.cash_flow).toEqual({ exposure: -500, hedge: 0, program: 0, hedge_percent: 0 });
  });

  it('without a balance the hedge is all on the cash flow; a row without exposure has no percentage', () => {
    const summary = exposureSummary({
      balance: 0,
      cashFlow: -500,
      hedge: -200,
      programBalance: 0,
      programCashFlow: -250,
    });
    expect(summary.balance).toEqual({ exposure: 0, hedge: 0, program: 0, hedge_percent: null });
    expect(summary.cash_flow).toEqual({ exposure: -500, hedge: -200, program: -250, hedge_percent: 0.4 });
  });
});
