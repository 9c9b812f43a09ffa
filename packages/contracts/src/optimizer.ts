import type { DraftHedge as FinanceDraftHedge } from '@cobertura/finance/optimizer';
import { z } from 'zod';
import type { CURRENCY_HEDGE_FIELDS } from './book-fields.ts';
import type { CurrencyHedgeInput } from './book-rows.ts';
import { DERIVATIVES } from './book-terms.ts';
import { choiceInstrument, colorTheme, navIndex } from './choice-fields.ts';
import { id, idField, isoDate } from './fields.ts';
import { FIGURE_UNIT_FIELDS } from './figure-units.ts';
import type { MirrorsFinance } from './finance-mirror.ts';

/**
 * The Optimizer's calls (spec 02 §2 Optimizer, §4 Risk profile and Simulation): strategies of the
 * catalogue priced on a hedging schedule, their zero-cost strikes, a bank's quote checked, and the
 * chosen one drafted as hedge rows.
 */

/** Who the schedule hedges for: a buyer fears a rise (an importer), a seller a fall (an exporter). */
export const OPTIMIZER_SIDES = ['buyer', 'seller'] as const;
export type OptimizerSide = (typeof OPTIMIZER_SIDES)[number];

/** At most this many settlements in one schedule (ten years of months). */
export const MAX_SETTLEMENTS = 120;
/** At most this many strategies compared at once. */
export const MAX_STRATEGIES = 8;

const amount = z.number().positive('An amount is above zero.').max(1e13, 'At most 10,000,000,000,000.');

/**
 * A commodity's amounts in another unit than its quotation's (tonnes of a commodity quoted per
 * barrel, say): converted by the spec's factors before anything is priced. Prices stay in the
 * contract's quotation.
 */
const amountUnit = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .optional()
  .describe(
    "A commodity's settlement amounts in this unit (mt, bbl, lbs…); its quotation's unit when absent.",
  );

/** One settlement of the schedule: when, and how much is bought or sold then. */
export const ZSettlement = z.object({
  date: isoDate,
  amount: amount.describe('Units of the foreign currency or commodity.'),
});

/** Step 1: what is hedged, on which market. */
export const ZOptimizerMarketRequest = z.object({
  asset: z.string().trim().min(1).max(40).describe('The pair (USDCOP) or commodity (BRENT).'),
  side: z.enum(OPTIMIZER_SIDES),
  settlements: z
    .array(ZSettlement)
    .min(1, 'At least one settlement.')
    .max(MAX_SETTLEMENTS, `At most ${MAX_SETTLEMENTS} settlements.`)
    .refine((rows) => rows.every((row, i) => i === 0 || row.date > (rows[i - 1] as { date: string }).date), {
      message: 'Settlement dates must rise, one per date.',
    }),
  valuation_date: isoDate.optional().describe("The market's day; the market's today when absent."),
  unit: amountUnit,
});
export type TOptimizerMarketRequest = z.output<typeof ZOptimizerMarketRequest>;

const strike = z.number().positive('A strike is above zero.').max(1e9).nullable();

/** Step 3: a strategy of the catalogue as the treasurer sets it. */
export const ZStrategyChoice = z.object({
  pk_idstrategy: idField.describe('A strategy of the catalogue (GET /api/strategies).'),
  strikes: z.array(strike).max(4).describe('One per leg, on the legs as the side holds them.'),
  barriers: z.array(strike).max(4).default([]).describe('One per leg; null where the leg has none.'),
  percentage: z.number().min(0).max(100).default(100).describe('The share of each settlement hedged.'),
  fixings: z
    .number()
    .int()
    .min(1)
    .max(260)
    .default(21)
    .describe("An Asian leg's fixing days per settlement."),
});
export type TStrategyChoice = z.output<typeof ZStrategyChoice>;

