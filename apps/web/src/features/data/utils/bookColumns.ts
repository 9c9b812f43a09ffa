import { BOOK_KINDS, type BookKind, CHECK_PROBLEM, type FieldSpec, OPTION_TYPES } from '@cobertura/contracts';
import type { TFunction } from 'i18next';
import type { GridColumn, GridOption } from '../../../components/grid/gridTypes.ts';

/** The fields of a book kind, typed loosely enough to walk them. */
export const bookFields = (kind: BookKind): Readonly<Record<string, FieldSpec>> => BOOK_KINDS[kind].fields;

/** Reference data the grid offers as drop-downs; ids travel as text in the grid (see `bookRows`). */
export interface BookChoices {
  portfolios: readonly GridOption[];
  /** Pair codes (EURUSD). */
  pairs: readonly string[];
  /** ISO currency codes (USD). */
  currencies: readonly string[];
  commodities: readonly GridOption[];
  endProducts: readonly GridOption[];
  /** The company's providers, clients and plants by the row field that names them. */
  lookups: Readonly<Partial<Record<LookupField, readonly string[]>>>;
}

export const LOOKUP_FIELDS = ['provider', 'client', 'plant'] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];

/** Widths in pixels that show a whole value of each kind of column at the grid's font size. */
const WIDTHS = { date: 160, number: 140, integer: 110, text: 150, choice: 140, wideChoice: 210 } as const;

/** Prices (strikes, rates, barriers) show four decimals, as FX rates are quoted; other amounts two. */
const PRICE_DECIMALS = 4;
const AMOUNT_DECIMALS = 2;

const codes = (values: readonly string[]): GridOption[] => values.map((value) => ({ value, label: value }));

/** The drop-down of a field, if it has one: an enumeration, a yes/no, or reference data. */
function choicesOf(
  kind: BookKind,
  field: string,
  spec: FieldSpec,
  choices: BookChoices,
  t: TFunction,
): readonly GridOption[] | undefined {
  const word = (value: string) => t(`book.values.${value}`, { defaultValue: value });
  if (spec.type === 'enum') return spec.values.map((value) => ({ value, label: word(value) }));
  if (spec.type === 'bool') return ['true', 'false'].map((value) => ({ value, label: word(value) }));
  if (field === BOOK_KINDS[kind].portfolioField) return choices.portfolios;
  if (field === 'fk_idoptiontype')
    return OPTION_TYPES.map((type, index) => ({
      value: String(index + 1),
      label: `${index + 1} ${word(type)}`,
    }));
  if (field === 'fk_idcurrency') return codes(choices.pairs);
  if (field === 'fk_idcommodity') return choices.commodities;
  if (field === 'fk_id_end_product') return choices.endProducts;
  if (spec.type === 'text' && spec.check === 'currency') return codes(choices.currencies);
  const lookup = choices.lookups[field as LookupField];
  return lookup ? codes(lookup) : undefined;
}

/** What a field expects, for its header's tooltip: the rule's own words where it has one. */
function hintOf(spec: FieldSpec, t: TFunction): string {
  const hint =
    spec.type === 'enum'
      ? t(`book.problems.${spec.problem}`)
      : spec.check
        ? t(`book.problems.${CHECK_PROBLEM[spec.check]}`)
        : spec.type === 'date'
          ? t('book.hints.date')
          : spec.type === 'amount'
            ? t('book.hints.number')
            : spec.type === 'text'
              ? t('book.hints.text', { max: spec.max })
              : spec.type === 'bool'
                ? t('book.hints.choice')
                : t('book.hints.integer');
  return spec.required ? t('book.hints.required', { hint }) : hint;
}

/**
 * The grid's columns of a book kind: its code (read-only), then every field of the contract's field
 * table in its order, typed by the field (drop-downs for enumerations and reference data, dates,
 * numbers) with the field's rule as the header's hint.
 */
export function bookColumns(kind: BookKind, choices: BookChoices, t: TFunction): GridColumn[] {
  const fields = Object.entries(bookFields(kind)).map(([key, spec]): GridColumn => {
    const header = t(`book.columns.${key}`);
    const hint = hintOf(spec, t);
    const options = choicesOf(kind, key, spec, choices, t);
    if (options) {
      const isWide = options.some((option) => option.label.length > 14);
      return { key, header, hint, type: 'enum', options, width: isWide ? WIDTHS.wideChoice : WIDTHS.choice };
    }
    if (spec.type === 'date') return { key, header, hint, type: 'date', width: WIDTHS.date };
    if (spec.type === 'amount')
      return {
        key,
        header,
        hint,
        type: 'number',
        decimals: spec.check === 'price' ? PRICE_DECIMALS : AMOUNT_DECIMALS,
        width: WIDTHS.number,
      };
    if (spec.type === 'id' || spec.type === 'int')
      return { key, header, hint, type: 'integer', width: WIDTHS.integer };
    return { key, header, hint, type: 'text', width: WIDTHS.text };
  });
  return [{ key: 'pk', header: t('book.columns.pk'), type: 'text', isReadonly: true, width: 100 }, ...fields];
}
