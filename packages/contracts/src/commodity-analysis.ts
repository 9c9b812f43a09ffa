import { PERIODS } from '@cobertura/finance/time';
import { z } from 'zod';
import { ZValuationMeta } from './analytics.ts';
import { isoDate } from './fields.ts';
import { FIGURE_UNIT_FIELDS } from './figure-units.ts';

/**
 * The commodity analysis (spec 02 §2 "Commodity analysis screen", §3 "Commodity analysis totals per
 * period") of a kept commodity valuation: quantities and prices per bucket, the valuation groups,
 * the filters, a target unit, and the commodity and currency risk together.
 */

/** The spec's bucket options. */
export const COMMODITY_BUCKETS = PERIODS;
export type CommodityBucket = (typeof COMMODITY_BUCKETS)[number];
/** The expiry filter (spec: Active, Expired); 'all' shows both. */
export const EXPIRY_FILTERS = ['all', 'active', 'expired'] as const;
/** The fixation filter (spec: Fixed, Not Fixed); 'all' shows both. */
export const FIXATION_FILTERS = ['all', 'fixed', 'not_fixed'] as const;
/** The valuation groups: Expired hedges, NEW HEDGES, OTHER HEDGES, TOTAL OPEN POSITIONS. */
export const COMMODITY_GROUPS = ['expired', 'new', 'other', 'open'] as const;

/** `GET /api/portfolio_valuations/{id}/commodity_analysis`. */
export const ZCommodityAnalysisQuery = z.object({
  bucket: z.enum(COMMODITY_BUCKETS).default('MONTHLY'),
  expiry: z.enum(EXPIRY_FILTERS).default('all'),
  fixation: z.enum(FIXATION_FILTERS).default('all'),
  unit: z
    .string()
    .trim()
    .max(20)
    .optional()
    .describe(
      "A quotation of the group's unit_options ('USD/mt'); default the end product's, else the commodity's.",
    ),
  local_currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Three capital letters.')
    .optional()
    .describe(
      'The company’s currency (COP): the commodity and currency risk together when it differs from the commodity’s.',
    ),
});
export type TCommodityAnalysisQuery = z.input<typeof ZCommodityAnalysisQuery>;

/** A price and its parts: futures + ratio + basis = price (price = futures × ratio + basis). */
export const ZPriceSplit = z.object({
  futures: z.number(),
  ratio: z.number().describe('futures × (ratio − 1): what the percentages (percent_bonus, tariffs) add.'),
  basis: z.number().describe('base + freight + insurance + bonus, per unit.'),
  price: z.number(),
});
export type PriceSplitFigures = z.infer<typeof ZPriceSplit>;

/** The local value of one scenario and its change split into commodity, currency and cross parts. */
export const ZCommodityFxRisk = z.object({
  value_foreign: z.number().describe("Q·F + C, the commodity's currency (the group's amounts_currency)."),
  value_local: z.number().describe("(Q·F + C)·X, local currency (the fx leg's local_currency)."),
  commodity_risk: z.number().describe('Q·ΔF·X, local currency.'),
  fx_risk: z.number().describe('(Q·F + C)·ΔX, local currency.'),
  cross: z.number().describe('Q·ΔF·ΔX, local currency.'),
  total: z.number().describe('The whole change: the sum of the three, local currency.'),
});
export type CommodityFxRiskFigures = z.infer<typeof ZCommodityFxRisk>;

const price = ZPriceSplit.nullable();

/** One bucket's totals (spec 02 §3 "Commodity analysis totals per period"), target unit. */
export const ZCommodityBucketTotals = z.object({
  key: z.string().describe("'2026-12', '2026-W51', '2026-12-H1', '2026-S2', 'TOTAL'."),
  start: isoDate,
  end: isoDate,
  budget_quantity: z.number(),
  forecast_quantity: z.number(),
  hedged_quantity: z.number(),
  fixed_quantity: z.number(),
  ratio: z.number().nullable().describe('hedged / forecast.'),
  budget_price: price,
  market_price: price,
  fixed_price: price,
  net_price: price,
  combined: z
    .object({ up: ZCommodityFxRisk, down: ZCommodityFxRisk })
    .nullable()
    .describe(
      'Futures and rate both moved by the valuation’s shock, up and down; null without a currency leg.',
    ),
});
export type CommodityBucketTotalsFigures = z.infer<typeof ZCommodityBucketTotals>;

export const ZCommodityGroupTotals = z.object({
  group: z.enum(COMMODITY_GROUPS),
  rows: z.number().int(),
  quantity: z.number().describe('Σ direction × quantity, long positive.'),
  hedged_quantity: z.number(),
  price: z.number().nullable().describe('The |quantity|-weighted strike.'),
  value: z.number().describe('m2m of live rows, settlement PnL of expired ones.'),
  delta: z.number(),
});
export type CommodityGroupTotalsFigures = z.infer<typeof ZCommodityGroupTotals>;

/** The currency leg: the pair read, its rate as local currency per unit of the commodity's. */
export const ZCommodityFxLeg = z.object({
  pair: z.string(),
  local_currency: z.string(),
  rate: z.number().positive(),
  prices_date: isoDate,
  shock: z.number(),
  simulated: z.boolean(),
});

export const ZCommodityAnalysisGroup = z.object({
  portfolio_id: z.number().int(),
  portfolio_name: z.string(),
  asset: z.string(),
  currency: z.string().nullable().describe("The commodity's currency."),
  quotation: z.string().nullable().describe("The commodity's own quotation (USD/bbl)."),
  unit: z.string().nullable().describe('The quotation the figures are in.'),
  unit_options: z.array(z.string()),
  ...FIGURE_UNIT_FIELDS,
  fx: ZCommodityFxLeg.nullable(),
  buckets: z.array(ZCommodityBucketTotals),
  total: ZCommodityBucketTotals,
  valuation_groups: z.array(ZCommodityGroupTotals),
  simulated: z.boolean(),
});
export type CommodityAnalysisGroup = z.infer<typeof ZCommodityAnalysisGroup>;

export const ZCommodityAnalysisReply = z.object({
  valuation: ZValuationMeta,
  groups: z.array(ZCommodityAnalysisGroup),
});
export type CommodityAnalysisReply = z.infer<typeof ZCommodityAnalysisReply>;
