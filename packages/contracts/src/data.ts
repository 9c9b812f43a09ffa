import { barrierKind, settlementStatus } from '@cobertura/finance/hedging';
import { addMonths, parseIsoDate } from '@cobertura/finance/time';
import { z } from 'zod';
import { id, idField, isoDate, timestamp, ZFormatQuery } from './fields.ts';
import { OVERVIEW_INSTRUMENTS } from './markets.ts';
import { ZPortfolio } from './reference.ts';
import type { SheetLanguage } from './spreadsheets.ts';

/**
 * My Data (spec 02 §3, §5, §7): the book of a company — its exposures and hedges of currencies and
 * commodities, kept in portfolios — and the user's screen preferences. Every field of a book row is
 * declared once, in the field tables below, in the spec's wire spelling (misspellings included:
 * `fk_idportafolio`, `undelying_position`); the row schemas, the rules (`rowProblems`) and the
 * server's columns are all built from them.
 */

// ── enumerations ─────────────────────────────────────────────────────────────

/**
 * Currency exposure types (`fk_idexposureoption`). Each says where the amount counts in the analysis
 * (balance, cash flow or undated, spec 02 §3 "Exposure row") and whether the company pays or
 * receives the foreign currency: notional is always > 0, the type carries the sign.
 */
export const CURRENCY_EXPOSURE_TYPES = [
  'ACCOUNTS PAYABLE',
  'ACCOUNTS RECEIVABLE',
  'FOREIGN LIABILITY',
  'FOREIGN ASSET',
  'FORECAST/CASH FLOW PAYMENT',
  'FORECAST/CASH FLOW RECEIPT',
  'UNDATED PAYMENT',
  'UNDATED RECEIPT',
] as const;
export type CurrencyExposureType = (typeof CURRENCY_EXPOSURE_TYPES)[number];

export const EXPOSURE_TYPE_TERMS: Readonly<
  Record<CurrencyExposureType, { bucket: 'balance' | 'cash_flow' | 'undated'; side: 'pay' | 'receive' }>
> = {
  'ACCOUNTS PAYABLE': { bucket: 'balance', side: 'pay' },
  'ACCOUNTS RECEIVABLE': { bucket: 'balance', side: 'receive' },
  'FOREIGN LIABILITY': { bucket: 'balance', side: 'pay' },
  'FOREIGN ASSET': { bucket: 'balance', side: 'receive' },
  'FORECAST/CASH FLOW PAYMENT': { bucket: 'cash_flow', side: 'pay' },
  'FORECAST/CASH FLOW RECEIPT': { bucket: 'cash_flow', side: 'receive' },
  'UNDATED PAYMENT': { bucket: 'undated', side: 'pay' },
  'UNDATED RECEIPT': { bucket: 'undated', side: 'receive' },
};

/** Types that need an issue date and the rate at it (spec 02 §5). */
export const ISSUED_EXPOSURE_TYPES: readonly CurrencyExposureType[] = [
  'ACCOUNTS PAYABLE',
  'ACCOUNTS RECEIVABLE',
  'FOREIGN LIABILITY',
  'FOREIGN ASSET',
];
/** Types that need an invoice due date (spec 02 §5). */
export const INVOICED_EXPOSURE_TYPES: readonly CurrencyExposureType[] = [
  'ACCOUNTS PAYABLE',
  'ACCOUNTS RECEIVABLE',
];

/** Commodity exposure types (`fk_idcommodityexposureoption`, default PURCHASE). */
export const COMMODITY_EXPOSURE_TYPES = ['PURCHASE', 'SALE'] as const;

/** How a commodity exposure's price is set (`fk_idpricingmethod`, default SPOT). */
export const PRICING_METHODS = ['SPOT', 'FIXED', 'AVERAGE', 'FUTURES', 'FUTURES PLUS BASIS'] as const;

/** Incoterms 2020 (`fk_idincoterms`). */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const;

/** A hedge's side (spec 02 §5 "Long|Short"); `hedgeDirection` (finance/hedging) reads them. */
export const BUY_SELL = ['LONG', 'SHORT', 'OFFSET LONG', 'OFFSET SHORT'] as const;
export const DERIVATIVES = ['FUTURE', 'FORWARD', 'CALL', 'PUT'] as const;
export const SETTLEMENT_TYPES = ['DELIVERABLE', 'NON DELIVERABLE'] as const;
/** The underlying position a hedge covers. */
export const UNDERLYING_POSITIONS = ['LONG', 'SHORT'] as const;
/** How a barrier is watched: on each business day's fixing (the default when empty) or continuously. */
export const BARRIER_MONITORINGS = ['DAILY', 'CONTINUOUS'] as const;

/**
 * Option types; `fk_idoptiontype` is a 1-based index into this list (1 = EUROPEAN, the default).
 * Barrier types are read by `barrierKind` (finance/hedging): OUT knocks out, IN knocks in.
 */
export const OPTION_TYPES = [
  'EUROPEAN',
  'AMERICAN',
  'ASIAN',
  'UP AND OUT',
  'UP AND IN',
  'DOWN AND OUT',
  'DOWN AND IN',
  'DOUBLE KNOCK OUT',
  'DOUBLE KNOCK IN',
] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** The option type of a `fk_idoptiontype`, undefined outside 1..length. */
export function optionTypeOf(index: number | null | undefined): OptionType | undefined {
  return typeof index === 'number' && Number.isInteger(index) ? OPTION_TYPES[index - 1] : undefined;
}

/** Where an option type's barrier sits relative to the spot reference; null without a barrier. */
export function barrierSide(type: OptionType | undefined): 'up' | 'down' | 'double' | null {
  if (!type || barrierKind(type) === 'NONE') return null;
  if (type.startsWith('UP ')) return 'up';
  if (type.startsWith('DOWN ')) return 'down';
  if (type.startsWith('DOUBLE ')) return 'double';
  return null;
}

