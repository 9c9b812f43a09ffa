import { settlementStatus } from '@cobertura/finance/hedging';
import {
  BOOK_KINDS,
  type BookKind,
  type FieldCheck,
  type FieldSpec,
  type FieldTable,
  STRATEGY_FIELD,
} from './book-fields.ts';
import { CHECK_PROBLEM, type RowProblem, type RowProblemCode } from './book-problems.ts';
import {
  BOOK_PAIRS,
  BUY_SELL,
  barrierSide,
  INVOICED_EXPOSURE_TYPES,
  ISSUED_EXPOSURE_TYPES,
  OPTION_TYPES,
  optionTypeOf,
} from './book-terms.ts';
import { isoDate } from './fields.ts';

export const PAIR_PATTERN = /^[A-Z]{3}[A-Z]{3}$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;
const CONTRACT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

function passesCheck(check: FieldCheck, value: unknown): boolean {
  switch (check) {
    case 'notional':
    case 'quantity':
    case 'price':
      return (value as number) > 0;
    case 'nonNegative':
      return (value as number) >= 0;
    case 'percent':
      return (value as number) >= 0 && (value as number) <= 100;
    case 'pair':
      return (BOOK_PAIRS as readonly string[]).includes(value as string);
    case 'currency':
      return CURRENCY_PATTERN.test(value as string);
    case 'contractMonth':
      return CONTRACT_MONTH_PATTERN.test(value as string);
    case 'continuationMonth':
      return Number.isInteger(value) && (value as number) >= 1;
    case 'optionType':
      return optionTypeOf(value as number) !== undefined;
  }
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function isRealDate(value: string): boolean {
  return isoDate.safeParse(value).success;
}

/** The type problem of a value for its field, if any. */
function typeProblem(spec: FieldSpec, value: unknown): RowProblemCode | undefined {
  switch (spec.type) {
    case 'amount':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'NOT_A_NUMBER';
    case 'id':
    case 'int':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'NOT_A_NUMBER';
      return Number.isInteger(value) && Math.abs(value) <= 2_147_483_647 ? undefined : 'NOT_AN_INTEGER';
    case 'bool':
      return typeof value === 'boolean' ? undefined : 'NOT_A_BOOLEAN';
    case 'date':
      return typeof value === 'string' && isRealDate(value) ? undefined : 'DATE_FORMAT';
    case 'text':
      if (typeof value !== 'string') return 'NOT_TEXT';
      return value.length > spec.max ? 'TEXT_TOO_LONG' : undefined;
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value) ? undefined : spec.problem;
  }
}

/** What a row's rules need to know beyond the row: today's date for the expiry rule. */
export interface RowContext {
  /** Today (YYYY-MM-DD) by the server's clock; without it the expiry rule is not checked. */
  today?: string;
}

/**
 * Every problem of one row of a kind (spec 02 §5 and the treasurer's rules): types, required
 * fields, the field hints, and the rules between fields. The same function runs in the web grid
 * before saving and on the server; the server adds what needs the database (the portfolio's pairs
 * and commodities) and the batch's strategy codes (`batchProblems`). A row marked deleted is not
 * judged.
 */
export function rowProblems(
  kind: BookKind,
  row: Readonly<Record<string, unknown>>,
  context: RowContext = {},
) {
  const problems: RowProblem[] = [];
  if (row.deleted === true) return problems;
  const add = (field: string, code: RowProblemCode) => {
    if (!problems.some((p) => p.field === field)) problems.push({ field, code });
  };
  const fields: FieldTable = BOOK_KINDS[kind].fields;
  for (const [field, spec] of Object.entries(fields)) {
    const value = row[field];
    if (isBlank(value)) {
      if (spec.required) add(field, 'REQUIRED');
      continue;
    }
    const wrongType = typeProblem(spec, value);
    if (wrongType) add(field, wrongType);
    else if (spec.type !== 'enum' && spec.check && !passesCheck(spec.check, value))
      add(field, CHECK_PROBLEM[spec.check]);
  }
  const has = (field: string) => !isBlank(row[field]) && !problems.some((p) => p.field === field);
  const num = (field: string) => row[field] as number;
  const str = (field: string) => row[field] as string;

  for (const requirement of REQUIREMENTS[kind])
    if (!has(requirement.field) && isRequired(requirement, row)) add(requirement.field, requirement.code);
  if (BOOK_KINDS[kind].isHedge) hedgeRules(row, has, num, str, add);
  if (kind === 'currency_exposure' || kind === 'currency_hedge') {
    for (const field of ['fk_idcountry_currency', 'fk_idcountry_premium_currency']) {
      if (field in fields && has(field) && has('fk_idcurrency')) {
        const pair = str('fk_idcurrency');
        if (str(field) !== pair.slice(0, 3) && str(field) !== pair.slice(3))
          add(field, 'CURRENCY_NOT_IN_PAIR');
      }
    }
  }
  if (context.today) expiryRule(kind, row, context.today, has, add);
  return problems;
}

