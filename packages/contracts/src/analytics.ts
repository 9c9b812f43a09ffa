import type { ValuedHedgeRow } from '@cobertura/finance/portfolio';
import { z } from 'zod';
import { BUY_SELL, DERIVATIVES } from './book-terms.ts';
import { colorTheme, ids, navIndex, pairList } from './choice-fields.ts';
import { id, idField, isoDate } from './fields.ts';
import { FIGURE_UNIT_FIELDS } from './figure-units.ts';
import type { MirrorsFinance } from './finance-mirror.ts';
import { MARKET_INTERVALS } from './markets.ts';
import { ZSheetLanguage } from './spreadsheets.ts';

/**
 * Analytics (spec 02 §2 Analytics, §3 hedge row, exposure row, aggregated period record, valuation
 * input, portfolio valuation reply; §7 `currency_portfolio_valuation`,
 * `commodity_portfolio_valuation`): a portfolio's book valued on a date against a market snapshot,
 * and aggregated by period against its program and budget rate.
 */

/** The two analysis areas: currency pairs, commodities. */
export const ANALYTICS_AREAS = ['currency', 'commodity'] as const;
export type AnalyticsArea = (typeof ANALYTICS_AREAS)[number];

/** The default spot shock of the up and down scenarios: ±10 %. */
export const DEFAULT_SCENARIO_SHOCK = 0.1;

// ── the market a valuation runs on ────────────────────────────────────────────

/** One tenor's valuation inputs (DESIGN.md "Valuation inputs"), as a snapshot carries them. */
export const ZSnapshotTenor = z.object({
  days_to_expiration: z.number().int().min(0),
  fwd: z.number().positive(),
  r: z.number().min(-1).max(1),
  rf: z.number().min(-1).max(1),
  d0: z.number().positive(),
  c0: z.number(),
  c1: z.number(),
  c2: z.number(),
});
export type SnapshotTenor = z.infer<typeof ZSnapshotTenor>;

/** A day of an asset's history: what barrier touches, Asian fixings and settlement rates are read from. */
export const ZSnapshotBar = z.object({
  date: isoDate,
  close: z.number().positive(),
  high: z.number().positive().nullish(),
  low: z.number().positive().nullish(),
});
export type SnapshotBar = z.infer<typeof ZSnapshotBar>;

/** One asset's market on the prices' date: spot, valuation inputs per tenor, and its past closes. */
export const ZSnapshotAsset = z.object({
  spot: z.number().positive(),
  tenors: z.array(ZSnapshotTenor).min(1).max(200),
  history: z.array(ZSnapshotBar).max(20_000).default([]),
  simulated: z.boolean().default(false),
});
export type SnapshotAsset = z.infer<typeof ZSnapshotAsset>;

/**
 * The market a valuation uses: the stored data of a day, or a what-if the caller supplies (spot,
 * curves, volatilities as JSON). Assets are keyed by pair (USDCOP) or commodity name (BRENT).
 */
export const ZMarketSnapshot = z.object({
  observation_date: isoDate.describe("The prices' date."),
  assets: z.record(z.string().min(1).max(40), ZSnapshotAsset),
});
export type MarketSnapshot = z.infer<typeof ZMarketSnapshot>;

/**
 * The ranges of a what-if market's figures: a volatility up to 500 % (the range every pricer is
 * held finite and within its no-arbitrage bounds on), tenors up to 100 years, a discount factor up
 * to 2 (above 1 only with negative rates), and bounds on the smile's slope and curvature that catch
 * runaway inputs (a one-week tenor's curvature reaches about 35).
 */
export const WHAT_IF_LIMITS = {
  volatility: 5,
  days: 36_525,
  discountFactor: 2,
  slope: 10,
  curvature: 1000,
} as const;

const within = (limit: number) => z.number().min(-limit).max(limit);