export const ZPriceStrategiesRequest = ZOptimizerMarketRequest.extend({
  strategies: z.array(ZStrategyChoice).min(1).max(MAX_STRATEGIES, `At most ${MAX_STRATEGIES} strategies.`),
});
export type TPriceStrategiesRequest = z.output<typeof ZPriceStrategiesRequest>;

/** What in a strategy's terms makes no sense, on the leg it concerns. */
export const TERMS_WARNINGS = {
  STRIKE_MISSING: 'Give this leg a strike above zero.',
  BARRIER_MISSING: 'Give this leg its barrier.',
  BARRIER_CROSSED: 'The market is already beyond this barrier: it would knock at once.',
  KNOCKED_BEFORE_PAYING:
    'This barrier sits on the wrong side of the strike: the option dies before it can pay.',
  SOLD_INSIDE_PROTECTION:
    'This sold option takes back the protection bought: move its strike outside the bought one.',
} as const;
export type TermsWarningCode = keyof typeof TERMS_WARNINGS;

export const ZStrategyLegTerms = z.object({
  derivative: z.enum(DERIVATIVES),
  position: z.enum(['LONG', 'SHORT']),
  option_type: z.string().describe('EUROPEAN, ASIAN, UP AND OUT…'),
  strike: z.number().nullable(),
  barrier: z.number().nullable(),
});

export const ZPricedStrategy = z.object({
  pk_idstrategy: z.number().int(),
  name: z
    .string()
    .describe(
      "The name for the side: a seller's says what it buys (the mirror of VANILLA CALL is VANILLA PUT).",
    ),
  legs: z
    .array(ZStrategyLegTerms)
    .describe('The legs as the side holds them (a seller takes the mirror image).'),
  percentage: z.number(),
  cost: z
    .number()
    .nullable()
    .describe(
      "Cost per unit (negative: received), amount-weighted: options' premium, paid today, and forwards' off-market value (F − K), paid in their rate at each settlement — nil for a forward at the schedule's forward. Null while a warning stands.",
    ),
  costPerc: z.number().nullable().describe('The cost as a percentage of the amount-weighted forward.'),
  warnings: z.array(
    z.object({
      leg: z.number().int(),
      code: z.enum(Object.keys(TERMS_WARNINGS) as [TermsWarningCode]),
      message: z.string(),
    }),
  ),
  zero_cost: z.boolean().describe('Whether "solve for zero cost" applies to this structure.'),
  calculated: z.boolean().describe('Priced without warnings: the simulation may run.'),
});
export type PricedStrategy = z.infer<typeof ZPricedStrategy>;

export const ZOptimizerSettlementMarket = z.object({
  date: isoDate,
  amount: z.number(),
  forward: z.number(),
  volatility: z.number().describe('At-the-money, on which the simulation diffuses.'),
});

/**
 * What a step's reply says of the market it ran on, and its units: premiums, margins and cash flow
 * at risk per unit or in total in `amounts_currency` (the pair's quote currency, the commodity's
 * currency), amounts in `quantity_unit`, strikes, forwards and net rates as `rate_unit` ('COP per USD').
 */
const marketFigures = {
  asset: z.string(),
  ...FIGURE_UNIT_FIELDS,
  side: z.enum(OPTIMIZER_SIDES),
  valuation_date: isoDate,
  prices_date: isoDate,
  simulated: z.boolean().describe('Some price it used is simulated.'),
  spot: z.number(),
  forward: z.number().describe('The amount-weighted forward of the schedule.'),
};

export const ZPriceStrategiesReply = z.object({
  ...marketFigures,
  par_forward: z
    .number()
    .describe(
      'The one strike at which a strip of forwards over the schedule is worth nothing today: the forwards averaged by amount and discount factor. A forward struck there costs nothing.',
    ),
  settlements: z.array(ZOptimizerSettlementMarket),
  strategies: z.array(ZPricedStrategy),
});
export type PriceStrategiesReply = z.infer<typeof ZPriceStrategiesReply>;

