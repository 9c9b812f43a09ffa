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
import { heldStrategyLabel } from '../../../shared/book/strategyLabel.ts';

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
  /** A hedge's strategy field values and their labels (see `strategyChoices`). */
  strategies: readonly GridOption[];
}

/** The strategy field of a hedge kind; exposures have none. */
export function strategyFieldOf(kind: BookKind): string | undefined {
  return kind === 'currency_hedge' || kind === 'commodity_hedge' ? STRATEGY_FIELD[kind] : undefined;
}

/** Choices read as they are written: codes (USD, EURUSD), names. */
const codes = (values: readonly string[]): GridOption[] => values.map((value) => ({ value, label: value }));

/**
 * The choices of a hedge's strategy field: each strategy of the catalogue after a position word
 * ("LONG COLLAR", as the rows hold it, named as the catalogue names it), labelled in the user's
 * words ("Long collar"); then any other value the rows already hold, shown as it is, so that no
 * saved value reads as a wrong choice.
 */
export function strategyChoices(
  catalogue: readonly string[],
  held: readonly unknown[],
  t: TFunction,
): GridOption[] {
  const named = catalogue.flatMap((name) =>
    UNDERLYING_POSITIONS.map((position) => ({
      value: `${position} ${name}`,
      label: heldStrategyLabel(position, name, t),
    })),
  );
  const values = new Set(named.map((option) => option.value));
  const kept = [
    ...new Set(held.filter((value): value is string => typeof value === 'string' && value.trim() !== '')),
  ].filter((value) => !values.has(value));
  return [...named, ...codes(kept)];
}

/**
 * The fields a treasurer reads a row by, after its code, in view on a 1440 px screen: what (the pair
 * or commodity), which way and of what kind (exposure type, pricing method, long/short, derivative),
 * how much in what (notional and its currency, quantity and its unit), at what price (strike) and
 * when (the cash-flow date, the fixing and value dates). Each kind takes the ones it has.
 */
const KEY_FIELDS = [
  'fk_idcurrency',
  'fk_idcommodity',
  'fk_idexposureoption',
  'fk_idcommodityexposureoption',
  'buy_sell',
  'derivative',
  'fk_idpricingmethod',
  'notional',
  'fk_idcountry_currency',
  'quantity',
  'commodity_unit',
  'strike',
  'planned_expiration_date',
  'date',
  'fixing_date',
  'value_date',
] as const;

/**
 * The rest of a deal ticket, after the key fields and the settlement state: an invoice's dates and
 * rate (required for payables and receivables), the option type, the portfolio (one per sheet), the
 * quotation, the trade date, the premium, settlement and contract terms, the strategy and the
 * barriers. The other fields follow in the contract's order.
 */
const TICKET_FIELDS = [
  'issue_date',
  'rate_at_issue_date',
  'expiration_date',
  'fk_idoptiontype',
  'fk_idportafolio',
  'fk_idportfolio',
  'quotation',
  'commodity_currency',
  'trade_date',
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

/**
 * A kind's fields in the grid's order: its key fields (`keyFields`), then the rest of the deal ticket,
 * then the others as the contract lists them.
 */
export function gridFieldOrder(kind: BookKind): string[] {
  const fields = Object.keys(bookFields(kind));
  const first = [...KEY_FIELDS, ...TICKET_FIELDS].filter((field) => fields.includes(field));
  return [...first, ...fields.filter((field) => !(first as readonly string[]).includes(field))];
}

/** The key fields of a kind, in the grid's order: the ones shown without scrolling at 1440 px. */
export function keyFields(kind: BookKind): string[] {
  const fields = Object.keys(bookFields(kind));
  return KEY_FIELDS.filter((field) => fields.includes(field));
}

export const LOOKUP_FIELDS = ['provider', 'client', 'plant'] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];

/**
 * Column widths: enough for a whole value and the header's longest word, the header wrapping onto its
 * second line. Characters of the grid's font, and the cell's padding, in pixels.
 */