/** A what-if tenor: a snapshot tenor whose every figure is in its documented range. */
export const ZWhatIfTenor = ZSnapshotTenor.extend({
  days_to_expiration: z
    .number()
    .int()
    .min(0)
    .max(WHAT_IF_LIMITS.days)
    .describe('Calendar days, 0 to 36,525.'),
  d0: z
    .number()
    .positive()
    .max(WHAT_IF_LIMITS.discountFactor)
    .describe('Domestic discount factor, in (0, 2].'),
  c0: z
    .number()
    .positive()
    .max(WHAT_IF_LIMITS.volatility)
    .describe('At-the-money volatility, a fraction in (0, 5]: 0.12 = 12 %, at most 500 %.'),
  c1: within(WHAT_IF_LIMITS.slope).describe('Smile slope per unit of log-moneyness, in [−10, 10].'),
  c2: within(WHAT_IF_LIMITS.curvature).describe('Smile curvature, in [−1000, 1000].'),
});

/** A what-if market: a snapshot whose tenors are {@link ZWhatIfTenor}s. */
export const ZWhatIfMarket = ZMarketSnapshot.extend({
  assets: z.record(
    z.string().min(1).max(40),
    ZSnapshotAsset.extend({ tenors: z.array(ZWhatIfTenor).min(1).max(200) }),
  ),
});

// ── the request ──────────────────────────────────────────────────────────────

/** `POST /api/currency_portfolio_valuation` and `/api/commodity_portfolio_valuation`. */
export const ZPortfolioValuationRequest = z.object({
  format: z.literal('json').optional(),
  portfolios: z.array(idField).min(1).max(200).describe('id_portfolios: portfolios of your companies.'),
  assets: z
    .array(z.string().trim().min(1).max(40))
    .min(1)
    .max(50)
    .describe('id_assets: pairs (USDCOP) or commodity names (BRENT).'),
  initialDate: isoDate.optional().describe('First period shown; the valuation date when absent.'),
  endDate: isoDate.optional().describe('Last period shown; the book’s last date when absent.'),
  valuation_date: isoDate.optional().describe("The valuation date; the market's today when absent."),
  interval: z.enum(MARKET_INTERVALS).default('1M').describe('The periods of the table.'),
  shock: z
    .number()
    .gt(0)
    .max(0.9)
    .default(DEFAULT_SCENARIO_SHOCK)
    .describe('Relative spot move of the up and down scenarios: 0.1 = ±10 %.'),
  market: ZWhatIfMarket.optional().describe('A what-if market instead of the stored prices.'),
  progress_id: z
    .uuid()
    .optional()
    .describe(
      'A name of your choosing for this call: while a large book is valued, GET /api/valuation_progress/{progress_id} tells how far it got.',
    ),
});
export type TPortfolioValuationRequest = z.output<typeof ZPortfolioValuationRequest>;

// ── the reply ────────────────────────────────────────────────────────────────

const amount = z.number();
const maybe = z.number().nullable();

/** A notional and its delta (units of the foreign currency or the commodity). */
export const ZNotionalDelta = z.object({ notional: amount, delta: amount });

/** BUY or SELL from balance plus cash flow (spec 02 §4 "Hedge labels"). */
export const HEDGE_SIDES = ['BUY', 'SELL', 'NONE'] as const;
/** EXCESS HEDGE or REQUIRED HEDGE from hedge minus program. */
export const HEDGE_GAP_LABELS = ['REQUIRED HEDGE', 'EXCESS HEDGE'] as const;

/**
 * The figures of one period (spec 02 §3 "Aggregated period record"). Amounts in units of the
 * foreign currency (or the commodity), signed as the book is: positive when the company receives
 * it (the group's quantity_unit). Rates in the pair's quote, domestic per foreign (the group's
 * rate_unit); money (m2m, difference) in the domestic currency (the group's amounts_currency).
 * Percentages are fractions (0.5 = 50 %); null where a figure has no meaning (no exposure, no hedge).
 */
