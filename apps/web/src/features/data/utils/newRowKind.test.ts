import { describe, expect, it } from 'vitest';
import { addRow, applyChanges, loadedState } from '../../../components/grid/gridState.ts';
import type { GridColumn, GridState, RowValues } from '../../../components/grid/gridTypes.ts';
import { kindOf, mostCommonKind, newRowStart, usedKind } from './newRowKind.ts';

const exposure = (pk: string, type: string | null, currency = 'USD'): RowValues => ({
  pk,
  fk_idcurrency: 'USDCOP',
  fk_idexposureoption: type,
  notional: 400_000,
  fk_idcountry_currency: currency,
});
const sheet = (...rows: RowValues[]) => loadedState(rows, (values) => String(values.pk));
const typeColumn: GridColumn = {
  key: 'fk_idexposureoption',
  header: 'Exposure type',
  type: 'enum',
  options: [{ value: 'FOREIGN ASSET', label: 'Foreign asset' }],
};
const notionalColumn: GridColumn = { key: 'notional', header: 'Notional', type: 'number' };
const typed = (state: GridState, column: GridColumn, raw: unknown) =>
  applyChanges(state, [{ row: 0, column: 0, raw }], [column], 'en', () => ({}));

describe('the kind a new row starts as', () => {
  const book = sheet(
    exposure('DCA1', 'FORECAST/CASH FLOW PAYMENT'),
    exposure('DCA2', 'ACCOUNTS PAYABLE'),
    exposure('DCA3', 'ACCOUNTS PAYABLE'),
    exposure('DCA4', null),
    exposure('DCA5', 'NOT A TYPE'),
    exposure('DCA6', 'NOT A TYPE'),
    exposure('DCA7', 'NOT A TYPE'),
  );

  it("is the sheet's most common kind among the rows whose kind reads, the first met on a tie", () => {
    expect(mostCommonKind('currency_exposure', book.rows)).toEqual({
      fk_idexposureoption: 'ACCOUNTS PAYABLE',
    });
    const tie = sheet(exposure('DCA1', 'UNDATED RECEIPT'), exposure('DCA2', 'FOREIGN ASSET'));
    expect(mostCommonKind('currency_exposure', tie.rows)).toEqual({ fk_idexposureoption: 'UNDATED RECEIPT' });
    expect(mostCommonKind('currency_exposure', [])).toBeUndefined();
  });

  it('is the kind last picked in the grid or pasted; an edit of another field uses none', () => {
    const picked = typed(book, typeColumn, 'Foreign asset');
    expect(usedKind('currency_exposure', book, picked)).toEqual({ fk_idexposureoption: 'FOREIGN ASSET' });

    const otherField = typed(book, notionalColumn, 500);
    expect(usedKind('currency_exposure', book, otherField)).toBeUndefined();

    const pasted = addRow(book, exposure('', 'UNDATED PAYMENT'));
    expect(usedKind('currency_exposure', book, pasted)).toEqual({ fk_idexposureoption: 'UNDATED PAYMENT' });
    const halfTyped = addRow(book, exposure('', 'UNDATED'));
    expect(usedKind('currency_exposure', book, halfTyped)).toBeUndefined();
  });

  it("takes a hedge's side, derivative, option type, settlement and strategy together, empty ones too", () => {
    const put = {
      buy_sell: 'LONG',
      derivative: 'PUT',
      fk_idoptiontype: '1',
      settlement_type: null,
      fk_idcurrencystrategy_derivative: 'LONG PUT',
    };
    expect(kindOf('currency_hedge', { ...put, strike: 4000 })).toEqual(put);
    expect(kindOf('currency_hedge', { ...put, fk_idoptiontype: '12' })).toBeUndefined();
  });

  it('starts from the last kind used, else the most common, with the currency every row shares', () => {
    expect(newRowStart('currency_exposure', book, undefined)).toEqual({
      fk_idexposureoption: 'ACCOUNTS PAYABLE',
      fk_idcountry_currency: 'USD',
    });
    expect(newRowStart('currency_exposure', book, { fk_idexposureoption: 'FOREIGN ASSET' })).toMatchObject({
      fk_idexposureoption: 'FOREIGN ASSET',
    });
    const mixed = addRow(book, exposure('', 'ACCOUNTS PAYABLE', 'COP'));
    expect(newRowStart('currency_exposure', mixed, undefined)).toEqual({
      fk_idexposureoption: 'ACCOUNTS PAYABLE',
    });
    // Never an amount or a date from another row.
    expect(Object.keys(newRowStart('currency_exposure', book, undefined))).not.toContain('notional');
  });
});