/** Risk profiles of the strategy catalogue and the optimizer (spec 02 §4 "Risk profile"). */
export const RISK_PROFILES = [
  'VERY CONSERVATIVE',
  'CONSERVATIVE',
  'MODERATE',
  'AGGRESSIVE',
  'VERY AGGRESSIVE',
] as const;

// ── the fields of the four kinds of row ──────────────────────────────────────

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

// ── problems ─────────────────────────────────────────────────────────────────

/**
 * Every problem a book row can have, with its text in each language (the spec's field hint where it
 * has one, spec 02 §5): the server answers the code and the English text, and the grid, the import
 * preview and the rejected-rows report word the code in the user's language from here.
 */
export const ROW_PROBLEMS = {
  REQUIRED: {
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
  },
  NOT_A_NUMBER: {
    en: 'Enter a number.',
    es: 'Escriba un número.',
  },
  NOT_AN_INTEGER: {
    en: 'Enter a whole number.',
    es: 'Escriba un número entero.',
  },
  NOT_TEXT: {
    en: 'Enter a text.',
    es: 'Escriba un texto.',
  },
  NOT_A_BOOLEAN: {
    en: 'Enter true or false.',
    es: 'Escriba TRUE o FALSE.',
  },
  DATE_FORMAT: {
    en: 'Dates are yyyy-mm-dd.',
    es: 'Las fechas se escriben aaaa-mm-dd.',
  },
  TEXT_TOO_LONG: {
    en: 'This text is too long.',
    es: 'Este texto es demasiado largo.',
  },
  NOTIONAL_NOT_POSITIVE: {
    en: 'Notional must be > 0.',
    es: 'El nocional debe ser > 0.',
  },
  QUANTITY_NOT_POSITIVE: {
    en: 'Quantity must be > 0.',
    es: 'La cantidad debe ser > 0.',
  },
  PRICE_NOT_POSITIVE: {
    en: 'Strike, barrier, second barrier, spot reference, rate at issue date and settlement rate must be > 0.',
    es: 'El precio de ejercicio, la barrera, la segunda barrera, el spot de referencia, la tasa en la fecha de emisión y la tasa de liquidación deben ser > 0.',
  },
  NEGATIVE_AMOUNT: {
    en: 'This amount must be 0 or more.',
    es: 'Este importe debe ser 0 o mayor.',
  },
  PERCENT_RANGE: {
    en: 'A percentage from 0 to 100.',
    es: 'Un porcentaje de 0 a 100.',
  },
  PAIR_FORMAT: {
    en: 'Rate: a pair of three-letter currency codes with no divider (EURUSD, USDMXN).',
    es: 'Tasa: un par de códigos de moneda de tres letras sin separador (EURUSD, USDMXN).',
  },
  CURRENCY_FORMAT: {
    en: 'A three-letter currency code (USD).',
    es: 'Un código de moneda de tres letras (USD).',
  },
  CURRENCY_NOT_IN_PAIR: {
    en: "The currency must be one of the pair's two currencies.",
    es: 'La moneda debe ser una de las dos del par.',
  },
  EXPOSURE_TYPE_VALUE: {
    en: `Exposure type: ${CURRENCY_EXPOSURE_TYPES.join(', ')}.`,
    es: `Tipo de exposición: ${CURRENCY_EXPOSURE_TYPES.join(', ')}.`,
  },
  COMMODITY_EXPOSURE_TYPE_VALUE: {
    en: `Exposure type: ${COMMODITY_EXPOSURE_TYPES.join(' or ')}.`,
    es: `Tipo de exposición: ${COMMODITY_EXPOSURE_TYPES.join(' o ')}.`,
  },
  PRICING_METHOD_VALUE: {
    en: `Pricing method: ${PRICING_METHODS.join(', ')}.`,
    es: `Método de precio: ${PRICING_METHODS.join(', ')}.`,
  },
  INCOTERM_VALUE: {
    en: `Incoterm: ${INCOTERMS.join(', ')}.`,
    es: `Incoterm: ${INCOTERMS.join(', ')}.`,
  },
  BUY_SELL_VALUE: {
    en: 'Long|Short: LONG, SHORT, OFFSET LONG or OFFSET SHORT.',
    es: 'Compra|Venta: LONG, SHORT, OFFSET LONG u OFFSET SHORT.',
  },
  DERIVATIVE_VALUE: {
    en: 'Derivative: FUTURE, FORWARD, CALL or PUT.',
    es: 'Derivado: FUTURE, FORWARD, CALL o PUT.',
  },
  SETTLEMENT_TYPE_VALUE: {
    en: 'Settlement type: DELIVERABLE or NON DELIVERABLE.',
    es: 'Tipo de liquidación: DELIVERABLE o NON DELIVERABLE.',
  },
  OPTION_TYPE_VALUE: {
    en: `Type: a number from 1 to ${OPTION_TYPES.length} (${OPTION_TYPES.map((t, i) => `${i + 1} ${t}`).join(', ')}).`,
    es: `Tipo: un número de 1 a ${OPTION_TYPES.length} (1 europea, 2 americana, 3 asiática, 4 a ${OPTION_TYPES.length} con barrera).`,
  },
  UNDERLYING_POSITION_VALUE: {
    en: 'Underlying position: LONG or SHORT.',
    es: 'Posición subyacente: LONG o SHORT.',
  },
  BARRIER_MONITORING_VALUE: {
    en: 'Barrier monitoring: DAILY (the default when empty) or CONTINUOUS.',
    es: 'Monitoreo de la barrera: DAILY (el valor por omisión si está vacío) o CONTINUOUS.',
  },
  CONTRACT_MONTH_FORMAT: {
    en: 'Contract month is yyyy-mm.',
    es: 'El mes del contrato se escribe aaaa-mm.',
  },
  CONTINUATION_MONTH: {
    en: 'Continuation month is an integer: front month is 1, then 2, 3.',
    es: 'El mes de continuación es un entero: el primer mes es 1, luego 2, 3.',
  },
  PREMIUM_SIGN: {
    en: 'Premium: received is >= 0, paid is < 0.',
    es: 'Prima: la recibida es >= 0, la pagada es < 0.',
  },
  ISSUE_REQUIRED: {
    en: 'Issue date and rate at issue date are mandatory for payables/receivables and foreign asset/liability.',
    es: 'La fecha de emisión y la tasa en la fecha de emisión son obligatorias para cuentas por pagar/cobrar y activos/pasivos en moneda extranjera.',
  },
  INVOICE_DUE_REQUIRED: {
    en: 'Invoice due date is mandatory for payables/receivables.',
    es: 'El vencimiento de la factura es obligatorio para cuentas por pagar/cobrar.',
  },
  SETTLEMENT_NOT_EXPIRED: {
    en: 'Settlement rate and settlement PnL apply only to expired items.',
    es: 'La tasa de liquidación y la PyG de liquidación solo aplican a partidas vencidas.',
  },
  STRATEGY_CODE_MIXED: {
    en: 'Strategy code: the same code for all derivatives of one strategy.',
    es: 'Código de estrategia: el mismo código para todos los derivados de una estrategia.',
  },
  EXTENDED_SET_INCOMPLETE: {
    en: 'Port, incoterm, basis and freight go together: give all four or none.',
    es: 'Puerto, incoterm, base y flete van juntos: indique los cuatro o ninguno.',
  },
  FIXING_BEFORE_TRADE: {
    en: 'The fixing date must be on or after the trade date.',
    es: 'La fecha de fijación debe ser igual o posterior a la fecha de negociación.',
  },
  VALUE_BEFORE_FIXING: {
    en: 'The value date must be on or after the fixing date.',
    es: 'La fecha valor debe ser igual o posterior a la fecha de fijación.',
  },
  ASIAN_START_AFTER_FIXING: {
    en: 'The Asian fixing start date must be on or before the fixing date.',
    es: 'El inicio de fijación asiática debe ser igual o anterior a la fecha de fijación.',
  },
  BARRIER_NOT_APPLICABLE: {
    en: 'Barriers apply only to barrier option types.',
    es: 'Las barreras solo aplican a los tipos de opción con barrera.',
  },
  BARRIER_NOT_ABOVE_SPOT: {
    en: 'An up barrier must be above the spot reference.',
    es: 'Una barrera superior debe estar por encima del spot de referencia.',
  },
  BARRIER_NOT_BELOW_SPOT: {
    en: 'A down barrier must be below the spot reference.',
    es: 'Una barrera inferior debe estar por debajo del spot de referencia.',
  },
  DOUBLE_BARRIER_ORDER: {
    en: "A double barrier's lower barrier must be below its upper barrier.",
    es: 'En una doble barrera, la barrera inferior debe estar por debajo de la superior.',
  },
  PAIR_NOT_IN_PORTFOLIO: {
    en: 'The portfolio does not hold this pair.',
    es: 'El portafolio no tiene este par.',
  },
  COMMODITY_NOT_IN_PORTFOLIO: {
    en: 'The portfolio does not hold this commodity.',
    es: 'El portafolio no tiene esta materia prima.',
  },
  END_PRODUCT_UNKNOWN: {
    en: 'There is no such end product.',
    es: 'No existe ese producto final.',
  },
  VERSION_REQUIRED: {
    en: 'An edited or deleted row must carry the version it was read at.',
    es: 'Una fila editada o eliminada debe llevar la versión con la que se leyó.',
  },
  PK_FORMAT: {
    en: "The code is 'pending' for a new row, or the company's initials followed by the row's number.",
    es: "El código es 'pending' para una fila nueva, o las iniciales de la empresa seguidas del número de la fila.",
  },
} as const satisfies Record<string, Record<SheetLanguage, string>>;
export type RowProblemCode = keyof typeof ROW_PROBLEMS;