export const ZPeriodFigures = z.object({
  balance: amount,
  undated: amount,
  cash_flow: amount,
  program: amount.describe("The program's percentage of the exposure it covers, as an amount."),
  hedge: amount.describe(
    'Notional of the hedging rows, signed as the exposure it offsets: − covers a payment or purchase, + a receipt or sale.',
  ),
  hedge_percent: maybe,
  delta: amount.describe(
    'The underlying the rows stand for, −∂ mark-to-market / ∂ price in units of the foreign currency or commodity: signed as hedge is (− acts as a purchase, + as a sale).',
  ),
  required_hedge: amount.describe('Program minus hedge, in magnitude.'),
  hedge_label: z.enum(HEDGE_GAP_LABELS),
  buy_sell: z.enum(HEDGE_SIDES),
  fwd: maybe,
  hedge_rate: maybe.describe("The hedges' weighted strike."),
  net_rate: maybe.describe('The hedged part at the hedge rate, the rest at the forward.'),
  hedge_rate_premium: maybe.describe(
    "The hedge rate with the period's premiums, carried to their payment, per unit hedged.",
  ),
  net_rate_premium: maybe.describe(
    "The net rate with the period's premiums, carried to their payment, per unit of exposure.",
  ),
  budget_rate: maybe,
  budget_expo: maybe.describe('The exposure valued at the budget rate, in domestic currency.'),
  m2m: amount.describe("Mark-to-market of the period's hedges, domestic currency."),
  m2m_rate: maybe.describe('m2m per unit of hedge notional.'),
  hedge_m2m: amount.describe('Mark-to-market of the hedging-purpose hedges only.'),
  net_m2m: amount.describe('The exposure at the forward against the budget rate, plus m2m.'),
  difference: maybe.describe('(net rate − budget rate) × exposure, domestic currency: the gap to budget.'),
  newHedge: amount.describe('Notional of hedges traded in the period.'),
  last_m_hedge: amount.describe("The period's hedge as it stood a month before the valuation date."),
  totalHedgePercent: maybe.describe('Hedge over the exposure of every period up to this one.'),
  long_forward: ZNotionalDelta,
  short_forward: ZNotionalDelta,
  call: ZNotionalDelta,
  put: ZNotionalDelta,
});
export type PeriodFigures = z.infer<typeof ZPeriodFigures>;

/** One period of the table, with its up and down scenarios (spot ± shock, options re-priced). */
export const ZAggregatedPeriod = ZPeriodFigures.extend({
  date: isoDate.describe("The period's first day."),
  end: isoDate.describe("The period's last day."),
  up: ZPeriodFigures,
  down: ZPeriodFigures,
});
export type AggregatedPeriod = z.infer<typeof ZAggregatedPeriod>;

/** Where a hedge stands on the valuation date. */
export const HEDGE_STATUSES = ['open', 'settled', 'knocked_out', 'knocked_in', 'unpriced'] as const;

/** A hedge row of the analysis (spec 02 §3 "Hedge row"), valued. */
export const ZValuedHedge = z.object({
  pk: z.string(),
  portfolio_id: z.number().int(),
  asset: z.string(),
  trade_date: isoDate.nullable(),
  fixing_date: isoDate.nullable(),
  value_date: isoDate.nullable(),
  premium_value_date: isoDate.nullable(),
  asian_fixing_start_date: isoDate
    .nullable()
    .describe("An Asian's first averaging day as valued (the booked one, else the trade date)."),
  hedged_date: isoDate.nullable(),
  sale_date: isoDate.nullable(),
  buy_sell: z.enum(BUY_SELL),
  derivative: z.enum(DERIVATIVES),
  derivative_type: z.string().describe('The derivative and its option type: CALL UP AND OUT, FORWARD…'),
  derivative_purpose: z.string(),
  is_hedging: z.boolean().describe('Counted in the hedge: a hedging purpose and direction.'),
  settlement_type: z.string().nullable(),
  counterparty: z.string().nullable(),
  unit: z.string().nullable(),
  contract_month_year: z.string().nullable(),
  notional: amount.describe('Units of the base currency or of the commodity.'),
  strike: maybe,
  barrier: maybe,
  barrier_2: maybe,
  // Absent from valuations kept before hedges said how their barriers are watched.
  barrier_monitoring: z
    .string()
    .nullish()
    .describe('DAILY (also when null or absent) or CONTINUOUS: how a barrier is watched, and so priced.'),
  premium: maybe.describe('As booked: the whole amount, in premium_currency (received > 0, paid < 0).'),
  premium_currency: z
    .string()
    .nullable()
    .describe("The premium's currency as booked: the pair's quote or base currency."),
  spot_reference: maybe,
  undelying_position: z.string().nullable(),
  new_event: z.boolean(),
  barrier_label: z.string().nullable().describe("'(KO)', '(no KO)', '(KI)', '(no KI)' for barrier options."),
  event_date: isoDate.nullable().describe('The day history shows the barrier touched.'),
  status: z.enum(HEDGE_STATUSES),
  settlement_rate: maybe.describe('The rate it settled at: entered, else the close on its fixing date.'),
  settlement_pnl: maybe.describe("The group's amounts_currency."),
  mark_2_market: maybe.describe("The group's amounts_currency: positive a gain to the company."),
  delta: maybe.describe(
    "The underlying the row stands for, −∂ mark-to-market / ∂ price in the group's quantity_unit: signed as hedge_value is.",
  ),
  hedge_value: maybe.describe(
    'Notional signed as the exposure it offsets: − covers a payment or purchase (long forward or call, short put), + a receipt or sale (short forward or call, long put); 0 once knocked out.',
  ),
  days_to_expiration: z.number().int().nullable(),
  spot: maybe.describe(
    "The spot an open row was valued on: a pair's underlying (a commodity's is fwd, the forward of the row's date).",
  ),
  volatility: maybe,
  fwd: maybe,
  r: maybe,
  rf: maybe,
  d0: maybe,
  c0: maybe,
  c1: maybe,
  c2: maybe,
  problem: z.string().nullable().describe('Why the row has no value (no price, inconsistent terms).'),
});
export type ValuedHedge = z.infer<typeof ZValuedHedge>;
// Finance's valued row, with the group's asset and the premium's currency as booked.
true satisfies MirrorsFinance<Omit<ValuedHedge, 'asset' | 'premium_currency'>, ValuedHedgeRow>;