/** `POST /api/optimizer/zero_cost`: the strike that makes one strategy cost nothing. */
export const ZZeroCostRequest = ZOptimizerMarketRequest.extend({ strategy: ZStrategyChoice });
export type TZeroCostRequest = z.output<typeof ZZeroCostRequest>;
export const ZZeroCostReply = z.object({
  ...FIGURE_UNIT_FIELDS,
  strikes: z.array(z.number().nullable()),
  solved: z.array(z.number().int()).describe('The legs whose strike was solved.'),
});

/** `POST /api/optimizer/quote_check`: a bank's price for a structure against its fair value. */
export const ZQuoteCheckRequest = ZZeroCostRequest.extend({
  quoted_cost: z
    .number()
    .min(-1e9)
    .max(1e9)
    .describe('Premium per unit the bank asks (0 for a zero-cost structure; negative when it pays).'),
});
export type TQuoteCheckRequest = z.output<typeof ZQuoteCheckRequest>;
export const QUOTE_VERDICTS = ['below_fair_value', 'fair', 'usual', 'expensive'] as const;
export const ZQuoteCheckReply = z.object({
  ...FIGURE_UNIT_FIELDS,
  fair_value: z.number().describe('Fair premium per unit, amount-weighted.'),
  margin: z.number().describe('Quoted less fair, per unit: what the bank keeps.'),
  margin_bps: z
    .number()
    .describe('The margin in basis points of the notional valued today (notional_today).'),
  verdict: z.enum(QUOTE_VERDICTS),
  forward: z.number().describe('The amount-weighted forward of the schedule.'),
  notional_today: z
    .number()
    .describe(
      'One unit of the notional valued today: each settlement’s forward discounted, amount-weighted. The margin is a premium paid today, so it is measured against the notional at the same date.',
    ),
});
export type QuoteCheckReply = z.infer<typeof ZQuoteCheckReply>;

/** `POST /api/optimizer/drafts`: the chosen currency strategy as draft hedge rows of a portfolio. */
export const ZDraftHedgesRequest = ZZeroCostRequest.extend({
  portfolio_id: idField.describe('One of your portfolios: the drafts are for its grid.'),
});
export type TDraftHedgesRequest = z.output<typeof ZDraftHedgesRequest>;
/**
 * What a draft hedge row fills in of the book's currency hedge (finance's draft: the fields the
 * strategy decides; the portfolio, pair and strategy names), under the book's names: the grid adds
 * the rows as new ones and saves them as any other.
 */
const draftBookFields = {
  fk_idportafolio: z.number().int(),
  fk_idcurrency: z.string().describe('The pair.'),
  fk_idcountry_currency: z.string().describe('The notional’s currency: the pair’s base.'),
  settlement_type: z.literal('DELIVERABLE'),
  buy_sell: z.enum(['LONG', 'SHORT']),
  derivative: z.enum(DERIVATIVES),
  fk_idoptiontype: z.number().int().describe('1-based index into OPTION_TYPES.'),
  strike: z.number(),
  barrier: z.number().nullable(),
  notional: z.number(),
  trade_date: isoDate,
  fixing_date: isoDate,
  value_date: isoDate,
  premium: z.number().describe('On the whole notional: paid < 0, received > 0.'),
  fk_idcountry_premium_currency: z
    .string()
    .describe('The pair’s quote currency, which premiums are priced in.'),
  premium_value_date: isoDate,
  strategy_code: z.string().describe('The same code on every leg of the strategy.'),
  fk_idcurrencystrategy_derivative: z.string().describe("The leg's position word, then the strategy's name."),
} satisfies Partial<Record<keyof typeof CURRENCY_HEDGE_FIELDS, z.ZodType>>;

export const ZDraftHedge = z.object({ leg: z.number().int(), ...draftBookFields });
export type DraftHedge = z.infer<typeof ZDraftHedge>;
// A draft is a row the batch save takes, and carries finance's draft (its option type as the book's index).
true satisfies Omit<DraftHedge, 'leg'> extends Partial<CurrencyHedgeInput> ? true : false;
true satisfies MirrorsFinance<
  Pick<DraftHedge, Exclude<keyof FinanceDraftHedge, 'option_type'>>,
  Omit<FinanceDraftHedge, 'option_type'>