/** One problem of one field of a row. */
export interface RowProblem {
  field: string;
  code: RowProblemCode;
}

/** The problem a field check answers: also the hint a grid shows for the field. */
export const CHECK_PROBLEM: Readonly<Record<FieldCheck, RowProblemCode>> = {
  notional: 'NOTIONAL_NOT_POSITIVE',
  quantity: 'QUANTITY_NOT_POSITIVE',
  price: 'PRICE_NOT_POSITIVE',
  nonNegative: 'NEGATIVE_AMOUNT',
  percent: 'PERCENT_RANGE',
  pair: 'PAIR_FORMAT',
  currency: 'CURRENCY_FORMAT',
  contractMonth: 'CONTRACT_MONTH_FORMAT',
  continuationMonth: 'CONTINUATION_MONTH',
  optionType: 'OPTION_TYPE_VALUE',
};

// ── row schemas ──────────────────────────────────────────────────────────────

type Fields = Readonly<Record<string, FieldSpec>>;

type InputOf<F extends FieldSpec> = F extends { type: 'id' | 'int' | 'amount' }
  ? z.ZodOptional<z.ZodNullable<z.ZodNumber>>
  : F extends { type: 'bool' }
    ? z.ZodOptional<z.ZodNullable<z.ZodBoolean>>
    : z.ZodOptional<z.ZodNullable<z.ZodString>>;
