import { describe, expect, it } from 'vitest';
import { rowProblems } from './book-rules.ts';
import { newRowDefaults } from './new-book-row.ts';

describe('newRowDefaults', () => {
  it("dates exposures 3 months and hedges 6 months after today, with the spec's samples", () => {
    const e = newRowDefaults('currency_exposure', '2026-01-31');
    expect(e).toMatchObject({
      pk: 'pending',
      edited: false,
      fk_idcurrency: 'EURUSD',
      notional: 1_000_000,
      planned_expiration_date: '2026-04-30',
      fk_idexposureoption: 'ACCOUNTS PAYABLE',
    });
    const h = newRowDefaults('currency_hedge', '2026-01-31', { portfolio: 3, pair: 'USDCOP' });
    expect(h).toMatchObject({
      fk_idportafolio: 3,
      fk_idcurrency: 'USDCOP',
      fk_idcountry_currency: 'USD',
      notional: 100_000,
      trade_date: '2026-01-31',
      fixing_date: '2026-07-31',
      value_date: '2026-07-31',
    });
    // The strike is the rate the treasurer dealt: no default.
    expect(rowProblems('currency_hedge', h)).toEqual([{ field: 'strike', code: 'REQUIRED' }]);
    const c = newRowDefaults('commodity_exposure', '2026-01-31', {
      portfolio: 2,
      commodity: { id: 1, quotation: 'USD/bbl', unit: 'bbl', currency: 'USD' },
    });
    expect(c).toMatchObject({
      quantity: 1000,
      commodity_unit: 'bbl',
      date: '2026-04-30',
      contract_month_year: '2026-04',
    });
    expect(rowProblems('commodity_exposure', c)).toEqual([]);
  });
});