>;

export const ZDraftHedgesReply = z.object({ asset: z.string(), rows: z.array(ZDraftHedge) });
export type DraftHedgesReply = z.infer<typeof ZDraftHedgesReply>;

/** `GET /api/optimizer/open_exposure`: step 1 from the book — what a portfolio leaves open, by month. */
export const ZOpenExposureQuery = z.object({
  portfolio_id: idField.describe('One of your portfolios.'),
  asset: ZOptimizerMarketRequest.shape.asset,
});
export const ZOpenExposureMonth = z.object({
  date: isoDate.describe("The month's last exposure date: the settlement."),
  exposure: z.number().describe('Balance plus cash flow dated in the month: + received, − paid.'),
  hedge: z.number().describe('Hedges fixing in the month, signed as the exposure they offset.'),
  open: z.number().describe('Left to hedge on the book’s side; 0 when covered.'),
});
export const ZOpenExposureReply = z.object({
  portfolio_id: z.number().int(),
  asset: z.string(),
  ...FIGURE_UNIT_FIELDS,
  side: z.enum(OPTIMIZER_SIDES).nullable().describe('The side of the exposure open today; null: none.'),
  budget_rate: z.number().nullable().describe("The portfolio's current budget rate for the asset."),
  valuation_date: isoDate.describe("The market's today: months after it count."),
  months: z.array(ZOpenExposureMonth),
});
export type OpenExposureReply = z.infer<typeof ZOpenExposureReply>;

// ── simulation (step 4) and back-test ────────────────────────────────────────

/** At most this many path-steps (paths × settlements) per strategy. */
export const MAX_PATH_STEPS = 1_000_000;
/** Paths listed row by row in the results (spec 02 §9). */
export const SIMULATION_SLICE_ROWS = 1000;
/** The hedge ratios the frontier tries every strategy at: 0 to 100 % in steps of 10. */
export const FRONTIER_RATIOS = Array.from({ length: 10 }, (_, k) => (k + 1) / 10);

const ZSimulatedStrategy = ZStrategyChoice.extend({
  calculated: z.boolean().describe('Priced without warnings in step 3: every strategy must be.'),
});

const simulationFields = {
  spot: z.number().positive().optional().describe('The spot the screen showed; the stored market is used.'),
  side: z.enum(OPTIMIZER_SIDES),
  settlements: ZOptimizerMarketRequest.shape.settlements,
  valuation_date: isoDate.optional(),
  unit: amountUnit,
  hedges: z.array(ZSimulatedStrategy).min(1).max(MAX_STRATEGIES, `At most ${MAX_STRATEGIES} strategies.`),
  budget_rate: z.number().positive('A budget rate is above zero.').max(1e9),
  paths: z.number().int().min(100).max(100_000).default(10_000),
  seed: z
    .number()
    .int()
    .min(0)
    .max(4_294_967_295)
    .optional()
    .describe('Repeats a run exactly; drawn when absent.'),
  confidence: z.number().min(50).max(99.9).default(95).describe('Percent; spec 02 §9 reads its percentiles.'),
  progress_id: z.string().uuid().optional().describe('A name to read the progress under while it runs.'),
};

/** `POST /api/simulate_currencies` (spec 02 §7): strategies simulated on a pair. */
export const ZSimulateCurrenciesRequest = z.object({
  currency: z.string().trim().min(6).max(7),
  ...simulationFields,
});
/** `POST /api/simulate_commodities` (spec 02 §7): strategies simulated on a commodity. */
export const ZSimulateCommoditiesRequest = z.object({
  commodity: z.string().trim().min(1).max(40),
  ...simulationFields,
});
export type TSimulationRequest = Omit<z.output<typeof ZSimulateCurrenciesRequest>, 'currency'> & {
  asset: string;
};