/** An exposure row of the analysis (spec 02 §3 "Exposure row"). */
export const ZValuedExposure = z.object({
  pk: z.string(),
  portfolio_id: z.number().int(),
  asset: z.string(),
  date: isoDate.nullable(),
  balance: amount,
  cash_flow: amount,
  undated: amount,
  fwd: maybe,
  r: maybe,
  rf: maybe,
  time_to_expiration: maybe.describe('Years (days / 365).'),
  status: z.enum(['open', 'settled']),
  settlement_rate: maybe,
  settlement_pnl: maybe,
});
export type ValuedExposure = z.infer<typeof ZValuedExposure>;

/** The exposure-and-hedge summary: the BALANCE and CASH FLOW rows. */
export const ZSummaryRow = z.object({
  exposure: amount,
  hedge: amount,
  program: amount,
  hedge_percent: maybe,
});

/**
 * One portfolio and asset: its table, summary and valued rows (spec 02 §3 "Portfolio valuation
 * reply"). Every money figure of the group is in `amounts_currency`, every quantity in
 * `quantity_unit`, every rate as `rate_unit` (a hedge's premium names its own currency).
 */
export const ZValuationGroup = z.object({
  portfolio_id: z.number().int(),
  portfolio_name: z.string(),
  asset: z.string(),
  ...FIGURE_UNIT_FIELDS,
  side: z.enum(HEDGE_SIDES),
  budget_rate: maybe,
  has_program: z.boolean().describe("False: the screen says 'No program found for this portfolio'."),
  summary: z.object({ balance: ZSummaryRow, cash_flow: ZSummaryRow }),
  periods: z.array(ZAggregatedPeriod),
  details: z.array(ZValuedHedge),
  exposures: z.array(ZValuedExposure),
  simulated: z.boolean().describe('Some price it used is simulated.'),
});
export type ValuationGroup = z.infer<typeof ZValuationGroup>;

/**
 * How long a kept valuation stands for the books it valued, when a reader may take it instead of
 * valuing them again (Overview): prices of the market's today move during the day (the demo ticker,
 * a staff import), so past this the books are valued again.
 */
export const RECENT_VALUATION_MS = 15 * 60_000;

/** What a valuation names so that it can be repeated exactly. */
export const ZValuationMeta = z.object({
  id: z.string().uuid(),
  valuation_date: isoDate,
  prices_date: isoDate.describe("The market snapshot's observation date."),
  snapshot_id: z.string().describe('SHA-256 of the market snapshot it used, canonical JSON.'),
  book_version: z.string().describe('SHA-256 of the book rows it valued.'),
  valued_at: z.string().describe('When it ran (ISO 8601).'),
  what_if: z.boolean(),
  simulated: z.boolean(),
});
export type ValuationMeta = z.infer<typeof ZValuationMeta>;

