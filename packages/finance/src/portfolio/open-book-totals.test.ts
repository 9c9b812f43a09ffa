import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../time/date.ts';
import { openBookTotals, type TotalledPeriod } from './open-book-totals.ts';

/** An importer's month: a payable of `exposure` (negative), hedged and programmed the same way. */
function month(date: string, end: string, over: Partial<TotalledPeriod> = {}): TotalledPeriod {
  return {
    date: date as IsoDate,
    end: end as IsoDate,
    balance: 0,
    cash_flow: -1000,
    hedge: -400,
    program: -600,
    required_hedge: 200,
    hedge_label: 'REQUIRED HEDGE',
    m2m: 50,
    net_rate: 4100,
    difference: 50_000,
    ...over,
  };
}

const AT = { valuationDate: '2026-03-10' as IsoDate, windowEnd: '2026-04-10' as IsoDate };

describe('openBookTotals: the period table from the valuation date on, summed', () => {
  const periods = [
    // Past: ended before the valuation date, left out of every total.
    month('2026-02-01', '2026-02-28', { m2m: 9999, hedge: -9999, cash_flow: -9999 }),
    month('2026-03-01', '2026-03-31'),
    month('2026-04-01', '2026-04-30', { cash_flow: -3000, net_rate: 4200, difference: -30_000 }),
    // Over-hedged: an excess requires nothing, and it starts after the window.
    month('2026-05-01', '2026-05-31', { hedge: -1200, hedge_label: 'EXCESS HEDGE', required_hedge: 200 }),
  ];

  it('sums exposure, hedge, program and m2m of the open periods only', () => {
    const totals = openBookTotals(periods, AT);
    expect(totals.exposure).toBe(-5000);
    expect(totals.hedge).toBe(-2000);
    expect(totals.program).toBe(-1800);
    expect(totals.m2m).toBe(150);
    expect(totals.coverage).toBeCloseTo(0.4, 12);
    expect(totals.programShare).toBeCloseTo(0.36, 12);
  });

  it('requires the gaps of the periods starting by the window’s end, the current one included', () => {
    expect(openBookTotals(periods, AT).requiredInWindow).toBe(400);
    expect(openBookTotals(periods, { ...AT, windowEnd: '2026-03-31' as IsoDate }).requiredInWindow).toBe(200);
  });

  it('weights the net rate by |exposure| and adds the budget differences', () => {
    const totals = openBookTotals(periods, AT);
    // (4100·1000 + 4200·3000 + 4100·1000) / 5000
    expect(totals.netRate).toBeCloseTo(4160, 9);
    expect(totals.budgetDifference).toBe(70_000);
  });

  it('answers null shares and rates for a book with nothing open, never NaN', () => {
    const totals = openBookTotals([month('2026-02-01', '2026-02-28')], AT);
    expect(totals).toEqual({
      exposure: 0,
      hedge: 0,
      program: 0,
      coverage: null,
      programShare: null,
      requiredInWindow: 0,
      m2m: 0,
      netRate: null,
      budgetDifference: null,
    });
  });

  it('leaves the budget difference null when no open period has a budget', () => {
    const unbudgeted = periods.map((period) => ({ ...period, difference: null }));
    expect(openBookTotals(unbudgeted, AT).budgetDifference).toBeNull();
  });
});
