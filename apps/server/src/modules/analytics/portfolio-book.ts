import {
  type AnalyticsArea,
  type COMMODITY_EXPOSURE_FIELDS,
  type COMMODITY_HEDGE_FIELDS,
  type CURRENCY_EXPOSURE_FIELDS,
  type CURRENCY_HEDGE_FIELDS,
  type CurrencyExposureType,
  EXPOSURE_TYPE_TERMS,
  type FigureUnits,
  optionTypeOf,
  pairUnits,
  quotationUnits,
} from '@cobertura/contracts';
import type { PriceTerms } from '@cobertura/finance/commodity';
import type { HedgingProgram } from '@cobertura/finance/hedging';
import type { PortfolioExposureRow, PortfolioHedgeRow } from '@cobertura/finance/portfolio';
import type { IsoDate } from '@cobertura/finance/time';
import type { Services } from '../../services.ts';
import {
  selectBookRows,
  selectCommodityPricing,
  selectCurrentBudgetRate,
  selectCurrentProgram,
} from './analytics.queries.ts';

/** A commodity exposure's pricing: how its price is set and built from the futures. */
export interface CommodityExposurePricing {
  pk: string;
  pricing_method: string;
  /** The row's settlement price (once its date has passed): a FIXED row's price when known. */
  fixed_price: number | null;
  terms: PriceTerms;
}

/** What the commodity analysis reads of a commodity book besides what it values. */
export interface CommodityPricing {
  /** The commodity's currency (USD) and quotation (USD/bbl). */
  currency: string;
  quotation: string;
  /** The end product's quotation (currency/unit), null without an end product. */
  end_product_quotation: string | null;
  exposures: CommodityExposurePricing[];
}

/** What one portfolio and asset is valued from, as a valuation stores it (JSON: absent values are null). */
export interface PortfolioBook {
  portfolio_id: number;
  portfolio_name: string;
  /** The pair (USDCOP) or the commodity's name (BRENT). */
  asset: string;
  hedges: PortfolioHedgeRow[];
  exposures: PortfolioExposureRow[];
  program: HedgingProgram | null;
  budget_rate: number | null;
  /** Commodity books only; valuations kept before the commodity analysis have none. */
  commodity?: CommodityPricing | undefined;
}

type Row = Record<string, unknown>;

/** A hedge's fields read below, of either area. */
const HEDGE_READS = [
  'buy_sell',
  'derivative',
  'fk_idoptiontype',
  'strike',
  'barrier',
  'barrier_2',
  'barrier_monitoring',
  'premium',
  'fk_idcountry_premium_currency',
  'trade_date',
  'fixing_date',
  'value_date',
  'premium_value_date',
  'asian_fixing_start_date',
  'hedged_date',
  'sale_date',
  'settlement_type',
  'spot_reference',
  'undelying_position',
  'new_event',
  'counterparty',
  'strategy_code',
] as const;

/** The fields of each kind of row the readers below read: the only ones asked of the database. */
const READS = {
  currency: {
    exposure: [
      'fk_idexposureoption',
      'notional',
      'planned_expiration_date',
      'realized_expiration_date',
      'rate_at_realized_expiration_date',
    ] satisfies (keyof typeof CURRENCY_EXPOSURE_FIELDS)[],
    hedge: [
      ...HEDGE_READS,
      'notional',
      'settlement_rate',
      'fk_idcurrencystrategy_derivative',
    ] satisfies (keyof typeof CURRENCY_HEDGE_FIELDS)[],
  },
  commodity: {
    exposure: [
      'fk_idcommodityexposureoption',
      'quantity',
      'date',
      'settlement_price',
      'fk_idpricingmethod',
      'base',
      'freight',
      'insurance',
      'bonus',
      'tariffs',
      'percent_bonus',
    ] satisfies (keyof typeof COMMODITY_EXPOSURE_FIELDS)[],
    hedge: [
      ...HEDGE_READS,
      'quantity',
      'settlement_price',
      'commodity_unit',
      'contract_month_year',
      'fk_idcommodity_strategy',
    ] satisfies (keyof typeof COMMODITY_HEDGE_FIELDS)[],
  },
} as const;

/**
 * What a book's figures count: a pair's quote currency for money and its base for quantities, a
 * commodity's currency and its quotation's unit (unknown for a commodity book kept without them).
 */
export function bookUnits(
  area: AnalyticsArea,
  book: Pick<PortfolioBook, 'asset' | 'commodity'>,
): FigureUnits {
  return area === 'currency'
    ? pairUnits(book.asset)
    : quotationUnits(book.commodity?.currency ?? null, book.commodity?.quotation ?? null);
}