type OutputOf<F extends FieldSpec> = F extends { type: 'id' | 'int' | 'amount' }
  ? F extends { required: true }
    ? z.ZodNumber
    : z.ZodOptional<z.ZodNullable<z.ZodNumber>>
  : F extends { type: 'bool' }
    ? z.ZodOptional<z.ZodNullable<z.ZodBoolean>>
    : F extends { required: true }
      ? z.ZodString
      : z.ZodOptional<z.ZodNullable<z.ZodString>>;

function describeField(spec: FieldSpec): string {
  switch (spec.type) {
    case 'enum':
      return `One of: ${spec.values.join(', ')}.`;
    case 'date':
      return 'YYYY-MM-DD.';
    case 'amount':
      return spec.check ? ROW_PROBLEMS[CHECK_PROBLEM[spec.check]].en : 'A number.';
    case 'int':
      return spec.check ? ROW_PROBLEMS[CHECK_PROBLEM[spec.check]].en : 'A whole number.';
    case 'text':
      return spec.check
        ? ROW_PROBLEMS[CHECK_PROBLEM[spec.check]].en
        : `Text, at most ${spec.max} characters.`;
    default:
      return '';
  }
}

function baseType(spec: FieldSpec): z.ZodType {
  if (spec.type === 'id' || spec.type === 'int' || spec.type === 'amount') return z.number();
  if (spec.type === 'bool') return z.boolean();
  return z.string();
}

/** The fields of a kind as they arrive in a batch: each may be absent or null; `rowProblems` judges them. */
function inputShape<F extends Fields>(fields: F): { [K in keyof F]: InputOf<F[K]> } {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [
      name,
      baseType(spec)
        .nullable()
        .optional()
        .describe(`${spec.required ? 'Required. ' : ''}${describeField(spec)}`),
    ]),
  ) as never;
}

/**
 * The fields of a kind as the reads answer them: required ones always present; the others left out
 * when they have no value (a 100,000-row book is less than half the size), or null.
 */
function outputShape<F extends Fields>(fields: F): { [K in keyof F]: OutputOf<F[K]> } {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => {
      const base = baseType(spec);
      const isPresent = spec.required && spec.type !== 'bool';
      return [name, (isPresent ? base : base.nullish()).describe(describeField(spec))];
    }),
  ) as never;
}

export const PENDING_PK = 'pending';

/** What every row of a batch carries besides its fields: its key, version and marks. */
const ZRowMarks = z.object({
  pk: z
    .string()
    .max(40)
    .describe(`'${PENDING_PK}' for a new row; otherwise the row's key (company initials + id, e.g. DCA123).`),
  version: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe('The version the row was read at; required to change or delete a saved row.'),
  edited: z.boolean().optional().describe('Set by the grid on changed rows; every row sent is saved.'),
  deleted: z
    .boolean()
    .optional()
    .describe('true deletes the saved row (a pending row marked deleted is skipped).'),
});

/** What every row of a read carries besides its fields. */
const rowKeys = <N extends string>(idName: N) =>
  z.object({
    pk: z.string().describe('Company initials + id, e.g. DCA123.'),
    ...({ [idName]: id } as { [K in N]: typeof id }),
    version: z.number().int().describe('+1 on every change; send it back to save the row.'),
    updated_at: timestamp,
    updated_by: z.string().describe('Username of who last changed the row.'),
  });

export const ZCurrencyExposureInput = ZRowMarks.extend(inputShape(CURRENCY_EXPOSURE_FIELDS));
export const ZCurrencyHedgeInput = ZRowMarks.extend(inputShape(CURRENCY_HEDGE_FIELDS));
export const ZCommodityExposureInput = ZRowMarks.extend(inputShape(COMMODITY_EXPOSURE_FIELDS));
export const ZCommodityHedgeInput = ZRowMarks.extend(inputShape(COMMODITY_HEDGE_FIELDS));
export type CurrencyExposureInput = z.infer<typeof ZCurrencyExposureInput>;
export type CurrencyHedgeInput = z.infer<typeof ZCurrencyHedgeInput>;
export type CommodityExposureInput = z.infer<typeof ZCommodityExposureInput>;
export type CommodityHedgeInput = z.infer<typeof ZCommodityHedgeInput>;

export const ZCurrencyExposureRow = rowKeys('pk_idcurrencyexposure').extend(
  outputShape(CURRENCY_EXPOSURE_FIELDS),
);
export const ZCurrencyHedgeRow = rowKeys('pk_idcurrencyhedge').extend(outputShape(CURRENCY_HEDGE_FIELDS));
export const ZCommodityExposureRow = rowKeys('pk_idcommodity_exposure').extend(
  outputShape(COMMODITY_EXPOSURE_FIELDS),
);
export const ZCommodityHedgeRow = rowKeys('pk_idcommodityhedge').extend(outputShape(COMMODITY_HEDGE_FIELDS));
export type CurrencyExposureRow = z.infer<typeof ZCurrencyExposureRow>;
export type CurrencyHedgeRow = z.infer<typeof ZCurrencyHedgeRow>;
export type CommodityExposureRow = z.infer<typeof ZCommodityExposureRow>;
export type CommodityHedgeRow = z.infer<typeof ZCommodityHedgeRow>;

export const BOOK_ROW_SCHEMAS = {
  currency_exposure: { input: ZCurrencyExposureInput, row: ZCurrencyExposureRow },
  currency_hedge: { input: ZCurrencyHedgeInput, row: ZCurrencyHedgeRow },
  commodity_exposure: { input: ZCommodityExposureInput, row: ZCommodityExposureRow },
  commodity_hedge: { input: ZCommodityHedgeInput, row: ZCommodityHedgeRow },
} as const;

