import { RISK_PROFILE_BANDS, RISK_PROFILE_LABELS, type RiskProfileName } from '@cobertura/finance/risk';
import { z } from 'zod';
import { isoDate } from './fields.ts';
import { FIGURE_UNIT_FIELDS } from './figure-units.ts';

/**
 * The risk of a kept portfolio valuation (spec 02 §4 "Risk profile", §9; issue "Risk"):
 * `POST /api/portfolio_valuations/{id}/risk` — value-at-risk and expected shortfall of each
 * portfolio and asset and of each period by three methods, cash-flow-at-risk per period, and the
 * risk-profile score with its band and nine-label breakdown.
 */

/** The methods of packages/finance (risk/value-at-risk.ts). */
export const RISK_METHODS = ['delta-normal', 'historical', 'monte-carlo'] as const;
export type RiskMethodName = (typeof RISK_METHODS)[number];

/** The confidences the screen offers; the call takes any in (0.5, 1). */
export const RISK_CONFIDENCES = [0.9, 0.95, 0.99] as const;
/** The most Monte Carlo paths a call may ask for. */
export const MAX_RISK_PATHS = 50_000;
/**
 * The value at risk a book's summary shows beside its other figures (the desk's analytics, Overview):
 * one day, 95 %, delta-normal, the quickest method and the one every book can run.
 */
export const SUMMARY_VAR = {
  methods: ['delta-normal'],
  horizon_days: 1,
  confidence: 0.95,
} as const satisfies {
  methods: readonly RiskMethodName[];
  horizon_days: number;
  confidence: number;
};
/** Calendar days of daily closes the historical method reads before the valuation date (two years). */
export const RISK_LOOKBACK_DAYS = 730;

export const ZRiskRequest = z.object({
  confidence: z
    .number()
    .gt(0.5)
    .lt(1)
    .default(0.95)
    .describe('One-sided confidence, a fraction in (0.5, 1): 0.9, 0.95, 0.99.'),
  horizon_days: z.number().int().min(1).max(250).default(10).describe('Horizon in business days.'),
  methods: z
    .array(z.enum(RISK_METHODS))
    .min(1)
    .max(3)
    .default([...RISK_METHODS]),
  paths: z
    .number()
    .int()
    .min(1000)
    .max(MAX_RISK_PATHS)
    .default(10_000)
    .describe(`Monte Carlo paths, 1,000 to ${MAX_RISK_PATHS.toLocaleString('en-US')}.`),
  seed: z
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .default(1)
    .describe('Monte Carlo seed: the same seed, the same figures.'),
});
export type TRiskRequest = z.input<typeof ZRiskRequest>;

const money = z.number().nullable();

/** One method's figures (the group's amounts_currency): null with the reason when the method could not run. */
export const ZRiskFigure = z.object({
  method: z.enum(RISK_METHODS),
  var: money.describe(
    'Value-at-risk: the loss of value over the horizon exceeded with probability 1 − confidence.',
  ),
  es: money.describe('Expected shortfall: the mean loss beyond the VaR.'),
  scenarios: z.number().int().describe('Scenarios used (0 for delta-normal).'),
  problem: z.string().nullable(),
});
export type RiskFigure = z.infer<typeof ZRiskFigure>;

/** A period of the table and its figures by method. */
export const ZRiskPeriod = z.object({
  date: isoDate,
  end: isoDate,
  methods: z.array(
    ZRiskFigure.extend({
      cfar: money.describe(
        'Cash flow at the forward less cash flow at the rate at risk (hedges included); null for a past period.',
      ),
      rate_at_risk: money.describe("The rate at the confidence's tail, as the group's rate_unit."),
    }),
  ),
});
export type RiskPeriod = z.infer<typeof ZRiskPeriod>;

/** The spec's nine breakdown labels, in its order (packages/finance computes them). */
export { RISK_PROFILE_LABELS };

/** The spec's risk-profile bands, from the least to the most aggressive. */
export const RISK_PROFILE_NAMES = RISK_PROFILE_BANDS.map((band) => band.name) as [
  RiskProfileName,
  ...RiskProfileName[],
];

export const ZRiskProfile = z.object({
  score: z.number().min(0).max(5),
  band: z.enum(RISK_PROFILE_NAMES),
  breakdown: z
    .array(
      z.object({
        label: z.enum(RISK_PROFILE_LABELS),
        amount: z.number(),
        share: z.number(),
        points: z.number(),
        contribution: z.number(),
      }),
    )
    .length(9),
});
export type RiskProfile = z.infer<typeof ZRiskProfile>;

/** One portfolio and asset of the valuation: VaR, ES and CFaR in `amounts_currency`. */
export const ZRiskGroup = z.object({
  portfolio_id: z.number().int(),
  portfolio_name: z.string(),
  asset: z.string(),
  ...FIGURE_UNIT_FIELDS,
  volatility: z
    .number()
    .nullable()
    .describe("The factor's volatility: at-the-money implied volatility at the horizon."),
  history_scenarios: z.number().int().describe('Horizon returns the historical method used.'),
  methods: z.array(ZRiskFigure),
  periods: z.array(ZRiskPeriod),
  profile: ZRiskProfile,
  simulated: z.boolean().describe('Some price or close it used is simulated.'),
  problem: z.string().nullable().describe('Why there are no VaR figures (no market).'),
});
export type RiskGroup = z.infer<typeof ZRiskGroup>;

export const ZRiskReply = z.object({
  valuation_id: z.string().uuid(),
  valuation_date: isoDate,
  confidence: z.number(),
  horizon_days: z.number().int(),
  paths: z.number().int(),
  seed: z.number().int().describe('The Monte Carlo seed: the screens show it as the run number.'),
  lookback_from: isoDate.describe('First day of the closes the historical method read.'),
  simulated: z.boolean(),
  groups: z.array(ZRiskGroup),
});
export type RiskReply = z.infer<typeof ZRiskReply>;
