import {
  BOOK_KINDS,
  type BookKind,
  bookColumnHeader,
  CHECK_PROBLEM,
  type FieldSpec,
  OPTION_TYPES,
  ROW_PROBLEMS,
  STRATEGY_FIELD,
  UNDERLYING_POSITIONS,
} from '@cobertura/contracts';
import type { TFunction } from 'i18next';
import type { GridColumn, GridOption } from '../../../components/grid/gridTypes.ts';
import type { Language } from '../../../i18n/index.ts';
import { bookValueLabel } from '../../../shared/book/bookValueLabel.ts';

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
  /** A hedge's strategy field values (see `strategyChoices`). */
  strategies: readonly string[];
}

/** The strategy field of a hedge kind; exposures have none. */
export function strategyFieldOf(kind: BookKind): string | undefined {
  return kind === 'currency_hedge' || kind === 'commodity_hedge' ? STRATEGY_FIELD[kind] : undefined;
}

/**
 * The values of a hedge's strategy field: each strategy of the catalogue after a position word
 * ("LONG COLLAR", as the rows hold it), named as the catalogue names it, then any other value the
 * rows already hold, so that no saved value reads as a wrong choice.
 */
export function strategyChoices(catalogue: readonly string[], held: readonly unknown[]): string[] {
  const named = catalogue.flatMap((name) => UNDERLYING_POSITIONS.map((position) => `${position} ${name}`));
  const kept = held.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return [...new Set([...named, ...kept])];
}

/**
 * The fields a treasurer reads first, in a deal ticket's order: what and where, the side and the
 * instrument, how much, at what price, when, and what it cost. The other fields follow in the
 * contract's order; each kind takes the ones it has.
 */
const TICKET_ORDER = [
  'fk_idportafolio',
  'fk_idportfolio',
  'fk_idcurrency',
  'fk_idcommodity',
  'quotation',
  'fk_idexposureoption',
  'fk_idcommodityexposureoption',
  'fk_idpricingmethod',
  'buy_sell',
  'derivative',
  'fk_idoptiontype',
  'notional',
  'quantity',
  'commodity_unit',
  'fk_idcountry_currency',
  'commodity_currency',
  'strike',
  'trade_date',
  'fixing_date',
  'value_date',
  'planned_expiration_date',
  'date',
  'premium',
  'fk_idcountry_premium_currency',
  'premium_value_date',
  'settlement_type',
  'contract_month_year',
  'continuation_month',
  ...Object.values(STRATEGY_FIELD),
  'strategy_code',
  'barrier',
  'barrier_2',
  'barrier_monitoring',
] as const;

/** A kind's fields in the grid's order: the deal ticket's first, then the rest as the contract lists them. */
export function gridFieldOrder(kind: BookKind): string[] {
  const fields = Object.keys(bookFields(kind));
  const first = TICKET_ORDER.filter((field) => fields.includes(field));
  return [...first, ...fields.filter((field) => !(first as readonly string[]).includes(field))];
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
  const word = (value: string) => bookValueLabel(value, t);
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
  if (field === strategyFieldOf(kind)) return codes(choices.strategies);
  if (spec.type === 'text' && spec.check === 'currency') return codes(choices.currencies);
  const lookup = choices.lookups[field as LookupField];
  return lookup ? codes(lookup) : undefined;
}

/**
 * What a field expects, for its header's tooltip: the rule's own words where it has one. An
 * enumeration is a drop-down of its translated choices, so its hint does not list the values.
 */
function hintOf(spec: FieldSpec, t: TFunction, language: Language): string {
  const hint =
    spec.type === 'enum'
      ? t('book.hints.choice')
      : spec.check
        ? ROW_PROBLEMS[CHECK_PROBLEM[spec.check]][language]
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

/** The read-only column saying whether a row is open, settled, or past its date and waiting for a rate. */
export const SETTLEMENT_STATE = 'settlement_state';
const SETTLEMENT_STATES = ['open', 'settled', 'awaiting rate'] as const;

/**
 * The grid's columns of a book kind: its code (read-only), then every field of the contract's field
 * table in the deal ticket's order (`gridFieldOrder`), typed by the field (drop-downs for enumerations and reference data, dates,
 * numbers) with the field's rule as the header's hint.
 */
export function bookColumns(
  kind: BookKind,
  choices: BookChoices,
  t: TFunction,
  language: Language,
): GridColumn[] {
  const specs = bookFields(kind);
  const fields = gridFieldOrder(kind).map((key): GridColumn => {
    const spec = specs[key] as FieldSpec;
    const header = bookColumnHeader(key, language);
    // A field whose meaning its rule does not tell has a hint of its own.
    const hint = t(`book.hints.fields.${key}`, { defaultValue: '' }) || hintOf(spec, t, language);
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
  const settlement: GridColumn = {
    key: SETTLEMENT_STATE,
    header: t('book.settlementState.header'),
    hint: t('book.settlementState.hint'),
    type: 'enum',
    options: SETTLEMENT_STATES.map((state) => ({ value: state, label: t(`book.settlementState.${state}`) })),
    isReadonly: true,
    width: WIDTHS.choice,
  };
  return [
    { key: 'pk', header: bookColumnHeader('pk', language), type: 'text', isReadonly: true, width: 100 },
    settlement,
    ...fields,
  ];
}