export const ZPortfolioValuationReply = z.object({
  valuation: ZValuationMeta,
  groups: z.array(ZValuationGroup),
});
export type PortfolioValuationReply = z.infer<typeof ZPortfolioValuationReply>;

/** `GET /api/portfolio_valuations/{id}`: a stored valuation, run again on its own inputs. */
export const ZValuationIdParams = z.object({ id: z.string().uuid() });

/** `GET /api/portfolio_valuations/{id}/report.pdf`: one group's report; the first group when none is named. */
export const ZValuationReportQuery = z.object({
  lang: ZSheetLanguage,
  portfolio: z.coerce.number().int().positive().optional().describe('The portfolio of the group reported.'),
  asset: z.string().trim().min(1).max(40).optional().describe('The pair or commodity of the group reported.'),
});

/** `GET /api/valuation_progress/{id}`: how far a large valuation got (hedges valued of its total). */
export const ZValuationProgress = z.object({
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type ValuationProgress = z.infer<typeof ZValuationProgress>;

/** `GET /api/portfolio_valuations/{id}/periods.xlsx`: the period tables in a language. */
export const ZPeriodTableQuery = z.object({ lang: ZSheetLanguage });

// ── the past view ───────────────────────────────────────────────────────────

/** `GET /api/portfolio_valuations/{id}/past`: one portfolio and asset of a kept valuation. */
export const ZPastPerformanceQuery = z.object({
  portfolio: idField.describe('The portfolio, one the valuation valued.'),
  asset: z.string().trim().min(1).max(40).describe('The pair (USDCOP) or commodity name (BRENT).'),
  interval: z.enum(MARKET_INTERVALS).default('1M').describe('The periods of the past view.'),
});
export type TPastPerformanceQuery = z.output<typeof ZPastPerformanceQuery>;

/** The gap between the achieved and the budget rate in parts that add up to it (rate units). */
export const ZRateBridge = z.object({
  spot_move: amount.describe('Exposure-weighted spot at settlement − budget rate.'),
  forward_points: amount.describe("The forwards' rate − spot at their trade, × hedged share."),
  hedge_ratio: amount.describe("The rest of the hedges' payoff per unit of exposure."),
  premium: amount.describe('Premium per unit of exposure (paid < 0 for a receiver, > 0 for a payer).'),
});
export type RateBridge = z.infer<typeof ZRateBridge>;

/** One past period: settled hedges and exposure, PnL, the rate achieved against the budget. */
export const ZPastPeriod = z.object({
  date: isoDate,
  end: isoDate,
  settled_notional: amount,
  exposure: amount.describe('Settled exposure, signed as the book (+ received).'),
  hedged: amount.describe('Σ hedge_value of the settled hedges.'),
  hedge_ratio: maybe,
  settlement_pnl: amount,
  premium: amount.describe('Premium of the settled hedges, domestic currency.'),
  pnl: amount.describe('settlement_pnl + premium.'),
  cumulative_pnl: amount,
  spot_rate: maybe.describe('Exposure-weighted spot at settlement.'),
  achieved_rate: maybe.describe('The net rate achieved on the settled exposure, hedges included.'),
  budget_rate: maybe,
  gap: maybe.describe('achieved_rate − budget_rate.'),
  bridge: ZRateBridge.nullable(),
});
export type PastPeriod = z.infer<typeof ZPastPeriod>;

/** The hedges settled on one day: the candle chart's mark and its hover card. */
export const ZSettlementMark = z.object({
  date: isoDate,
  count: z.number().int(),
  notional: amount,
  settled_average: amount,
  forward_average: maybe,
  contract_average: maybe,
  pnl: amount,
});
export type SettlementMark = z.infer<typeof ZSettlementMark>;

/** A candle of the pair or commodity: a day, a week or a month. */
export const ZCandle = z.object({ date: isoDate, open: amount, high: amount, low: amount, close: amount });
export type Candle = z.infer<typeof ZCandle>;

/** Money in `amounts_currency`, notionals and exposures in `quantity_unit`, rates as `rate_unit`. */
export const ZPastPerformanceReply = z.object({
  portfolio_id: z.number().int(),
  asset: z.string(),
  ...FIGURE_UNIT_FIELDS,
  valuation_date: isoDate,
  budget_rate: maybe,
  interval: z.enum(MARKET_INTERVALS),
  periods: z.array(ZPastPeriod),
  settlements: z.array(ZSettlementMark),
  unsettled: z.array(z.string()).describe('Hedges past their fixing without a settlement rate, by pk.'),
  candle_period: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']),
  candles: z.array(ZCandle),
  simulated: z.boolean().describe('Some candle is a simulated price.'),
});
export type PastPerformanceReply = z.infer<typeof ZPastPerformanceReply>;

// ── the consolidated hedge position ─────────────────────────────────────────

/** A flag as the spec's clients send it, the JSON text 'true' / 'false', or a JSON boolean. */
export const jsonFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** `POST /api/expo_hedges_consolidation` (spec 02 §7). Parts are dated against the server's today. */
export const ZConsolidationRequest = z.object({
  format: z.literal('json').optional(),
  companies: z
    .preprocess(
      // The spec's clients send the list as JSON text ("[1,2]").
      (value) => {
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value);
        } catch {
          return value;
        }
      },
      z.array(idField).min(1).max(100),
    )
    .describe('id_companies: companies of yours, as a list or its JSON text.'),
  expoFuture: jsonFlag.default(true).describe('Count exposures dated today or later (and undated ones).'),
  expoPast: jsonFlag.default(false).describe('Count exposures dated before today.'),
  hedgesFuture: jsonFlag.default(true).describe('Count hedges fixing today or later.'),
  hedgesPast: jsonFlag.default(false).describe('Count hedges that fixed before today.'),
});
export type TConsolidationRequest = z.output<typeof ZConsolidationRequest>;

