import type { BookKind } from '@cobertura/contracts';
import { displayText } from '../../../components/grid/cellText.ts';
import type { CellValue, GridColumn } from '../../../components/grid/gridTypes.ts';
import { bookFields } from './bookColumns.ts';
import { changedFields } from './rowChanges.ts';

type RowImage = Readonly<Record<string, unknown>> | null;

/** The columns whose value a change moved, in the grid's order: only the row's own fields have a column. */
export function historyColumns(
  columns: readonly GridColumn[],
  before: RowImage,
  after: RowImage,
): GridColumn[] {
  const changed = new Set(changedFields(before, after));
  return columns.filter((column) => changed.has(column.key));
}

/** A figure's unit and where it is written: a currency before the figure (USD 1,000.00), other units after. */
interface FigureUnit {
  unit: string;
  isBefore: boolean;
}

const textOf = (row: RowImage, field: string) => {
  const value = row?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * What an amount of a row is counted in, read from the row itself: a notional in its currency, a
 * quantity in its unit, a price or rate as its quotation (COP/USD, USD/bbl), a premium in its
 * currency, other money (PnL, freight) in the pair's quote currency or the commodity's currency.
 */
function figureUnit(kind: BookKind, field: string, row: RowImage): FigureUnit | undefined {
  const spec = bookFields(kind)[field];
  const pair = textOf(row, 'fk_idcurrency');
  const quotation = textOf(row, 'quotation');
  const isCurrency = kind === 'currency_exposure' || kind === 'currency_hedge';
  const money = isCurrency
    ? pair?.slice(3, 6)
    : (textOf(row, 'commodity_currency') ?? quotation?.split('/')[0]);
  const rate = isCurrency ? pair && `${pair.slice(3, 6)}/${pair.slice(0, 3)}` : quotation;
  const before = (unit: string | undefined) => (unit ? { unit, isBefore: true } : undefined);
  const after = (unit: string | undefined) => (unit ? { unit, isBefore: false } : undefined);
  if (spec?.type !== 'amount') return undefined;
  switch (spec.check) {
    case 'notional':
      return before(textOf(row, 'fk_idcountry_currency'));
    case 'quantity':
      return after(textOf(row, 'commodity_unit'));
    case 'price':
      return after(rate);
    case 'percent':
      return after('%');
  }
  if (field === 'base') return after(rate);
  if (field === 'premium') return before(textOf(row, 'fk_idcountry_premium_currency') ?? money);
  return before(money);
}

/** A stored value as the grid holds it: ids and yes/no shown as choices become text, numbers kept as numbers. */
function cellOf(column: GridColumn, value: unknown): CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (column.type === 'enum') return String(value);
  if ((column.type === 'number' || column.type === 'integer') && typeof value === 'string') {
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  }
  return value as CellValue;
}

/**
 * A field's value in a version of a row, as the grid shows it (numbers in the language's notation
 * with the column's decimals, dates in the language, choices by their labels), with the currency or
 * unit of an amount; '' when the field is empty.
 */
export function historyValueText(kind: BookKind, column: GridColumn, row: RowImage, lang: string): string {
  const cell = cellOf(column, row?.[column.key]);
  if (cell === null) return '';
  const text = displayText(column, cell, lang);
  const unit = typeof cell === 'number' ? figureUnit(kind, column.key, row) : undefined;
  if (!unit) return text;
  return unit.isBefore ? `${unit.unit} ${text}` : `${text} ${unit.unit}`;
}
