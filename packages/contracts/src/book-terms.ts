import { barrierKind } from '@cobertura/finance/hedging';

/**
 * The words of a book row (spec 02 §3, §5): exposure types, a hedge's side, derivative, settlement
 * and option type, in the spec's wire spelling. The field tables (book-fields.ts) take their values
 * from here.
 */

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

/**
 * The pairs a book row may name (spec 02 §3 "Supported pairs in a fixed list", plus USDMYR that the
 * markets use): the reference data the server seeds, and the values a pair cell accepts.
 */
export const BOOK_PAIRS = [
  'EURGBP',
  'EURUSD',
  'GBPUSD',
  'USDBRL',
  'USDCLP',
  'USDCOP',
  'USDMXN',
  'USDMYR',
] as const;

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
