import { z } from 'zod';
import { ANALYTICS_AREAS, jsonFlag } from './analytics.ts';
import { colorTheme } from './choice-fields.ts';
import { id, idField, isoDate, timestamp } from './fields.ts';
import { FIGURE_UNIT_FIELDS } from './figure-units.ts';
import { EXECUTION_WINDOWS, type ExecutionWindow } from './hedge-requests.ts';
import { OVERVIEW_INSTRUMENTS } from './markets.ts';

/** The overview's default instruments (spec 02 §2, Overview), by name. */
export const OVERVIEW_DEFAULT_VALUES = OVERVIEW_INSTRUMENTS.map((i) => i.name);

/** The overview's saved preferences (`overview_choices`): the instruments its cards show. */
export const ZOverviewChoices = z.object({
  color_theme: colorTheme,
  selected_values: z
    .array(z.string().max(30))
    .max(100)
    .default(() => [...OVERVIEW_DEFAULT_VALUES]),
});

// ── the company's position at a glance ───────────────────────────────────────

/** "What is required in the next month": the required hedge of the periods starting within it. */
export const OVERVIEW_WINDOW = 'MONTH' as const satisfies ExecutionWindow;

/**
 * The hedging policy's tolerance around the program's share, in percentage points (a fraction):
 * coverage within the program's share ± this is on program; under its low edge, a breach.
 */
export const PROGRAM_BAND = 0.1;

/** Shares a hair apart are equal: rounding noise is not a breach. */
const SHARE_TOLERANCE = 1e-9;

/** The program's band around its share `target`, within 0 and 100 %. */
export function programBand(target: number): { low: number; high: number } {
  return { low: Math.max(0, target - PROGRAM_BAND), high: Math.min(1, target + PROGRAM_BAND) };
}

/** Whether a coverage lies under its program's band (never without a coverage). */
export function isUnderBand(coverage: number | null, band: { low: number } | null): boolean {
  return coverage !== null && band !== null && coverage < band.low - SHARE_TOLERANCE;
}

/** A three-letter ISO currency code. */
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'A three-letter currency code (USD, COP).');

/** `GET /api/overview/position`. */
export const ZOverviewPositionQuery = z.object({
  company: idField.optional().describe("The company, one of the caller's (default: the first by id)."),
  currency: currencyCode
    .optional()
    .describe(
      "The currency the money figures are shown in: one the company's books count in, or USD (default: the one most of its books count in).",
    ),
  fresh: jsonFlag.optional().describe('true: value the books now rather than read a recent kept valuation.'),
});
export type TOverviewPositionQuery = z.output<typeof ZOverviewPositionQuery>;

/** A breach of the hedging policy on a book. */
export const ZOverviewBreach = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('under_program') })
    .describe("Coverage under the program's band (the program's share less PROGRAM_BAND)."),
  z
    .object({
      kind: z.literal('past_window'),
      request_id: id,
      reference: z.string(),
      window: z.enum(EXECUTION_WINDOWS),
      window_ended: timestamp,
    })
    .describe('A hedge request still open after its execution window ended (the desk calls it late).'),
]);
export type OverviewBreach = z.infer<typeof ZOverviewBreach>;

/** One portfolio and asset of the company at a glance. */
export const ZOverviewRow = z.object({
  portfolio_id: id,
  portfolio_name: z.string(),
  asset: z.string(),
  area: z.enum(ANALYTICS_AREAS),
  ...FIGURE_UNIT_FIELDS,
  exposure: z
    .number()
    .describe(
      'Balance plus cash flow of the periods from the current one on, signed as the book (quantity_unit).',
    ),
  hedge: z
    .number()
    .describe('The hedge of the same periods, signed as the exposure it offsets (quantity_unit).'),
  coverage: z.number().nullable().describe('|hedge| / |exposure|, a fraction; null without exposure.'),
  program: z
    .object({
      target: z.number().describe("The program's share of the same exposure, a fraction."),
      low: z.number().describe("The band's low edge: target − PROGRAM_BAND, at least 0."),
      high: z.number().describe("The band's high edge: target + PROGRAM_BAND, at most 1."),
    })
    .nullable()
    .describe('Null without a program (or without exposure).'),
  m2m: z
    .number()
    .nullable()
    .describe("Mark-to-market, the answer's currency; null without a rate to convert it."),
  var: z
    .number()
    .nullable()
    .describe("One-day 95 % delta-normal value at risk, the answer's currency; null when it cannot be had."),
  net_rate: z
    .number()
    .nullable()
    .describe('The |exposure|-weighted net rate of the same periods (rate_unit).'),
  budget_rate: z.number().nullable().describe('The current budget rate (rate_unit).'),
  budget_difference: z
    .number()
    .nullable()
    .describe(
      "Σ (net rate − budget) × exposure, the answer's currency: a gain against the budget is positive.",
    ),
  required_next_month: z
    .number()
    .describe('The hedge the program still requires in the periods starting within a month (quantity_unit).'),
  currency_rate: z
    .number()
    .nullable()
    .describe(
      "Units of the answer's currency per unit of amounts_currency; null when no stored rate joins them.",
    ),
  breaches: z.array(ZOverviewBreach),
  simulated: z.boolean().describe('Some price its figures used is simulated.'),
});
export type OverviewRow = z.infer<typeof ZOverviewRow>;

/** A valuation the position was read from. */
export const ZOverviewValuation = z.object({
  area: z.enum(ANALYTICS_AREAS),
  id: z.string().uuid().describe('GET /api/portfolio_valuations/{id} repeats it.'),
  valuation_date: isoDate,
  prices_date: isoDate,
  valued_at: timestamp,
  is_fresh: z
    .boolean()
    .describe('Valued for this read (true), or a recent kept valuation run again (false).'),
});
export type OverviewValuation = z.infer<typeof ZOverviewValuation>;

export const ZOverviewPosition = z.object({
  company_id: id,
  company_name: z.string(),
  currency: z.string().describe('The ISO code every money figure is in.'),
  currencies: z.array(z.string()).describe('The currencies the answer may be asked in, the default first.'),
  next_month_ends: isoDate.describe('The last day of the month whose required hedge is summed.'),
  valuations: z.array(ZOverviewValuation),
  rows: z.array(ZOverviewRow),
  totals: z.object({
    m2m: z
      .number()
      .nullable()
      .describe("Σ m2m, the answer's currency; null when a row could not be converted."),
    breaches: z.number().int(),
  }),
});
export type OverviewPosition = z.infer<typeof ZOverviewPosition>;
