import { BOOK_KIND_NAMES, BOOK_KINDS } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { bookColumns, gridFieldOrder, SETTLEMENT_STATE, strategyChoices } from './bookColumns.ts';

const choices = {
  portfolios: [{ value: '10', label: 'Imports Colombia' }],
  pairs: ['USDCOP'],
  currencies: ['USD', 'COP'],
  commodities: [{ value: '3', label: 'BRENT' }],
  endProducts: [],
  lookups: { provider: ['Acme'] },
  strategies: ['LONG FORWARD', 'SHORT FORWARD'],
};

describe('bookColumns', () => {
  it('has the code and every field of each kind, each with a header and a hint in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      const t = i18n.getFixedT(lang);
      for (const kind of BOOK_KIND_NAMES) {
        const columns = bookColumns(kind, choices, t, lang);
        expect(columns.map((c) => c.key).sort()).toEqual(
          ['pk', SETTLEMENT_STATE, ...Object.keys(BOOK_KINDS[kind].fields)].sort(),
        );
        for (const column of columns) {
          // Every column has a header of its own, not its field's name.
          expect(column.header).not.toBe(column.key);
          if (column.key !== 'pk') expect(column.hint).toBeTruthy();
        }
      }
    }
  });

  it('offers enumerations and reference data as drop-downs with translated labels', () => {
    const columns = bookColumns('currency_hedge', choices, i18n.getFixedT('es'), 'es');
    const options = (key: string) => columns.find((c) => c.key === key)?.options;
    expect(options('buy_sell')).toContainEqual({ value: 'LONG', label: 'Largo' });
    expect(options('fk_idoptiontype')?.[0]).toEqual({ value: '1', label: '1 Europea' });
    expect(options('fk_idportafolio')).toEqual(choices.portfolios);
    expect(options('fk_idcountry_premium_currency')).toContainEqual({ value: 'COP', label: 'COP' });
    expect(options('provider')).toEqual([{ value: 'Acme', label: 'Acme' }]);
    expect(columns.find((c) => c.key === 'strike')).toMatchObject({ type: 'number', decimals: 4 });
    expect(columns.find((c) => c.key === 'fixing_date')?.type).toBe('date');
    expect(options('fk_idcurrencystrategy_derivative')).toContainEqual({
      value: 'SHORT FORWARD',
      label: 'SHORT FORWARD',
    });
  });

  it("hints a field's rule in the user's language, from the contract's texts", () => {
    const hint = (lang: 'en' | 'es') =>
      bookColumns('currency_hedge', choices, i18n.getFixedT(lang), lang).find((c) => c.key === 'notional')
        ?.hint;
    expect(hint('en')).toBe('Required. Notional must be > 0.');
    expect(hint('es')).toBe('Obligatorio. El nocional debe ser > 0.');
  });

  it("says what a barrier's monitoring means, and offers daily or continuous in the user's language", () => {
    for (const kind of ['currency_hedge', 'commodity_hedge'] as const) {
      const column = (lang: 'en' | 'es') =>
        bookColumns(kind, choices, i18n.getFixedT(lang), lang).find((c) => c.key === 'barrier_monitoring');
      expect(column('en')).toMatchObject({ header: 'Barrier monitoring', type: 'enum' });
      expect(column('en')?.hint).toMatch(/^How the barrier is watched: daily, .*default when empty/);
      expect(column('es')?.header).toBe('Monitoreo de la barrera');
      expect(column('es')?.hint).toMatch(/^Cómo se vigila la barrera: a diario/);
      expect(column('es')?.options).toEqual([
        { value: 'DAILY', label: 'Diaria' },
        { value: 'CONTINUOUS', label: 'Continua' },
      ]);
    }
    // Beside the barriers it qualifies.
    const order = gridFieldOrder('currency_hedge');
    expect(order.indexOf('barrier_monitoring')).toBe(order.indexOf('barrier_2') + 1);
  });

  it("orders a hedge's columns as a deal ticket reads, the rest after in the contract's order", () => {
    expect(gridFieldOrder('currency_hedge').slice(0, 12)).toEqual([
      'fk_idportafolio',
      'fk_idcurrency',
      'buy_sell',
      'derivative',
      'fk_idoptiontype',
      'notional',
      'fk_idcountry_currency',
      'strike',
      'trade_date',
      'fixing_date',
      'value_date',
      'premium',
    ]);
    expect(gridFieldOrder('commodity_hedge').slice(0, 8)).toEqual([
      'fk_idportafolio',
      'fk_idcommodity',
      'quotation',
      'buy_sell',
      'derivative',
      'fk_idoptiontype',
      'quantity',
      'commodity_unit',
    ]);
    const exposure = gridFieldOrder('currency_exposure');
    expect(exposure.slice(0, 6)).toEqual(Object.keys(BOOK_KINDS.currency_exposure.fields).slice(0, 6));
    expect(exposure.at(-1)).toBe('shipping_date');
  });
});

describe('strategyChoices', () => {
  it('offers each catalogue strategy long and short, and keeps the values rows already hold', () => {
    expect(strategyChoices(['FORWARD', 'COLLAR'], ['LONG FORWARD', 'LONG STRADDLE', null, ''])).toEqual([
      'LONG FORWARD',
      'SHORT FORWARD',
      'LONG COLLAR',
      'SHORT COLLAR',
      'LONG STRADDLE',
    ]);
  });
});
