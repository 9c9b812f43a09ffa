import { type PlanGroup, type PlanPeriod, pairUnits } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { requestSide, seedFromPlan, valueDateIn } from './planSeed.ts';

const period = (over: Partial<PlanPeriod> = {}): PlanPeriod => ({
  date: '2027-01-01',
  end: '2027-01-31',
  exposure: -2_000_000,
  program: 1_500_000,
  hedge: 500_000,
  required: 1_000_000.456,
  side: 'BUY',
  suggested_strategy: 'FORWARD',
  forward: 4100,
  coverage_now: 0.25,
  coverage_after: 0.75,
  net_rate_now: 4150,
  net_rate_after: 4120,
  budget_rate: 4200,
  in_window: true,
  open_request: null,
  ...over,
});

const GROUP: PlanGroup = {
  portfolio_id: 10,
  portfolio_name: 'Imports Colombia',
  asset: 'USDCOP',
  area: 'currency',
  ...pairUnits('USDCOP'),
  side: 'buyer',
  has_program: true,
  periods: [period()],
  simulated: true,
};

describe('valueDateIn', () => {
  const TODAY = '2026-12-28';
  it("is the period's last weekday, never before it starts", () => {
    // 31 Jan 2027 is a Sunday: the Friday before.
    expect(valueDateIn({ date: '2027-01-01', end: '2027-01-31' }, TODAY)).toBe('2027-01-29');
    // 30 Apr 2027 is a Friday: itself.
    expect(valueDateIn({ date: '2027-04-01', end: '2027-04-30' }, TODAY)).toBe('2027-04-30');
    for (const month of ['02', '05', '08', '10']) {
      const day = valueDateIn({ date: `2027-${month}-01`, end: `2027-${month}-28` }, TODAY);
      expect(day.startsWith(`2027-${month}`)).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    }
  });

  it('is after today: the current period ending today asks the next weekday', () => {
    // 31 Dec 2026 is a Thursday: the period's last weekday, after the 28th.
    expect(valueDateIn({ date: '2026-12-01', end: '2026-12-31' }, TODAY)).toBe('2026-12-31');
    expect(valueDateIn({ date: '2026-12-01', end: '2026-12-31' }, '2026-12-31')).toBe('2027-01-01');
    // Friday 30 Apr 2027 is today: the Monday after.
    expect(valueDateIn({ date: '2027-04-01', end: '2027-04-30' }, '2027-04-30')).toBe('2027-05-03');
  });
});

describe('seedFromPlan', () => {
  it("asks the period's required amount, to the cent, on the side that covers it, from the plan", () => {
    const seed = seedFromPlan(GROUP, period(), 'WEEK', 1, '2026-12-28');
    expect(seed).toMatchObject({
      portfolio_id: 10,
      asset: 'USDCOP',
      side: 'buyer',
      settlements: [{ date: '2027-01-29', amount: 1_000_000.46 }],
      strategy: { pk_idstrategy: 1, strikes: [null] },
      window: 'WEEK',
      origin: 'plan',
    });
  });

  it('sells to cover a SELL period, and leaves the strategy to the treasurer when the catalogue lacks it', () => {
    expect(requestSide(period({ side: 'SELL' }), GROUP)).toBe('seller');
    expect(requestSide(period({ side: 'NONE' }), { ...GROUP, side: 'seller' })).toBe('seller');
    expect(seedFromPlan(GROUP, period(), 'MONTH', undefined, '2026-12-28').strategy).toBeUndefined();
  });
});