const CHAR_WIDTH = 7;
const CELL_PADDING = 32;
// Room for a pair or a code in capitals ("USDCOP", "DCA1234"), wider than other letters.
const MIN_WIDTH = 90;
const MAX_WIDTH = 220;
/** The longest value of each kind of column, in characters ("-12,000,000.00", "Sep 30, 2027", "DCA1234"). */
const VALUE_CHARS = { code: 8, amount: 14, price: 10, integer: 6, date: 12, text: 16 } as const;

function widthOf(header: string, valueChars: number): number {
  const word = Math.max(...header.split(/\s+/).map((part) => part.length));
  const chars = Math.max(valueChars, word, Math.ceil(header.length / 2));
  return Math.min(Math.max(chars * CHAR_WIDTH + CELL_PADDING, MIN_WIDTH), MAX_WIDTH);
}

const longest = (options: readonly GridOption[]) =>
  Math.max(0, ...options.map((option) => option.label.length));

/** Prices (strikes, rates, barriers) show four decimals, as FX rates are quoted; other amounts two. */
const PRICE_DECIMALS = 4;
const AMOUNT_DECIMALS = 2;

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
  // The option type is kept as its position in the list; the user reads and picks its name.
  if (field === 'fk_idoptiontype')
    return OPTION_TYPES.map((type, index) => ({ value: String(index + 1), label: word(type) }));
  if (field === 'fk_idcurrency') return codes(choices.pairs);
  if (field === 'fk_idcommodity') return choices.commodities;
  if (field === 'fk_id_end_product') return choices.endProducts;
  if (field === strategyFieldOf(kind)) return choices.strategies;
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
 * The grid's columns of a book kind: its code (read-only, pinned: it stays in view while the other
 * columns scroll), the key fields (`keyFields`), the settlement state (read-only), then the other
 * fields in the deal ticket's order (`gridFieldOrder`), typed by the field (drop-downs for
 * enumerations and reference data, dates, numbers) with the field's rule as the header's hint.
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
    if (options)
      return { key, header, hint, type: 'enum', options, width: widthOf(header, longest(options)) };
    if (spec.type === 'date')
      return { key, header, hint, type: 'date', width: widthOf(header, VALUE_CHARS.date) };
    if (spec.type === 'amount') {
      const isPrice = spec.check === 'price';
      return {
        key,
        header,
        hint,
        type: 'number',
        decimals: isPrice ? PRICE_DECIMALS : AMOUNT_DECIMALS,
        width: widthOf(header, isPrice ? VALUE_CHARS.price : VALUE_CHARS.amount),
      };
    }
    if (spec.type === 'id' || spec.type === 'int')
      return { key, header, hint, type: 'integer', width: widthOf(header, VALUE_CHARS.integer) };
    const chars = spec.type === 'text' ? Math.min(spec.max, VALUE_CHARS.text) : VALUE_CHARS.text;
    return { key, header, hint, type: 'text', width: widthOf(header, chars) };
  });
  const settlementOptions = SETTLEMENT_STATES.map((state) => ({
    value: state,
    label: t(`book.settlementState.${state}`),
  }));
  const settlementHeader = t('book.settlementState.header');
  const settlement: GridColumn = {
    key: SETTLEMENT_STATE,
    header: settlementHeader,
    hint: t('book.settlementState.hint'),
    type: 'enum',
    options: settlementOptions,
    isReadonly: true,
    width: widthOf(settlementHeader, longest(settlementOptions)),
  };
  const codeHeader = bookColumnHeader('pk', language);
  const code: GridColumn = {
    key: 'pk',
    header: codeHeader,
    type: 'text',
    isReadonly: true,
    isPinned: true,
    width: widthOf(codeHeader, VALUE_CHARS.code),
  };
  const keyCount = keyFields(kind).length;
  return [code, ...fields.slice(0, keyCount), settlement, ...fields.slice(keyCount)];
}
