import { BOOK_KIND_NAMES, BOOK_KINDS, type BookKind, OPTION_TYPES } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { bookChoices, bookColumnsIn } from '../../../test/bookFixtures.ts';
import { gridFieldOrder, keyFields, SETTLEMENT_STATE, strategyChoices } from './bookColumns.ts';

describe('bookColumns', () => {
  it('has the code and every field of each kind, each with a header and a hint in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      for (const kind of BOOK_KIND_NAMES) {
        const columns = bookColumnsIn(kind, lang);
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
    const columns = bookColumnsIn('currency_hedge', 'es');
    const options = (key: string) => columns.find((c) => c.key === key)?.options;
    expect(options('buy_sell')).toContainEqual({ value: 'LONG', label: 'Largo' });
    expect(options('fk_idoptiontype')?.[0]).toEqual({ value: '1', label: 'Europea' });
    expect(options('fk_idportafolio')).toEqual(bookChoices('es').portfolios);
    expect(options('fk_idcountry_premium_currency')).toContainEqual({ value: 'COP', label: 'COP' });
    expect(options('provider')).toEqual([{ value: 'Acme', label: 'Acme' }]);
    expect(columns.find((c) => c.key === 'strike')).toMatchObject({ type: 'number', decimals: 4 });
    expect(columns.find((c) => c.key === 'fixing_date')?.type).toBe('date');
    expect(options('fk_idcurrencystrategy_derivative')).toContainEqual({
      value: 'SHORT FORWARD',
      label: 'Venta de forward',
    });
  });

  it("hints a field's rule in the user's language, from the contract's texts", () => {
    const hint = (lang: 'en' | 'es') =>
      bookColumnsIn('currency_hedge', lang).find((c) => c.key === 'notional')?.hint;
    expect(hint('en')).toBe('Required. Must be greater than 0.');
    expect(hint('es')).toBe('Obligatorio. Debe ser mayor que 0.');
  });

  it("says what a barrier's monitoring means, and offers daily or continuous in the user's language", () => {
    for (const kind of ['currency_hedge', 'commodity_hedge'] as const) {
      const column = (lang: 'en' | 'es') =>
        bookColumnsIn(kind, lang).find((c) => c.key === 'barrier_monitoring');
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

  it("leads with the pinned code and a row's key fields, then the settlement state and the ticket's rest", () => {
    const keys = (kind: BookKind) => bookColumnsIn(kind, 'en').map((c) => c.key);
    expect(keys('currency_exposure').slice(0, 11)).toEqual([
      'pk',
      'fk_idcurrency',
      'fk_idexposureoption',
      'notional',
      'fk_idcountry_currency',
      'planned_expiration_date',
      SETTLEMENT_STATE,
      'issue_date',
      'rate_at_issue_date',
      'expiration_date',
      'fk_idportafolio',
    ]);
    expect(keys('currency_hedge').slice(0, 13)).toEqual([
      'pk',
      'fk_idcurrency',
      'buy_sell',
      'derivative',
      'notional',
      'fk_idcountry_currency',
      'strike',
      'fixing_date',
      'value_date',
      SETTLEMENT_STATE,
      'fk_idoptiontype',
      'fk_idportafolio',
      'trade_date',
    ]);
    expect(keyFields('commodity_exposure')).toEqual([
      'fk_idcommodity',
      'fk_idcommodityexposureoption',
      'fk_idpricingmethod',
      'quantity',
      'commodity_unit',
      'date',
    ]);
    expect(gridFieldOrder('currency_exposure').at(-1)).toBe('shipping_date');
    const code = bookColumnsIn('commodity_hedge', 'en')[0];
    expect(code).toMatchObject({ key: 'pk', isPinned: true, isReadonly: true });
  });

  it('fits the code and the key fields on a 1440 px screen in both languages', () => {
    // 1440 px less the navigation (240), the page's margins (64), the row numbers and a scroll bar.
    const room = 1440 - 240 - 64 - 60 - 16;
    for (const lang of ['en', 'es'] as const)
      for (const kind of BOOK_KIND_NAMES) {
        const columns = bookColumnsIn(kind, lang);
        const shown = columns.slice(0, keyFields(kind).length + 1);
        expect(
          shown.reduce((sum, column) => sum + (column.width ?? 0), 0),
          `${kind} in ${lang}`,
        ).toBeLessThanOrEqual(room);
      }
  });

  it('shows every choice by its label, never by the number it is kept as', () => {
    for (const lang of ['en', 'es'] as const) {
      const types = bookColumnsIn('commodity_hedge', lang).find((c) => c.key === 'fk_idoptiontype');
      expect(types?.options?.map((option) => option.value)).toEqual(
        OPTION_TYPES.map((_, i) => String(i + 1)),
      );
      for (const option of types?.options ?? []) expect(option.label).toMatch(/^\p{L}[\p{L} ]+$/u);
    }
  });
});

describe('strategyChoices', () => {
  it("offers each catalogue strategy long and short in the user's words, and keeps the values rows already hold", () => {
    const held = ['LONG FORWARD', 'LONG STRADDLE', 'LONG STRADDLE', null, ''];
    expect(strategyChoices(['FORWARD', 'ZERO-COST COLLAR'], held, i18n.getFixedT('en'))).toEqual([
      { value: 'LONG FORWARD', label: 'Long forward' },
      { value: 'SHORT FORWARD', label: 'Short forward' },
      { value: 'LONG ZERO-COST COLLAR', label: 'Long zero-cost collar' },
      { value: 'SHORT ZERO-COST COLLAR', label: 'Short zero-cost collar' },
      { value: 'LONG STRADDLE', label: 'LONG STRADDLE' },
    ]);
    expect(strategyChoices(['ASIAN OPTION', 'KNOCK-OUT FORWARD'], [], i18n.getFixedT('es'))).toEqual([
      { value: 'LONG ASIAN OPTION', label: 'Compra de opción asiática' },
      { value: 'SHORT ASIAN OPTION', label: 'Venta de opción asiática' },
      { value: 'LONG KNOCK-OUT FORWARD', label: 'Compra de forward knock-out' },
      { value: 'SHORT KNOCK-OUT FORWARD', label: 'Venta de forward knock-out' },
    ]);
  });

  it('keeps the name of a catalogue strategy that has no translation yet', () => {
    expect(strategyChoices(['BUTTERFLY'], [], i18n.getFixedT('en'))[0]).toEqual({
      value: 'LONG BUTTERFLY',
      label: 'Long BUTTERFLY',
    });
  });
});
