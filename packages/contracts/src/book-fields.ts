import type { RowProblemCode } from './book-problems.ts';
import {
  BARRIER_MONITORINGS,
  BUY_SELL,
  COMMODITY_EXPOSURE_TYPES,
  CURRENCY_EXPOSURE_TYPES,
  DERIVATIVES,
  INCOTERMS,
  PRICING_METHODS,
  SETTLEMENT_TYPES,
  UNDERLYING_POSITIONS,
} from './book-terms.ts';

/**
 * My Data (spec 02 §3, §5): the book of a company — its exposures and hedges of currencies and
 * commodities, kept in portfolios. Every field of a book row is declared once, in the field tables
 * below, in the spec's wire spelling (misspellings included: `fk_idportafolio`,
 * `undelying_position`); the row schemas (book-rows.ts), the rules (`rowProblems`, book-rules.ts)
 * and the server's columns are all built from them.
 */

/**
 * How a field is typed and checked:
 * id / int (whole numbers), amount (exact decimal, stored as numeric), date (YYYY-MM-DD), text,
 * enum (one of `values`), bool. `check` names an extra rule of spec 02 §5.
 */
export type FieldSpec =
  | { type: 'id' | 'int' | 'bool' | 'date'; required?: boolean; check?: FieldCheck }
  | { type: 'amount'; required?: boolean; check?: FieldCheck }
  | { type: 'text'; required?: boolean; max: number; check?: FieldCheck }
  | { type: 'enum'; required?: boolean; values: readonly string[]; problem: RowProblemCode };

export type FieldCheck =
  | 'notional'
  | 'quantity'
  | 'price'
  | 'nonNegative'
  | 'percent'
  | 'pair'
  | 'currency'
  | 'contractMonth'
  | 'continuationMonth'
  | 'optionType';

/** A kind's field table. */
export type FieldTable = Readonly<Record<string, FieldSpec>>;

const SHORT = 60;
const LONG = 500;
// `required` keeps its literal type, so that the answer schemas type a required field as never null.
const text = <R extends boolean = false>(max = SHORT, required?: R) =>
  ({ type: 'text', max, required: (required ?? false) as R }) as const;
const date = <R extends boolean = false>(required?: R) =>
  ({ type: 'date', required: (required ?? false) as R }) as const;
const price = <R extends boolean = false>(required?: R) =>
  ({ type: 'amount', check: 'price', required: (required ?? false) as R }) as const;

/** Descriptive fields every kind has. */
const DESCRIPTIVE = {
  custom_name: text(),
  custom_id: text(),
  provider: text(),
  client: text(),
  plant: text(),
  comments: text(LONG),
  hedged_date: date(),
  sale_date: date(),
  shipping_date: date(),
} as const satisfies Record<string, FieldSpec>;

/** Fields of every hedge, currency or commodity. */
const HEDGE_TERMS = {
  buy_sell: { type: 'enum', values: BUY_SELL, problem: 'BUY_SELL_VALUE', required: true },
  derivative: { type: 'enum', values: DERIVATIVES, problem: 'DERIVATIVE_VALUE', required: true },
  fk_idoptiontype: { type: 'int', check: 'optionType', required: true },
  trade_date: date(true),
  fixing_date: date(true),
  value_date: date(true),
  strike: price(true),
  premium: { type: 'amount', required: true },
  fk_idcountry_premium_currency: { type: 'text', max: 3, check: 'currency' },
  premium_value_date: date(true),
  barrier: price(),
  barrier_2: price(),
  barrier_monitoring: { type: 'enum', values: BARRIER_MONITORINGS, problem: 'BARRIER_MONITORING_VALUE' },
  asian_fixing_start_date: date(),
  strategy_code: text(),
  spot_reference: price(),
  custom_strategy_name: text(),
  counterpartys_id: text(),
  counterparty: text(),
  settlement_pnl: { type: 'amount' },
  new_event: { type: 'bool' },
  undelying_position: { type: 'enum', values: UNDERLYING_POSITIONS, problem: 'UNDERLYING_POSITION_VALUE' },
  hedge_asset: text(),
  /** Set by the desk's execution (issue 26): the trade it booked and the request it fills. */
  trade_id: text(SHORT),
  hedge_request: text(SHORT),
} as const satisfies Record<string, FieldSpec>;

export const CURRENCY_EXPOSURE_FIELDS = {
  fk_idportafolio: { type: 'id', required: true },
  fk_idcurrency: { type: 'text', max: 6, check: 'pair', required: true },
  fk_idexposureoption: {
    type: 'enum',
    values: CURRENCY_EXPOSURE_TYPES,
    problem: 'EXPOSURE_TYPE_VALUE',
    required: true,
  },
  notional: { type: 'amount', check: 'notional', required: true },
  fk_idcountry_currency: { type: 'text', max: 3, check: 'currency', required: true },
  planned_expiration_date: date(true),
  realized_expiration_date: date(),
  rate_at_realized_expiration_date: price(),
  settlement_pnl: { type: 'amount' },
  issue_date: date(),
  rate_at_issue_date: price(),
  expiration_date: date(),
  hedge_asset: text(),
  end_product: text(),
  ...DESCRIPTIVE,
} as const satisfies Record<string, FieldSpec>;