type Has = (field: string) => boolean;
type Add = (field: string, code: RowProblemCode) => void;

/**
 * A field required only for some rows (spec 02 §5): when another field holds one of some values, or
 * when any of some fields is given; a row lacking it gets `code`. Data, so that the template's rules
 * sheet says exactly what `rowProblems` checks.
 */
export interface Requirement {
  field: string;
  when: { field: string; values: readonly (string | number)[] } | { anyGiven: readonly string[] };
  code: RowProblemCode;
}

const optionTypesWhere = (test: (type: (typeof OPTION_TYPES)[number]) => boolean) =>
  OPTION_TYPES.flatMap((type, i) => (test(type) ? [i + 1] : []));
const BARRIER_TYPES = optionTypesWhere((type) => barrierSide(type) !== null);

/** Fields of every hedge that its option type requires: the Asian start, the barriers and the spot. */
const HEDGE_REQUIREMENTS: readonly Requirement[] = [
  {
    field: 'asian_fixing_start_date',
    when: { field: 'fk_idoptiontype', values: optionTypesWhere((type) => type === 'ASIAN') },
    code: 'REQUIRED',
  },
  { field: 'barrier', when: { field: 'fk_idoptiontype', values: BARRIER_TYPES }, code: 'REQUIRED' },
  {
    field: 'barrier_2',
    when: { field: 'fk_idoptiontype', values: optionTypesWhere((type) => barrierSide(type) === 'double') },
    code: 'REQUIRED',
  },
  { field: 'spot_reference', when: { field: 'fk_idoptiontype', values: BARRIER_TYPES }, code: 'REQUIRED' },
];

/** Port, incoterm, basis and freight: the extended set of a commodity exposure, all or none. */
const EXTENDED_SET = ['port', 'fk_idincoterms', 'base', 'freight'];

export const REQUIREMENTS: Readonly<Record<BookKind, readonly Requirement[]>> = {
  currency_exposure: [
    ...['issue_date', 'rate_at_issue_date'].map(
      (field): Requirement => ({
        field,
        when: { field: 'fk_idexposureoption', values: ISSUED_EXPOSURE_TYPES },
        code: 'ISSUE_REQUIRED',
      }),
    ),
    {
      field: 'expiration_date',
      when: { field: 'fk_idexposureoption', values: INVOICED_EXPOSURE_TYPES },
      code: 'INVOICE_DUE_REQUIRED',
    },
  ],
  currency_hedge: HEDGE_REQUIREMENTS,
  commodity_exposure: EXTENDED_SET.map((field) => ({
    field,
    when: { anyGiven: EXTENDED_SET.filter((other) => other !== field) },
    code: 'EXTENDED_SET_INCOMPLETE',
  })),
  commodity_hedge: HEDGE_REQUIREMENTS,
};

function isRequired({ when }: Requirement, row: Readonly<Record<string, unknown>>): boolean {
  if ('anyGiven' in when) return when.anyGiven.some((field) => !isBlank(row[field]));
  return when.values.includes(row[when.field] as string | number);
}

function hedgeRules(
  row: Readonly<Record<string, unknown>>,
  has: Has,
  num: (field: string) => number,
  str: (field: string) => string,
  add: Add,
) {
  if (has('trade_date') && has('fixing_date') && str('fixing_date') < str('trade_date'))
    add('fixing_date', 'FIXING_BEFORE_TRADE');
  if (has('fixing_date') && has('value_date') && str('value_date') < str('fixing_date'))
    add('value_date', 'VALUE_BEFORE_FIXING');
  const isOption = row.derivative === 'CALL' || row.derivative === 'PUT';
  if (isOption && has('premium') && has('buy_sell')) {
    const isBought = row.buy_sell === 'LONG' || row.buy_sell === 'OFFSET SHORT';
    // A bought option's premium is paid (< 0, or 0 inside a zero-cost strategy); a sold one's is received.
    if (isBought ? num('premium') > 0 : num('premium') < 0) add('premium', 'PREMIUM_SIGN');
  }
  const type = has('fk_idoptiontype') ? optionTypeOf(num('fk_idoptiontype')) : undefined;
  if (
    type === 'ASIAN' &&
    has('asian_fixing_start_date') &&
    has('fixing_date') &&
    str('asian_fixing_start_date') > str('fixing_date')
  )
    add('asian_fixing_start_date', 'ASIAN_START_AFTER_FIXING');
  const side = barrierSide(type);
  if (side === null) {
    if (has('fk_idoptiontype')) {
      for (const field of ['barrier', 'barrier_2', 'barrier_monitoring'])
        if (has(field)) add(field, 'BARRIER_NOT_APPLICABLE');
    }
    return;
  }
  if (side !== 'double' && has('barrier_2')) add('barrier_2', 'BARRIER_NOT_APPLICABLE');
  if (!has('barrier') || !has('spot_reference')) return;
  const spot = num('spot_reference');
  const lower = num('barrier');
  if (side === 'up' && lower <= spot) add('barrier', 'BARRIER_NOT_ABOVE_SPOT');
  if (side === 'down' && lower >= spot) add('barrier', 'BARRIER_NOT_BELOW_SPOT');
  if (side === 'double' && has('barrier_2')) {
    const upper = num('barrier_2');
    if (lower >= upper) add('barrier_2', 'DOUBLE_BARRIER_ORDER');
    else if (lower >= spot) add('barrier', 'BARRIER_NOT_BELOW_SPOT');
    else if (upper <= spot) add('barrier_2', 'BARRIER_NOT_ABOVE_SPOT');
  }
}