// ── rules ────────────────────────────────────────────────────────────────────

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
      return PAIR_PATTERN.test(value as string);
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
  const fields: Fields = BOOK_KINDS[kind].fields;
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

  if (kind === 'currency_exposure') currencyExposureRules(row, has, add);
  if (kind === 'commodity_exposure') extendedSetRule(row, add);
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

function currencyExposureRules(row: Readonly<Record<string, unknown>>, has: Has, add: Add) {
  const type = row.fk_idexposureoption as CurrencyExposureType;
  if (ISSUED_EXPOSURE_TYPES.includes(type)) {
    if (!has('issue_date')) add('issue_date', 'ISSUE_REQUIRED');
    if (!has('rate_at_issue_date')) add('rate_at_issue_date', 'ISSUE_REQUIRED');
  }
  if (INVOICED_EXPOSURE_TYPES.includes(type) && !has('expiration_date'))
    add('expiration_date', 'INVOICE_DUE_REQUIRED');
}

/** Port, incoterm, basis and freight: the extended set of a commodity exposure, all or none. */
function extendedSetRule(row: Readonly<Record<string, unknown>>, add: Add) {
  const extended = ['port', 'fk_idincoterms', 'base', 'freight'];
  const given = extended.filter((field) => !isBlank(row[field]));
  if (given.length === 0 || given.length === extended.length) return;
  for (const field of extended) if (isBlank(row[field])) add(field, 'EXTENDED_SET_INCOMPLETE');
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
  if (type === 'ASIAN') {
    if (!has('asian_fixing_start_date')) add('asian_fixing_start_date', 'REQUIRED');
    else if (has('fixing_date') && str('asian_fixing_start_date') > str('fixing_date'))
      add('asian_fixing_start_date', 'ASIAN_START_AFTER_FIXING');
  }
  const side = barrierSide(type);
  if (side === null) {
    if (has('fk_idoptiontype')) {
      for (const field of ['barrier', 'barrier_2', 'barrier_monitoring'])
        if (has(field)) add(field, 'BARRIER_NOT_APPLICABLE');
    }
    return;
  }
  if (!has('barrier')) add('barrier', 'REQUIRED');
  if (side === 'double' && !has('barrier_2')) add('barrier_2', 'REQUIRED');
  if (side !== 'double' && has('barrier_2')) add('barrier_2', 'BARRIER_NOT_APPLICABLE');
  if (!has('spot_reference')) add('spot_reference', 'REQUIRED');
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

// ── requests and answers of the calls ────────────────────────────────────────

/** A list of ids in a query: `1,2,3`, or the parameter repeated. */
export const idList = z
  .preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => String(v).split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    z.array(idField).max(1000),
  )
  .describe('Ids, comma-separated or the parameter repeated.');

/** `GET /api/currency-exposure`, `/api/currency-hedge`: the rows of some pairs and portfolios. */
export const ZCurrencyBookQuery = ZFormatQuery.extend({
  currency: idList.optional().describe('Pair ids (pk_i_idcurrency); all pairs when absent.'),
  portfolios: idList.optional().describe("Portfolio ids; all the caller's portfolios when absent."),
});
/** `GET /api/currency_future_exposure`, `/api/currency_future_hedge`: rows on or after `date`. */
export const ZCurrencyFutureQuery = ZCurrencyBookQuery.extend({
  date: isoDate.describe(
    'Today: rows whose cash-flow (exposures) or fixing (hedges) date is on or after it.',
  ),
});
/** `GET /api/commodity-exposure`, `/api/commodity-hedge`. */
export const ZCommodityBookQuery = ZFormatQuery.extend({
  commodity: idList.optional().describe('Commodity ids; all when absent.'),
  end_product: idList.optional().describe('End-product ids: rows of commodities making these products.'),
  portfolios: idList.optional().describe("Portfolio ids; all the caller's portfolios when absent."),
});
/** `GET /api/commodity_future_exposure`, `/api/commodity_future_hedge`. */
export const ZCommodityFutureQuery = ZCommodityBookQuery.extend({
  date: isoDate.describe('Rows dated on or after it (exposure date; hedge fixing date).'),
  exposure_date: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('Hedges: true dates a hedge by the exposure it covers (hedged_date, else its fixing date).'),
});
/** `GET /api/commodity_past_exposure`, `/api/commodity_past_hedge`: rows from `initialDate` to before `date`. */
export const ZCommodityPastQuery = ZCommodityFutureQuery.extend({
  initialDate: isoDate.describe('First date of the window.'),
});

const batchShape = {
  format: z.literal('json').optional(),
  selected_company: idField.describe('The company whose book is saved: one of yours.'),
  user_id: idField.describe('Your own user id.'),
};

/** Most rows one batch may save (grid saves and imports). */
export const MAX_BATCH_ROWS = 20_000;
const rows = <T extends z.ZodType>(row: T) =>
  z.array(row).max(MAX_BATCH_ROWS, `At most ${MAX_BATCH_ROWS} rows per save.`);

export const ZCurrencyExposureBatch = z.object({
  ...batchShape,
  currency_exposure: rows(ZCurrencyExposureInput),
});
export const ZCurrencyHedgeBatch = z.object({ ...batchShape, currency_hedge: rows(ZCurrencyHedgeInput) });
export const ZCommodityExposureBatch = z.object({
  ...batchShape,
  commodity_exposures: rows(ZCommodityExposureInput),
});
export const ZCommodityHedgeBatch = z.object({ ...batchShape, commodity_hedges: rows(ZCommodityHedgeInput) });

export const BOOK_BATCH_SCHEMAS = {
  currency_exposure: ZCurrencyExposureBatch,
  currency_hedge: ZCurrencyHedgeBatch,
  commodity_exposure: ZCommodityExposureBatch,
  commodity_hedge: ZCommodityHedgeBatch,
} as const;

