import { z } from 'zod';
import { ZValuationMeta } from './analytics.ts';
import { isoDate } from './fields.ts';
import { FIGURE_UNIT_FIELDS } from './figure-units.ts';

/**
 * Advanced analytics of a kept portfolio valuation (issue 12, "Risk"): per portfolio and asset, the
 * hedges' value on a spot × volatility grid, the largest historical moves applied to today's book,
 * the back-test of the one-day VaR and the live barrier hedges' distance, touch probability and
 * coverage. Amounts are in each group's `amounts_currency` (the asset's quote currency), barrier
 * levels and prices as its `rate_unit`.
 */

/** Grid sizes are odd, so the grid holds today's market at its centre. */
const oddSteps = (max: number, fallback: number) =>
  z
    .number()
    .int()
    .min(3)
    .max(max)
    .refine((n) => n % 2 === 1, 'An odd number, so that the grid has today’s market at its centre.')
    .default(fallback);

/** `POST /api/portfolio_valuations/{id}/advanced`. */
export const ZAdvancedAnalyticsRequest = z.object({
  spot_range: z
    .number()
    .min(0.01)
    .max(0.5)
    .default(0.2)
    .describe('The largest relative spot move of the grid: 0.2 = −20 % … +20 %.'),
  spot_steps: oddSteps(21, 9).describe('Spot columns of the grid, odd.'),
  vol_range: z
    .number()
    .min(0.005)
    .max(0.2)
    .default(0.05)
    .describe('The largest volatility shift, absolute: 0.05 = −5 … +5 volatility points.'),
  vol_steps: oddSteps(11, 5).describe('Volatility rows of the grid, odd.'),
  stress_count: z.number().int().min(1).max(20).default(5).describe('Largest moves per horizon and side.'),
  lookback_years: z
    .number()
    .int()
    .min(1)
    .max(10)
    .default(5)
    .describe('History read before the valuation date for the stress days and the back-test.'),
  backtest_days: z
    .number()
    .int()
    .min(20)
    .max(1000)
    .default(250)
    .describe('Test days: the most recent daily moves of the history, up to the valuation date.'),
  confidence: z
    .number()
    .min(0.9)
    .max(0.999)
    .default(0.99)
    .describe("Confidence of the one-day VaR tested: the Risk tab's delta-normal VaR at this confidence."),
});
export type TAdvancedAnalyticsRequest = z.output<typeof ZAdvancedAnalyticsRequest>;

/** The hedges' value at each volatility shift (rows) and spot move (columns). */
export const ZScenarioMatrix = z.object({
  spotShocks: z.array(z.number()),
  volShifts: z.array(z.number()),
  values: z.array(z.array(z.number())),
});

/** A historical move applied to today's book. */
export const ZStressDay = z.object({
  horizon: z.number().int().describe('Trading days the move spans (1 or 10).'),
  from: isoDate,
  to: isoDate,
  move: z.number().describe('close(to)/close(from) − 1.'),
  pnl: z.number().describe("Change of the hedges' value if the spot moved so today."),
});
export type StressDay = z.infer<typeof ZStressDay>;

export const ZBacktestDay = z.object({
  date: isoDate,
  pnl: z.number(),
  valueAtRisk: z.number().describe('The day’s one-day VaR, ≥ 0; an exception is pnl < −valueAtRisk.'),
  exception: z.boolean(),
});
export type BacktestDay = z.infer<typeof ZBacktestDay>;

export const ZVarBacktest = z.object({
  valueAtRisk: z
    .number()
    .describe(
      "The one-day VaR tested: the Risk tab's delta-normal VaR of the same book (hedges and open exposures) at the back-test's confidence.",
    ),
  volatility: z.number().describe('The at-the-money implied volatility of that VaR (one-day horizon).'),
  days: z.array(ZBacktestDay),
  exceptions: z.number().int(),
  expected: z.number().describe('(1 − confidence) × days.'),
  kupiec: z.object({
    statistic: z.number(),
    pValue: z.number(),
    rejected: z.boolean().describe('The count is implausible at 5 %: the VaR is too low or too high.'),
  }),
});
export type VarBacktest = z.infer<typeof ZVarBacktest>;

/** One live barrier hedge. */
export const ZBarrierRisk = z.object({
  pk: z.string(),
  derivative_type: z.string(),
  buy_sell: z.string(),
  notional: z.number(),
  fixing_date: isoDate.nullable(),
  knock: z.enum(['out', 'in']),
  price: z.number().describe('The price the barrier watches: the spot (pair) or the forward (commodity).'),
  barriers: z.array(
    z.object({
      level: z.number(),
      distance: z.number().describe('level − price.'),
      percent: z.number().describe('level / price − 1.'),
    }),
  ),
  touchProbability: z.number().describe('Risk-neutral probability of a touch before expiry.'),
  coverageIfTouched: z.number().nullable().describe("The hedge's period's hedge percentage after a touch."),
  coverageIfNotTouched: z.number().nullable(),
});
export type BarrierRisk = z.infer<typeof ZBarrierRisk>;

export const ZAdvancedGroup = z.object({
  portfolio_id: z.number().int(),
  portfolio_name: z.string(),
  asset: z.string(),
  ...FIGURE_UNIT_FIELDS,
  simulated: z.boolean().describe('Some price or history it used is simulated.'),
  problem: z.string().nullable().describe('Why nothing could be computed (no price); null otherwise.'),
  value: z.number().describe("Today's hedges' value (sum of mark-to-market)."),
  matrix: ZScenarioMatrix,
  stress: z.array(ZStressDay),
  backtest: ZVarBacktest.nullable(),
  backtestProblem: z.string().nullable(),
  barriers: z.array(ZBarrierRisk),
});
export type AdvancedGroup = z.infer<typeof ZAdvancedGroup>;

export const ZAdvancedAnalyticsReply = z.object({
  valuation: ZValuationMeta,
  history_from: isoDate.describe('The first day of history read.'),
  confidence: z.number(),
  groups: z.array(ZAdvancedGroup),
});
export type AdvancedAnalyticsReply = z.infer<typeof ZAdvancedAnalyticsReply>;
