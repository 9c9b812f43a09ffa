import { describe, expect, it } from 'vitest';
import {
  BUDGET_RATE,
  exposureRow,
  VALUATION_DATE,
  WORKED_EXPOSURES,
  workedMarket,
} from '../test/worked-portfolio.ts';
import { valueExposures } from './value-exposures.ts';

describe('valueExposures', () => {
  it('values the worked book: E1 settled at its realised rate, E2 and E3 at the forward of their dates', () => {
    const [e1, e2, e3] = valueExposures(WORKED_EXPOSURES, workedMarket(), VALUATION_DATE, BUDGET_RATE);
    // E1 paid 1000 USD at 3950 against a 4000 budget: −1000 × (3950 − 4000) = +50 000 COP saved.
    // The history's close that day (3955) is not used: the row says the rate it was paid at.
    expect(e1).toEqual({
      pk: 'E1',
      portfolio_id: 7,
      date: '2026-11-10',
      balance: 0,
      cash_flow: -1000,
      undated: 0,
      fwd: null,
      r: null,
      rf: null,
      time_to_expiration: null,
      status: 'settled',
      settlement_rate: 3950,
      settlement_pnl: 50_000,
    });
    // E2 is 29 days ahead, on the market's 29-day tenor: its forward and rates as they are.
    expect(e2).toMatchObject({ balance: -2000, cash_flow: 0, undated: 0, status: 'open', fwd: 4120 });
    expect(e2).toMatchObject({ r: 0.09, rf: 0.04, time_to_expiration: 29 / 365, settlement_pnl: null });
    expect(e3).toMatchObject({ balance: 0, cash_flow: 500, fwd: 4130, time_to_expiration: 45 / 365 });
  });

  it('reads an unrealised past row from the history: the close of its date, else the last before it', () => {
    const rows = [
      exposureRow('friday', 'cash_flow', 200, '2026-11-06'),
      // A Sunday: the market was shut, so Friday's close (3940).
      exposureRow('sunday', 'cash_flow', 200, '2026-11-08'),
      exposureRow('before history', 'balance', 200, '2026-10-01'),
    ];
    const valued = valueExposures(rows, workedMarket(), VALUATION_DATE, BUDGET_RATE);
    expect(valued.map((row) => [row.status, row.settlement_rate, row.settlement_pnl])).toEqual([
      // 200 USD received at 3940 against a 4000 budget: 200 × (3940 − 4000) = −12 000 COP.
      ['settled', 3940, -12_000],
      ['settled', 3940, -12_000],
      ['settled', null, null],
    ]);
  });

  it('leaves undated rows unpriced, prices the valuation date at spot, and has no PnL without a budget', () => {
    const rows = [
      exposureRow('U', 'undated', 300, null),
      exposureRow('today', 'cash_flow', -50, '2026-11-16'),
    ];
    const [undated, today] = valueExposures(rows, workedMarket(), VALUATION_DATE, null);
    expect(undated).toMatchObject({ undated: 300, balance: 0, cash_flow: 0, status: 'open', fwd: null });
    expect(undated).toMatchObject({ time_to_expiration: null, settlement_rate: null, settlement_pnl: null });
    expect(today).toMatchObject({ status: 'open', fwd: 4100, time_to_expiration: 0 });
    const [e1] = valueExposures(WORKED_EXPOSURES, workedMarket(), VALUATION_DATE, null);
    expect(e1).toMatchObject({ settlement_rate: 3950, settlement_pnl: null });
  });

  it('needs no market tenors when nothing is open', () => {
    const market = { ...workedMarket(), tenors: [] };
    expect(valueExposures([WORKED_EXPOSURES[0]!], market, VALUATION_DATE, BUDGET_RATE)[0]).toMatchObject({
      settlement_pnl: 50_000,
    });
  });
});