const ZFigures = z.object({
  pk_idstrategy: z.number().int().nullable().describe('Null for the unhedged position.'),
  name: z.string(),
  percentage: z.number(),
  cost: z
    .number()
    .nullable()
    .describe('Premium per unit paid today, amount-weighted (null: unhedged, or a back-test).'),
  expected_rate: z.number(),
  beat_budget: z
    .number()
    .describe(
      'Share of paths whose net rate beats the budget rate (below it for a buyer, above for a seller); a rate at the budget meets it and does not count.',
    ),
  confidence_rate: z.number().describe("The net rate at spec 02 §9's confidence percentile."),
  cash_flow_at_risk: z.number().describe('|confidence rate − expected rate| × the amount.'),
  worst_rate: z.number().describe('Mean net rate of the worst 5 % of paths.'),
  counts: z.array(z.number().int()).describe('Paths per bin of `edges`.'),
});
export type SimulationFigures = z.infer<typeof ZFigures>;

export const ZSimulationResults = z.object({
  paths: z.number().int(),
  percentile: z.number().describe('The confidence percentile read (buyer high tail, seller low tail).'),
  unhedged: ZFigures,
  strategies: z.array(ZFigures),
  edges: z.array(z.number()).describe('Bin edges of the distributions, ascending.'),
  slice: z.array(z.array(z.number())).describe('The first 1000 paths: unhedged, then each strategy.'),
  frontier: z.array(
    z.object({
      pk_idstrategy: z.number().int().nullable(),
      ratio: z.number(),
      expected_cost: z.number(),
      cash_flow_at_risk: z.number(),
      efficient: z.boolean(),
    }),
  ),
});
export type SimulationResults = z.infer<typeof ZSimulationResults>;

export const ZSimulationReply = z.object({
  id: z.string().uuid(),
  ran_at: z.string(),
  ...marketFigures,
  budget_rate: z.number(),
  confidence: z.number(),
  seed: z.number().int().describe('Repeats the run exactly: the screens show it as the run number.'),
  amount: z.number().describe('The schedule’s amount, summed.'),
  results: ZSimulationResults,
});
export type SimulationReply = z.infer<typeof ZSimulationReply>;

/** `GET /api/optimizer/runs`: the caller's runs, newest first. */
export const ZSimulationRun = z.object({
  id: z.string().uuid(),
  ran_at: z.string(),
  asset: z.string(),
  side: z.enum(OPTIMIZER_SIDES),
  paths: z.number().int(),
  seed: z.number().int(),
  strategies: z.array(z.string()),
});
export const ZSimulationRunParams = z.object({ id: z.string().uuid() });

/** `POST /api/optimizer/backtest`: the strategies replayed on the asset's stored history. */
export const ZBacktestRequest = ZPriceStrategiesRequest.extend({
  budget_rate: z.number().positive().max(1e9),
  confidence: z.number().min(50).max(99.9).default(95),
  years: z.number().int().min(1).max(30).default(20).describe('How far back the starts go.'),
});
export type TBacktestRequest = z.output<typeof ZBacktestRequest>;
export const ZBacktestReply = z.object({
  asset: z.string(),
  ...FIGURE_UNIT_FIELDS,
  from: isoDate.describe('The first start.'),
  to: isoDate.describe('The last start.'),
  starts: z.number().int(),
  simulated: z.boolean().describe('Some close it replayed is simulated.'),
  results: ZSimulationResults,
});
export type BacktestReply = z.infer<typeof ZBacktestReply>;

// ── the screen's saved preferences (`optimizer_choices`) ────────────────────

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
  asset: choiceInstrument.default('USDCOP'),
  portfolio: id.nullable().default(null).describe('The portfolio whose open exposure step 1 reads.'),
  typed_schedule: z
    .boolean()
    .default(false)
    .describe(
      'The user chose to type the schedule: step 1 opens on it instead of the first portfolio of theirs holding the asset.',
    ),
});
