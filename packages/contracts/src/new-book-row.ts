import { addMonths, parseIsoDate } from '@cobertura/finance/time';
import type { BookKind } from './book-fields.ts';
import { PENDING_PK } from './book-rows.ts';

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
