import { BOOK_KIND_NAMES, BOOK_KINDS, ROW_PROBLEMS } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { bookColumns } from './bookColumns.ts';

const choices = {
  portfolios: [{ value: '10', label: 'Imports Colombia' }],
  pairs: ['USDCOP'],
  currencies: ['USD', 'COP'],
  commodities: [{ value: '3', label: 'BRENT' }],
  endProducts: [],
  lookups: { provider: ['Acme'] },
};

describe('bookColumns', () => {
  it('has the code and every field of each kind, each with a header and a hint in both languages', () => {
    for (const lang of ['en', 'es']) {
      const t = i18n.getFixedT(lang);
      for (const kind of BOOK_KIND_NAMES) {
        const columns = bookColumns(kind, choices, t);
        expect(columns.map((c) => c.key)).toEqual(['pk', ...Object.keys(BOOK_KINDS[kind].fields)]);
        for (const column of columns) {
          expect(i18n.exists(`book.columns.${column.key}`, { lng: lang })).toBe(true);
          if (column.key !== 'pk') expect(column.hint).toBeTruthy();
        }
      }
    }
  });

  it('offers enumerations and reference data as drop-downs with translated labels', () => {
    const columns = bookColumns('currency_hedge', choices, i18n.getFixedT('es'));
    const options = (key: string) => columns.find((c) => c.key === key)?.options;
    expect(options('buy_sell')).toContainEqual({ value: 'LONG', label: 'Largo' });
    expect(options('fk_idoptiontype')?.[0]).toEqual({ value: '1', label: '1 Europea' });
    expect(options('fk_idportafolio')).toEqual(choices.portfolios);
    expect(options('fk_idcountry_premium_currency')).toContainEqual({ value: 'COP', label: 'COP' });
    expect(options('provider')).toEqual([{ value: 'Acme', label: 'Acme' }]);
    expect(columns.find((c) => c.key === 'strike')).toMatchObject({ type: 'number', decimals: 4 });
    expect(columns.find((c) => c.key === 'fixing_date')?.type).toBe('date');
  });

  it('words every row problem of the contract in English and Spanish', () => {
    for (const lang of ['en', 'es'])
      for (const code of Object.keys(ROW_PROBLEMS))
        expect(i18n.exists(`book.problems.${code}`, { lng: lang }), `${lang} ${code}`).toBe(true);
  });
});