export const CURRENCY_HEDGE_FIELDS = {
  fk_idportafolio: { type: 'id', required: true },
  fk_idcurrency: { type: 'text', max: 6, check: 'pair', required: true },
  ...HEDGE_TERMS,
  fk_idcountry_premium_currency: { type: 'text', max: 3, check: 'currency', required: true },
  settlement_type: { type: 'enum', values: SETTLEMENT_TYPES, problem: 'SETTLEMENT_TYPE_VALUE' },
  notional: { type: 'amount', check: 'notional', required: true },
  fk_idcountry_currency: { type: 'text', max: 3, check: 'currency', required: true },
  fk_idcurrencystrategy_derivative: text(),
  settlement_rate: price(),
  end_product: text(),
  ...DESCRIPTIVE,
} as const satisfies Record<string, FieldSpec>;

export const COMMODITY_EXPOSURE_FIELDS = {
  fk_idportfolio: { type: 'id', required: true },
  fk_idcommodity: { type: 'id', required: true },
  quotation: text(20, true),
  fk_idcommodityexposureoption: {
    type: 'enum',
    values: COMMODITY_EXPOSURE_TYPES,
    problem: 'COMMODITY_EXPOSURE_TYPE_VALUE',
    required: true,
  },
  fk_idpricingmethod: {
    type: 'enum',
    values: PRICING_METHODS,
    problem: 'PRICING_METHOD_VALUE',
    required: true,
  },
  date: date(true),
  quantity: { type: 'amount', check: 'quantity', required: true },
  commodity_unit: text(20, true),
  commodity_currency: { type: 'text', max: 3, check: 'currency' },
  contract_month_year: { type: 'text', max: 7, check: 'contractMonth', required: true },
  continuation_month: { type: 'int', check: 'continuationMonth', required: true },
  port: text(),
  fk_idincoterms: { type: 'enum', values: INCOTERMS, problem: 'INCOTERM_VALUE' },
  base: { type: 'amount' },
  freight: { type: 'amount', check: 'nonNegative' },
  insurance: { type: 'amount', check: 'nonNegative' },
  tariffs: { type: 'amount', check: 'percent' },
  bonus: { type: 'amount' },
  percent_bonus: { type: 'amount', check: 'percent' },
  settlement_price: price(),
  settlement_pnl: { type: 'amount' },
  issue_date: date(),
  fk_id_end_product: { type: 'id' },
  counterparty: text(),
  ...DESCRIPTIVE,
} as const satisfies Record<string, FieldSpec>;

export const COMMODITY_HEDGE_FIELDS = {
  fk_idportafolio: { type: 'id', required: true },
  fk_idcommodity: { type: 'id', required: true },
  quotation: text(20, true),
  ...HEDGE_TERMS,
  settlement_type: {
    type: 'enum',
    values: SETTLEMENT_TYPES,
    problem: 'SETTLEMENT_TYPE_VALUE',
    required: true,
  },
  quantity: { type: 'amount', check: 'quantity', required: true },
  commodity_unit: text(20, true),
  commodity_currency: { type: 'text', max: 3, check: 'currency' },
  contract_month_year: { type: 'text', max: 7, check: 'contractMonth', required: true },
  continuation_month: { type: 'int', check: 'continuationMonth', required: true },
  fk_idcommodity_strategy: text(),
  port: text(SHORT, true),
  settlement_price: price(),
  fk_id_end_product: { type: 'id' },
  ...DESCRIPTIVE,
} as const satisfies Record<string, FieldSpec>;

/** The four kinds of book row, with their fields, their grid's key names and their batch field. */
export const BOOK_KINDS = {
  currency_exposure: {
    fields: CURRENCY_EXPOSURE_FIELDS,
    idField: 'pk_idcurrencyexposure',
    portfolioField: 'fk_idportafolio',
    assetField: 'fk_idcurrency',
    batchField: 'currency_exposure',
    isHedge: false,
  },
  currency_hedge: {
    fields: CURRENCY_HEDGE_FIELDS,
    idField: 'pk_idcurrencyhedge',
    portfolioField: 'fk_idportafolio',
    assetField: 'fk_idcurrency',
    batchField: 'currency_hedge',
    isHedge: true,
  },
  commodity_exposure: {
    fields: COMMODITY_EXPOSURE_FIELDS,
    idField: 'pk_idcommodity_exposure',
    portfolioField: 'fk_idportfolio',
    assetField: 'fk_idcommodity',
    batchField: 'commodity_exposures',
    isHedge: false,
  },
  commodity_hedge: {
    fields: COMMODITY_HEDGE_FIELDS,
    idField: 'pk_idcommodityhedge',
    portfolioField: 'fk_idportafolio',
    assetField: 'fk_idcommodity',
    batchField: 'commodity_hedges',
    isHedge: true,
  },
} as const;
export type BookKind = keyof typeof BOOK_KINDS;
export const BOOK_KIND_NAMES = Object.keys(BOOK_KINDS) as BookKind[];

/** The strategy field of a hedge kind ("LONG COLLAR": the leg's position word, then the strategy's name). */
export const STRATEGY_FIELD = {
  currency_hedge: 'fk_idcurrencystrategy_derivative',
  commodity_hedge: 'fk_idcommodity_strategy',
} as const;
