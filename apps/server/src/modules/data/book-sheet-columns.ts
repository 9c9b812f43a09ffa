import {
  BOOK_COLUMN_HEADERS,
  BOOK_KINDS,
  BOOK_PAIRS,
  type BookKind,
  CODE_MAX_LENGTH,
  type FieldSpec,
  type SheetLanguage,
} from '@cobertura/contracts';
import type { SheetColumn } from '../../spreadsheets/columns.ts';

/** The column of a row's code: a code of the company's rows updates that row, another one adds it. */
export const CODE_COLUMN = 'pk';
/** Portfolios are named in a sheet, not numbered: an unknown name creates the portfolio. */
export const PORTFOLIO_COLUMN = 'portfolio';
/** How a yes/no field is written in a sheet. */
export const BOOL_VALUES = ['TRUE', 'FALSE'] as const;

function columnOf(key: string, spec: FieldSpec): SheetColumn {
  const [en, es] = BOOK_COLUMN_HEADERS[key] ?? [key, key];
  const base = { key, headers: { en, es }, required: spec.required === true };
  switch (spec.type) {
    case 'id':
    case 'int':
      return { ...base, type: 'integer' };
    case 'amount':
      return { ...base, type: 'number' };
    case 'date':
      return { ...base, type: 'date' };
    case 'bool':
      return { ...base, type: 'enum', values: BOOL_VALUES };
    case 'text':
      // A pair is one of the book's pairs: read as a list, so "usdcop" is USDCOP.
      return spec.check === 'pair'
        ? { ...base, type: 'enum', values: BOOK_PAIRS }
        : { ...base, type: 'text', maxLength: spec.max };
    case 'enum':
      return { ...base, type: 'enum', values: spec.values };
  }
}

/**
 * The columns of a kind's sheet: the row's code (blank for the company's next one), its portfolio by name, then
 * every field of the contract's table in its order. Template, import, export and report share them.
 */
export function bookSheetColumns(kind: BookKind): SheetColumn[] {
  const { fields, portfolioField } = BOOK_KINDS[kind];
  return [
    { ...columnOf(CODE_COLUMN, { type: 'text', max: CODE_MAX_LENGTH }), width: 14 },
    { ...columnOf(PORTFOLIO_COLUMN, { type: 'text', max: 100, required: true }), width: 24 },
    ...Object.entries(fields as Record<string, FieldSpec>)
      .filter(([key]) => key !== portfolioField)
      .map(([key, spec]) => columnOf(key, spec)),
  ];
}

/** The tab a kind's rows are written to. */
export const BOOK_SHEET_NAMES: Record<BookKind, Record<SheetLanguage, string>> = {
  currency_exposure: { en: 'Currency exposures', es: 'Exposiciones en divisas' },
  currency_hedge: { en: 'Currency hedges', es: 'Coberturas en divisas' },
  commodity_exposure: { en: 'Commodity exposures', es: 'Exposiciones en materias primas' },
  commodity_hedge: { en: 'Commodity hedges', es: 'Coberturas en materias primas' },
};