/** What a saved batch did, row by row (index into the batch), and the hedge dates it moved. */
export const ZBatchAnswer = z.object({
  message: z.literal('successful'),
  rows: z.array(
    z.object({
      index: z.number().int(),
      pk: z.string(),
      action: z.enum(['created', 'updated', 'deleted', 'skipped']),
      version: z.number().int().nullable().describe('The new version; null once deleted or skipped.'),
    }),
  ),
  moved: z
    .array(
      z.object({
        index: z.number().int(),
        pk: z.string(),
        field: z.string(),
        from: isoDate,
        to: isoDate,
      }),
    )
    .describe(
      "Hedge dates that fell on a holiday or weekend of the pair's calendars, moved to the next business day.",
    ),
});
export type BatchAnswer = z.infer<typeof ZBatchAnswer>;

/** One change of a book row, for "show this row's history". */
export const ZRowChange = z.object({
  action: z.enum(['created', 'updated', 'deleted']),
  version: z.number().int(),
  changed_by: z.string().nullable(),
  changed_at: timestamp,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type RowChange = z.infer<typeof ZRowChange>;

/** `GET /api/book/:kind/:pk/history`. */
export const ZRowHistoryParams = z.object({
  kind: z.enum(['currency-exposure', 'currency-hedge', 'commodity-exposure', 'commodity-hedge']),
  pk: z.string().max(40),
});
export const HISTORY_KIND: Readonly<Record<z.infer<typeof ZRowHistoryParams>['kind'], BookKind>> = {
  'currency-exposure': 'currency_exposure',
  'currency-hedge': 'currency_hedge',
  'commodity-exposure': 'commodity_exposure',
  'commodity-hedge': 'commodity_hedge',
};

// ── portfolios and lookups ───────────────────────────────────────────────────

const name = z.string().trim().min(1, 'This field is required.').max(100, 'At most 100 characters.');
const optionalId = idField.nullable().optional();

export const ZCreatePortfolioRequest = z.object({
  portfolio_name: name,
  fk_idcompany: idField,
  fk_currency: z
    .array(z.string().regex(PAIR_PATTERN, ROW_PROBLEMS.PAIR_FORMAT.en))
    .max(50)
    .default([])
    .describe('Currency pairs, e.g. USDCOP.'),
  fk_idcommodity: z.array(idField).max(50).default([]).describe('Commodity ids.'),
  fk_id_end_product: optionalId,
  fk_id_business: optionalId,
  fk_id_client: optionalId,
  fk_id_plant: optionalId,
  fk_id_provider: optionalId,
});
export type TCreatePortfolioRequest = z.output<typeof ZCreatePortfolioRequest>;

export const ZUpdatePortfolioRequest = z
  .object({ portfolio_name: name.optional(), show: z.boolean().optional() })
  .refine((v) => v.portfolio_name !== undefined || v.show !== undefined, 'Give a new name or show.');
export type TUpdatePortfolioRequest = z.output<typeof ZUpdatePortfolioRequest>;

export const ZBookPortfolio = ZPortfolio;

/** The query of the lookup calls (`business`, `clients`, `plants`, `providers`, `end_products`). */
export const ZLookupQuery = ZFormatQuery.extend({
  ids: idList.optional().describe('Only these entries.'),
  companies: idList.optional().describe("Only these of your companies' entries (not for end products)."),
});

/** `POST /api/business` (and clients, plants, providers): a new entry of one of your companies. */
export const ZCreateLookupRequest = z.object({ fk_idcompany: idField, name });
export type TCreateLookupRequest = z.output<typeof ZCreateLookupRequest>;

const lookup = <K extends string, N extends string>(key: K, nameKey: N) =>
  z.object({
    ...({ [key]: id } as { [P in K]: typeof id }),
    ...({ [nameKey]: z.string() } as { [P in N]: z.ZodString }),
    fk_idcompany: id,
  });
export const ZBusiness = lookup('pk_id_business', 'business_name');
export const ZClient = lookup('pk_id_client', 'client_name');
export const ZPlant = lookup('pk_id_plant', 'plant_name');
export const ZProvider = lookup('pk_id_provider', 'provider_name');

// ── strategy catalogue ───────────────────────────────────────────────────────

const ZStrategyLeg = z.object({
  derivative: z.enum(DERIVATIVES),
  position: z.enum(['LONG', 'SHORT']),
  fk_idoptiontype: z.number().int().describe('1-based index into OPTION_TYPES (1 EUROPEAN).'),
});
export type StrategyLeg = z.infer<typeof ZStrategyLeg>;

/**
 * A strategy of the catalogue, named and written for a buyer (a vanilla put is a long put); the
 * other side of the market uses the mirror image (calls and puts swapped, a forward's position
 * flipped), named for what it holds (a seller's mirror of VANILLA CALL is VANILLA PUT). The profiles
 * rate it for a company buying and one selling the underlying.
 */
export const ZStrategy = z.object({
  pk_idstrategy: id,
  asset: z.enum(['currency', 'commodity']),
  name: z.string(),
  fk_idstrategyname: id.describe('The same strategy has the same name id for currencies and commodities.'),
  number_of_derivatives: z.number().int().min(1).max(4),
  first_derivative: z.enum(DERIVATIVES),
  first_position: z.enum(['LONG', 'SHORT']),
  second_derivative: z.enum(DERIVATIVES).nullable(),
  second_position: z.enum(['LONG', 'SHORT']).nullable(),
  third_derivative: z.enum(DERIVATIVES).nullable(),
  third_position: z.enum(['LONG', 'SHORT']).nullable(),
  fourth_derivative: z.enum(DERIVATIVES).nullable(),
  fourth_position: z.enum(['LONG', 'SHORT']).nullable(),
  legs: z.array(ZStrategyLeg).min(1).max(4),
  first_second_strike_equal: z.boolean(),
  risk_profile_buyer: z.number().int().min(0).max(4).describe('0 VERY CONSERVATIVE … 4 VERY AGGRESSIVE.'),
  risk_profile_seller: z.number().int().min(0).max(4),
});
export type Strategy = z.infer<typeof ZStrategy>;

export const ZStrategyQuery = ZFormatQuery.extend({ asset: z.enum(['currency', 'commodity']).optional() });

// ── user preferences ─────────────────────────────────────────────────────────

/** The overview's default instruments (spec 02 §2, Overview), by name. */
export const OVERVIEW_DEFAULT_VALUES = OVERVIEW_INSTRUMENTS.map((i) => i.name);

const colorTheme = z.boolean().default(false).describe('true: dark.');
const navIndex = z.number().int().min(0).max(20).default(0);
const pairList = z.array(z.string().regex(PAIR_PATTERN)).max(50).default([]);
const ids = z.array(id).max(200).default([]);

export const ZDatamodelChoices = z.object({
  selected_nav: navIndex.describe('0 Program, 1 Exposures, 2 Hedges, 3 Relations.'),
  color_theme: colorTheme,
  selected_sheet: z.number().int().min(0).max(20).default(1),
  selected_company: id.nullable().default(null),
  selected_portfolio: ids,
  selected_currencies: pairList,
  selected_commodities: ids,
  selected_nav_asset: z
    .union([z.literal(0), z.literal(1)])
    .default(0)
    .describe('0 currencies, 1 commodities.'),
});
export const ZAnalyticsChoices = z.object({
  selected_nav: navIndex,
  color_theme: colorTheme,
  selected_company: id.nullable().default(null),
  selected_portfolio: ids,
  selected_currencies: pairList,
  selected_commodities: ids,
});
/** Markets' indicator toggles (spec 02 §2) and their defaults (§9: 20ma, 40ma, RSI and retracement shown). */
export const ZMarketsShow = z.object({
  '20ma': z.boolean().default(true),
  '40ma': z.boolean().default(true),
  Boll: z.boolean().default(false),
  RSI: z.boolean().default(true),
  MACD: z.boolean().default(false),
  STOCH: z.boolean().default(false),
  Fibo: z.boolean().default(false),
  FiboR: z.boolean().default(true),
  FiboE: z.boolean().default(false),
  FiboTE: z.boolean().default(false),
  trendLineData: z.boolean().default(false),
});
/**
 * What the Markets screen shows beyond the spec's fields, by catalogue id: the charted instrument
 * (and futures contract), the bar interval and window, the comparison pair and mode, the seasonality
 * grouping. The spec's numeric `selected_currency`/`selected_commodity` stay for the old clients.
 */
export const MARKET_INTERVALS = ['1D', '1W', '2W', '1M', '1Q', '6M', '1Y'] as const;
export const MARKET_WINDOWS = ['5Y', '11Y', 'all'] as const;
export const COMPARISON_MODES = [
  'SAME AXIS',
  'BASE 100',
  'TWO AXES',
  'TWO AXES (LOG)',
  'TWO AXES (INV)',
  'MULTIPLY',
  'DIVIDE',
  'REGRESS',
  'REGRESS (LOG)',
] as const;
export type ComparisonMode = (typeof COMPARISON_MODES)[number];
const instrumentId = z.string().min(1).max(40);
export const ZMarketsView = z.object({
  instrument: instrumentId.default('EURUSD'),
  contract: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable()
    .default(null),
  interval: z.enum(MARKET_INTERVALS).default('1D'),
  window: z.enum(MARKET_WINDOWS).default('5Y'),
  compare_first: instrumentId.default('EURUSD'),
  compare_second: instrumentId.default('DXY'),
  compare_mode: z.enum(COMPARISON_MODES).default('SAME AXIS'),
  seasonal_by: z.enum(['month', 'week']).default('month'),
  curve_currency: z.string().length(3).default('USD'),
});
const period = (value: number) => z.number().int().min(1).max(500).default(value);
export const ZMarketsChoices = z.object({
  selected_nav: navIndex,
  selected_currency: id.default(2),
  selected_commodity: id.default(7),
  color_theme: colorTheme,
  /** Spec 02 §9: moving averages 20/40, RSI 14, MACD 12/26/9, stochastic 14/3. */
  mmov: z
    .object({
      ma1: period(20),
      ma2: period(40),
      rsi: period(14),
      md1: period(12),
      md2: period(26),
      md3: period(9),
      stoch1: period(14),
      stoch2: period(3),
    })
    .prefault({}),
  show: ZMarketsShow.prefault({}),
  view: ZMarketsView.prefault({}),
});
export const ZOverviewChoices = z.object({
  color_theme: colorTheme,
  selected_values: z
    .array(z.string().max(30))
    .max(100)
    .default(() => [...OVERVIEW_DEFAULT_VALUES]),
});
export const ZHedgesChoices = z.object({ color_theme: colorTheme });
/** Spec 02 §9 defaults: selected_nav 0, selected_currency 2, selected_commodity 7, color_theme false, buy_sell 0, select 0. */
export const ZOptimizerChoices = z.object({
  selected_nav: navIndex,
  selected_currency: id.default(2),
  selected_commodity: id.default(7),
  color_theme: colorTheme,
  buy_sell: z
    .union([z.literal(0), z.literal(1)])
    .default(0)
    .describe('0 buyer, 1 seller.'),
  select: z.number().int().min(0).max(5).default(0).describe('Risk profile 0..4, 5 custom.'),
  /** Beyond the spec's numeric ids, as Markets' view: the pair or commodity by name, and the book read. */
  asset: instrumentId.default('USDCOP'),
  portfolio: id.nullable().default(null).describe('The portfolio whose open exposure step 1 reads.'),
});

/** A user's preferences: every group, each with its defaults filled in. */
export const ZUserPreferences = z.object({
  datamodel_choices: ZDatamodelChoices.prefault({}),
  analytics_choices: ZAnalyticsChoices.prefault({}),
  markets_choices: ZMarketsChoices.prefault({}),
  overview_choices: ZOverviewChoices.prefault({}),
  hedges_choices: ZHedgesChoices.prefault({}),
  optimizer_choices: ZOptimizerChoices.prefault({}),
  assets: z.array(z.string().max(30)).max(200).default([]).describe('Assets the user follows.'),
});
export type UserPreferences = z.output<typeof ZUserPreferences>;
export const PREFERENCE_GROUPS = [
  'datamodel_choices',
  'analytics_choices',
  'markets_choices',
  'overview_choices',
  'hedges_choices',
  'optimizer_choices',
  'assets',
] as const;

/** `POST /api/save_custom_overview`: the groups given replace the stored ones; the others stay. */
export const ZSavePreferencesRequest = z.object({
  format: z.literal('json').optional(),
  user_id: idField.optional().describe('Your own user id.'),
  datamodel_choices: ZDatamodelChoices.optional(),
  analytics_choices: ZAnalyticsChoices.optional(),
  markets_choices: ZMarketsChoices.optional(),
  overview_choices: ZOverviewChoices.optional(),
  hedges_choices: ZHedgesChoices.optional(),
  optimizer_choices: ZOptimizerChoices.optional(),
  assets: z.array(z.string().max(30)).max(200).optional(),
});
export type TSavePreferencesRequest = z.output<typeof ZSavePreferencesRequest>;

export const ZPreferencesQuery = ZFormatQuery.extend({ user_id: idField.optional() });

// ── defaults of new rows ─────────────────────────────────────────────────────

/** Spec 02 §9: sample notionals, quantity and unit, the fallback pair. */
export const ROW_DEFAULTS = {
  exposureNotional: 1_000_000,
  hedgeNotional: 100_000,
  commodityQuantity: 1000,
  commodityUnit: 'bbl',
  commodityQuotation: 'USD/bbl',
  commodityCurrency: 'USD',
  pair: 'EURUSD',
  portfolioName: 'NEW PORTFOLIO',
  exposureMonthsAhead: 3,
  hedgeMonthsAhead: 6,
} as const;

/** What a new row takes from the grid's selection; anything missing falls back to the spec's defaults. */
export interface RowDefaultsContext {
  portfolio?: number | null;
  pair?: string;
  commodity?: { id: number; quotation: string; unit: string; currency: string } | null;
}

/**
 * A new grid row of a kind (spec 02 §2 and §9): pk 'pending', not edited, the exposure dated three
 * months after `today`, a hedge traded today and fixing and settling six months after it, the sample
 * notional or quantity, a long forward (the default strategy). `today` is YYYY-MM-DD by the server's
 * clock.
 */
export function newRowDefaults(kind: BookKind, today: string, context: RowDefaultsContext = {}) {
  const day = parseIsoDate(today, 'today');
  const exposureDate = addMonths(day, ROW_DEFAULTS.exposureMonthsAhead);
  const hedgeDate = addMonths(day, ROW_DEFAULTS.hedgeMonthsAhead);
  const pair = context.pair ?? ROW_DEFAULTS.pair;
  const base = pair.slice(0, 3);
  const commodity = {
    fk_idcommodity: context.commodity?.id ?? null,
    quotation: context.commodity?.quotation ?? ROW_DEFAULTS.commodityQuotation,
    commodity_unit: context.commodity?.unit ?? ROW_DEFAULTS.commodityUnit,
    commodity_currency: context.commodity?.currency ?? ROW_DEFAULTS.commodityCurrency,
    quantity: ROW_DEFAULTS.commodityQuantity,
    continuation_month: 1,
  };
  const hedge = {
    buy_sell: 'LONG',
    derivative: 'FORWARD',
    fk_idoptiontype: 1,
    trade_date: day,
    fixing_date: hedgeDate,
    value_date: hedgeDate,
    premium: 0,
    premium_value_date: day,
  };
  const marks = { pk: PENDING_PK, edited: false };
  switch (kind) {
    case 'currency_exposure':
      return {
        ...marks,
        fk_idportafolio: context.portfolio ?? null,
        fk_idcurrency: pair,
        fk_idexposureoption: 'ACCOUNTS PAYABLE',
        notional: ROW_DEFAULTS.exposureNotional,
        fk_idcountry_currency: base,
        planned_expiration_date: exposureDate,
      };
    case 'currency_hedge':
      return {
        ...marks,
        ...hedge,
        fk_idportafolio: context.portfolio ?? null,
        fk_idcurrency: pair,
        settlement_type: 'DELIVERABLE',
        notional: ROW_DEFAULTS.hedgeNotional,
        fk_idcountry_currency: base,
        fk_idcountry_premium_currency: base,
        fk_idcurrencystrategy_derivative: 'LONG FORWARD',
      };
    case 'commodity_exposure':
      return {
        ...marks,
        ...commodity,
        fk_idportfolio: context.portfolio ?? null,
        fk_idcommodityexposureoption: 'PURCHASE',
        fk_idpricingmethod: 'SPOT',
        date: exposureDate,
        contract_month_year: exposureDate.slice(0, 7),
      };
    case 'commodity_hedge':
      return {
        ...marks,
        ...hedge,
        ...commodity,
        fk_idportafolio: context.portfolio ?? null,
        settlement_type: 'NON DELIVERABLE',
        contract_month_year: hedgeDate.slice(0, 7),
        fk_idcommodity_strategy: 'LONG FORWARD',
      };
  }
}