/**
 * The hedge position (spec 02 §3 "Hedge position (summary)"). Amounts in units of the foreign
 * currency or commodity, signed as the book: positive when the company receives it; the hedge is
 * signed as the exposure it offsets, the program as the exposure it targets.
 */
export const ZHedgePosition = z.object({
  balance: amount,
  undated: amount.describe('Exposure without a date: outside the program and hedge_percent.'),
  cash_flow: amount,
  hedge: amount.describe('Notional of the hedging purposes counted, signed as it offsets the exposure.'),
  program: amount.describe("The program's target on the dated exposure counted."),
  hedge_percent: maybe.describe('|hedge| / |balance + cash_flow|, a fraction; null without exposure.'),
});
export type HedgePositionSummary = z.infer<typeof ZHedgePosition>;

/** What the position's amounts count: the pair's base currency (USD), the commodity's unit (mt). */
const quantityUnit = FIGURE_UNIT_FIELDS.quantity_unit;

/** One portfolio and asset of a company. */
export const ZConsolidationGroup = ZHedgePosition.extend({
  company_id: z.number().int(),
  portfolio_id: z.number().int(),
  portfolio_name: z.string(),
  area: z.enum(ANALYTICS_AREAS),
  asset: z.string().describe('The pair (USDCOP) or the commodity name (BRENT).'),
  quantity_unit: quantityUnit,
  has_program: z.boolean(),
});
export type ConsolidationGroup = z.infer<typeof ZConsolidationGroup>;

/** One asset over every portfolio answered: the groups' amounts added up. */
export const ZConsolidationTotal = ZHedgePosition.extend({
  area: z.enum(ANALYTICS_AREAS),
  asset: z.string(),
  quantity_unit: quantityUnit,
});

export const ZConsolidationReply = z.object({
  date: isoDate.describe("Today, the day the parts are split on (the market's today)."),
  parts: z.object({
    expoFuture: z.boolean(),
    expoPast: z.boolean(),
    hedgesFuture: z.boolean(),
    hedgesPast: z.boolean(),
  }),
  groups: z.array(ZConsolidationGroup),
  totals: z.array(ZConsolidationTotal),
});
export type ConsolidationReply = z.infer<typeof ZConsolidationReply>;

// ── the screen's saved preferences (`analytics_choices`) ────────────────────

export const ZAnalyticsChoices = z.object({
  selected_nav: navIndex,
  color_theme: colorTheme,
  selected_company: id.nullable().default(null),
  selected_portfolio: ids,
  selected_currencies: pairList,
  selected_commodities: ids,
});