/** What names a valued group in a reply: its portfolio, its asset and the units of its figures. */
export function groupHeading(
  area: AnalyticsArea,
  book: Pick<PortfolioBook, 'portfolio_id' | 'portfolio_name' | 'asset' | 'commodity'>,
) {
  return {
    portfolio_id: book.portfolio_id,
    portfolio_name: book.portfolio_name,
    asset: book.asset,
    ...bookUnits(area, book),
  };
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const day = (value: unknown): IsoDate | null => str(value) as IsoDate | null;

/**
 * A portfolio's book of one asset as finance values it: its exposure and hedge rows (spec 02 §3),
 * its current program and budget rate. A currency exposure's type gives its bucket and sign; a
 * commodity purchase pays and a sale receives, in the cash-flow bucket. A commodity hedge's quantity
 * is its notional and its settlement price its settlement rate.
 */
export async function readPortfolioBook(
  services: Services,
  area: AnalyticsArea,
  portfolio: { id: number; name: string },
  asset: { name: string; commodityId?: number | undefined },
): Promise<PortfolioBook> {
  const key = area === 'currency' ? asset.name : (asset.commodityId as number);
  const ref =
    area === 'currency'
      ? ({ kind: 'currency', pair: asset.name } as const)
      : ({ kind: 'commodity', commodityId: asset.commodityId as number } as const);
  const [exposures, hedges, program, budget, pricing] = await Promise.all([
    selectBookRows(services, area, 'exposure', portfolio.id, key, READS[area].exposure),
    selectBookRows(services, area, 'hedge', portfolio.id, key, READS[area].hedge),
    selectCurrentProgram(services, portfolio.id, ref),
    selectCurrentBudgetRate(services, portfolio.id, ref),
    area === 'commodity' ? selectCommodityPricing(services, portfolio.id, key as number) : undefined,
  ]);
  return {
    portfolio_id: portfolio.id,
    portfolio_name: portfolio.name,
    asset: asset.name,
    hedges: hedges.map((row) => hedgeRow(area, portfolio.id, row)),
    exposures: exposures.map((row) =>
      area === 'currency' ? currencyExposure(portfolio.id, row) : commodityExposure(portfolio.id, row),
    ),
    program: program ? ({ ...program } as unknown as HedgingProgram) : null,
    budget_rate: budget === undefined ? null : Number(budget),
    ...(pricing
      ? {
          commodity: {
            currency: pricing.currency,
            quotation: pricing.quotation,
            end_product_quotation:
              pricing.productCurrency && pricing.productUnit
                ? `${pricing.productCurrency}/${pricing.productUnit}`
                : null,
            exposures: exposures.map(exposurePricing),
          },
        }
      : {}),
  };
}

function exposurePricing(row: Row): CommodityExposurePricing {
  return {
    pk: String(row.pk),
    pricing_method: String(row.fk_idpricingmethod),
    fixed_price: num(row.settlement_price),
    terms: {
      base: num(row.base),
      freight: num(row.freight),
      insurance: num(row.insurance),
      bonus: num(row.bonus),
      tariffs: num(row.tariffs),
      percent_bonus: num(row.percent_bonus),
    },
  };
}

function currencyExposure(portfolioId: number, row: Row): PortfolioExposureRow {
  const terms = EXPOSURE_TYPE_TERMS[row.fk_idexposureoption as CurrencyExposureType];
  const notional = num(row.notional) ?? 0;
  return {
    pk: String(row.pk),
    portfolio_id: portfolioId,
    bucket: terms.bucket,
    amount: terms.side === 'receive' ? notional : -notional,
    date: terms.bucket === 'undated' ? null : day(row.planned_expiration_date),
    realized_date: day(row.realized_expiration_date),
    realized_rate: num(row.rate_at_realized_expiration_date),
  };
}

function commodityExposure(portfolioId: number, row: Row): PortfolioExposureRow {
  const quantity = num(row.quantity) ?? 0;
  return {
    pk: String(row.pk),
    portfolio_id: portfolioId,
    bucket: 'cash_flow',
    amount: row.fk_idcommodityexposureoption === 'SALE' ? quantity : -quantity,
    date: day(row.date),
    // Its settlement price, entered once the exposure has expired, is the price it was realised at.
    realized_date: row.settlement_price == null ? null : day(row.date),
    realized_rate: num(row.settlement_price),
  };
}

function hedgeRow(area: AnalyticsArea, portfolioId: number, row: Row): PortfolioHedgeRow {
  const isCurrency = area === 'currency';
  return {
    pk: String(row.pk),
    portfolio_id: portfolioId,
    buy_sell: String(row.buy_sell),
    derivative: String(row.derivative),
    // An index outside the list reaches finance as it is, which answers the row's problem.
    option_type: optionTypeOf(num(row.fk_idoptiontype)) ?? String(row.fk_idoptiontype),
    notional: num(isCurrency ? row.notional : row.quantity) ?? 0,
    strike: num(row.strike),
    barrier: num(row.barrier),
    barrier_2: num(row.barrier_2),
    barrier_monitoring: str(row.barrier_monitoring),
    premium: num(row.premium),
    premium_currency: str(row.fk_idcountry_premium_currency),
    trade_date: day(row.trade_date),
    fixing_date: day(row.fixing_date),
    value_date: day(row.value_date),
    premium_value_date: day(row.premium_value_date),
    asian_fixing_start_date: day(row.asian_fixing_start_date),
    hedged_date: day(row.hedged_date),
    sale_date: day(row.sale_date),
    settlement_type: str(row.settlement_type),
    settlement_rate: num(isCurrency ? row.settlement_rate : row.settlement_price),
    spot_reference: num(row.spot_reference),
    undelying_position: str(row.undelying_position),
    new_event: row.new_event === true,
    counterparty: str(row.counterparty),
    unit: isCurrency ? null : str(row.commodity_unit),
    contract_month_year: isCurrency ? null : str(row.contract_month_year),
    strategy: str(isCurrency ? row.fk_idcurrencystrategy_derivative : row.fk_idcommodity_strategy),
    strategy_code: str(row.strategy_code),
  };
}
