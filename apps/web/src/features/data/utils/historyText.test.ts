import { describe, expect, it } from 'vitest';
import { displayText } from '../../../components/grid/cellText.ts';
import { bookColumnsIn } from '../../../test/bookFixtures.ts';
import { historyColumns, historyValueText } from './historyText.ts';

const before = {
  fk_idportafolio: 10,
  fk_idcurrency: 'USDCOP',
  fk_idexposureoption: 'ACCOUNTS PAYABLE',
  notional: 425000,
  fk_idcountry_currency: 'USD',
  planned_expiration_date: '2027-03-31',
  rate_at_issue_date: 4100.5,
};
const after = {
  ...before,
  fk_idexposureoption: 'FORECAST/CASH FLOW PAYMENT',
  notional: 111000,
  planned_expiration_date: '2027-04-30',
};

const columnsOf = (lang: 'en' | 'es', kind: 'currency_exposure' | 'currency_hedge' = 'currency_exposure') =>
  bookColumnsIn(kind, lang);
/** A column's header and a date as the grid shows them. */
const header = (lang: 'en' | 'es', key: string) => columnsOf(lang).find((c) => c.key === key)?.header;
const gridDate = (lang: 'en' | 'es', date: string) => {
  const column = columnsOf(lang).find((c) => c.key === 'planned_expiration_date');
  return column ? displayText(column, date, lang) : undefined;
};

function changes(lang: 'en' | 'es', kind: 'currency_exposure' | 'currency_hedge' = 'currency_exposure') {
  const columns = columnsOf(lang, kind);
  return (older: Record<string, unknown>, newer: Record<string, unknown>) =>
    historyColumns(columns, older, newer).map((column) => [
      column.header,
      historyValueText(kind, column, older, lang),
      historyValueText(kind, column, newer, lang),
    ]);
}

describe('the history of a row, written as the grid writes it', () => {
  it('names the changed fields by their headers, in the grid order, with amounts in their currency', () => {
    expect(changes('en')(before, after)).toEqual([
      [header('en', 'fk_idexposureoption'), 'Accounts payable', 'Forecast/cash flow payment'],
      ['Notional', 'USD 425,000.00', 'USD 111,000.00'],
      [header('en', 'planned_expiration_date'), gridDate('en', '2027-03-31'), gridDate('en', '2027-04-30')],
    ]);
    expect(gridDate('en', '2027-03-31')).not.toBe('2027-03-31');
  });

  it('writes numbers, dates and labels in Spanish', () => {
    const [type, notional, date] = changes('es')(before, after);
    expect(type?.[1]).toBe('Cuentas por pagar');
    expect(notional?.slice(1)).toEqual(['USD 425.000,00', 'USD 111.000,00']);
    expect(date?.[1]).toBe(gridDate('es', '2027-03-31'));
    expect(date?.[1]).toContain('31');
    expect(date?.[1]).not.toBe('2027-03-31');
  });

  it('leaves out bookkeeping that is not a field, and shows ids as their names', () => {
    const rows = changes('en')(
      { ...before, version: 1, id: 7, fk_idportafolio: 11 },
      { ...before, version: 2, id: 7, fk_idportafolio: 10 },
    );
    expect(rows).toEqual([['Portfolio', '11', 'Imports Colombia']]);
  });

  it('gives a rate its quotation and an empty value nothing', () => {
    const rows = changes('en')(before, { ...before, rate_at_issue_date: null });
    expect(rows).toEqual([['Rate at issue date', '4,100.5000 COP/USD', '']]);
  });

  it("counts a hedge's premium in its premium currency and reads options by their labels", () => {
    const hedge = {
      fk_idcurrency: 'USDCOP',
      fk_idcountry_premium_currency: 'COP',
      premium: -1800,
      new_event: false,
    };
    const rows = changes('en', 'currency_hedge')(hedge, { ...hedge, premium: '-2200.5', new_event: true });
    expect(rows).toEqual([
      ['Premium', 'COP -1,800.00', 'COP -2,200.50'],
      [expect.any(String), 'No', 'Yes'],
    ]);
  });

  it("names a hedge's strategy in the user's words, and a value outside the catalogue as it is", () => {
    const hedge = { fk_idcurrencystrategy_derivative: 'LONG FORWARD' };
    const collar = { fk_idcurrencystrategy_derivative: 'SHORT COLLAR' };
    const straddle = { fk_idcurrencystrategy_derivative: 'LONG STRADDLE' };
    expect(changes('en', 'currency_hedge')(hedge, collar)).toEqual([
      ['Strategy', 'Long forward', 'Short collar'],
    ]);
    expect(changes('es', 'currency_hedge')(collar, straddle)).toEqual([
      [expect.any(String), 'Venta de collar', 'LONG STRADDLE'],
    ]);
  });
});
