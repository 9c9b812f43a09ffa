import { describe, expect, it } from 'vitest';
import { exposureSummary, splitHedge } from './exposure-summary.ts';

describe('splitHedge: a period’s hedge on its own balance and cash flow', () => {
  it('covers the balance first and puts the rest, an excess included, on the cash flow', () => {
    // A seller's period: balance 1000, cash flow 500, hedged 1800 (300 over the exposure).
    expect(splitHedge(1000, 1800)).toEqual({ onBalance: 1000, onCashFlow: 800 });
  });

  it('a hedge smaller than the balance leaves the cash flow unhedged', () => {
    expect(splitHedge(-2000, -800)).toEqual({ onBalance: -800, onCashFlow: 0 });
  });

  it('without a balance the hedge is all on the cash flow', () => {
    expect(splitHedge(0, -200)).toEqual({ onBalance: 0, onCashFlow: -200 });
  });
});

describe('exposureSummary', () => {
  it('adds up the periods’ splits: a hedge in a cash-flow month counts on the cash flow', () => {
    // An importer: December has a balance of −1,000,000 hedged −600,000; June has only a cash flow
    // of −450,000 hedged −400,000. Covering the balance first over the whole table would have put
    // all −1,000,000 on the balance and left the cash flow 0 % hedged.
    const december = splitHedge(-1_000_000, -600_000);
    const june = splitHedge(0, -400_000);
    const summary = exposureSummary({
      balance: -1_000_000,
      cashFlow: -450_000,
      hedgeOnBalance: december.onBalance + june.onBalance,
      hedgeOnCashFlow: december.onCashFlow + june.onCashFlow,
      programBalance: -500_000,
      programCashFlow: -225_000,
    });
    expect(summary).toEqual({
      balance: { exposure: -1_000_000, hedge: -600_000, program: -500_000, hedge_percent: 0.6 },
      cash_flow: { exposure: -450_000, hedge: -400_000, program: -225_000, hedge_percent: 400_000 / 450_000 },
    });
  });

  it('a row without exposure has no percentage', () => {
    const summary = exposureSummary({
      balance: 0,
      cashFlow: -500,
      hedgeOnBalance: 0,
      hedgeOnCashFlow: -200,
      programBalance: 0,
      programCashFlow: -250,
    });
    expect(summary.balance).toEqual({ exposure: 0, hedge: 0, program: 0, hedge_percent: null });
    expect(summary.cash_flow).toEqual({ exposure: -500, hedge: -200, program: -250, hedge_percent: 0.4 });
  });
});