/** The date a row expires on: its cash-flow date (exposures) or fixing date (hedges). */
export function expiryDateOf(kind: BookKind, row: Readonly<Record<string, unknown>>): string | undefined {
  const field =
    kind === 'currency_exposure'
      ? isBlank(row.realized_expiration_date)
        ? 'planned_expiration_date'
        : 'realized_expiration_date'
      : kind === 'commodity_exposure'
        ? 'date'
        : 'fixing_date';
  const value = row[field];
  return typeof value === 'string' ? value : undefined;
}

/** The settlement fields of each kind: they only apply once the row has expired. */
export const SETTLEMENT_FIELDS: Readonly<Record<BookKind, readonly string[]>> = {
  currency_exposure: ['rate_at_realized_expiration_date', 'settlement_pnl'],
  currency_hedge: ['settlement_rate', 'settlement_pnl'],
  commodity_exposure: ['settlement_price', 'settlement_pnl'],
  commodity_hedge: ['settlement_price', 'settlement_pnl'],
};

/**
 * Where a row stands on settlement (spec 02 §5): 'open' until its date; once expired, 'settled'
 * when its settlement rate (or price) is given, else 'awaiting rate' — to be valued from the market's
 * rate on that date once market data exists.
 */
export function settlementState(
  kind: BookKind,
  row: Readonly<Record<string, unknown>>,
  today: string,
): 'open' | 'settled' | 'awaiting rate' {
  const expiry = expiryDateOf(kind, row);
  if (!expiry || expiry >= today) return 'open';
  const rate = row[SETTLEMENT_FIELDS[kind][0] ?? ''];
  return settlementStatus(typeof rate === 'number' || typeof rate === 'string' ? rate : null) === 'settled'
    ? 'settled'
    : 'awaiting rate';
}

function expiryRule(
  kind: BookKind,
  row: Readonly<Record<string, unknown>>,
  today: string,
  has: Has,
  add: Add,
) {
  const expiry = expiryDateOf(kind, row);
  if (!expiry || !isRealDate(expiry) || expiry < today) return;
  for (const field of SETTLEMENT_FIELDS[kind]) if (has(field)) add(field, 'SETTLEMENT_NOT_EXPIRED');
}

/** The strategy a hedge leg belongs to: its strategy field without the position word, or the custom name. */
export function strategyNameOf(
  kind: 'currency_hedge' | 'commodity_hedge',
  row: Readonly<Record<string, unknown>>,
) {
  const custom = row.custom_strategy_name;
  if (typeof custom === 'string' && custom.trim()) return custom.trim().toUpperCase();
  const value = row[STRATEGY_FIELD[kind]];
  if (typeof value !== 'string' || !value.trim()) return '';
  const words = value.trim().toUpperCase().split(/\s+/);
  return (BUY_SELL as readonly string[]).includes(words[0] ?? '')
    ? words.slice(1).join(' ')
    : words.join(' ');
}

/**
 * The rule across the legs of a strategy (spec 02 §5 "one strategy code for all derivatives of one
 * strategy"): hedges sharing a strategy code must be of one portfolio, one asset and one strategy.
 * Returns the problems per index of `rows`; every leg of a mixed code is marked.
 */
export function batchProblems(kind: BookKind, rows: readonly Readonly<Record<string, unknown>>[]) {
  const problems = new Map<number, RowProblem[]>();
  if (kind !== 'currency_hedge' && kind !== 'commodity_hedge') return problems;
  const { portfolioField, assetField } = BOOK_KINDS[kind];
  const legs = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const code = row.strategy_code;
    if (row.deleted === true || typeof code !== 'string' || !code.trim()) return;
    legs.set(code.trim(), [...(legs.get(code.trim()) ?? []), index]);
  });
  for (const indexes of legs.values()) {
    const signature = (row: Readonly<Record<string, unknown>>) =>
      JSON.stringify([row[portfolioField], row[assetField], strategyNameOf(kind, row)]);
    const first = rows[indexes[0] ?? 0];
    if (!first || indexes.every((i) => signature(rows[i] ?? {}) === signature(first))) continue;
    for (const i of indexes) problems.set(i, [{ field: 'strategy_code', code: 'STRATEGY_CODE_MIXED' }]);
  }
  return problems;
}
