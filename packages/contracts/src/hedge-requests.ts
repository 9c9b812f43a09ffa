import { addDays, addMonths, type IsoDate } from '@cobertura/finance/time';
import { z } from 'zod';
import { HEDGE_SIDES } from './analytics.ts';
import { idField, isoDate, timestamp } from './fields.ts';
import { FIGURE_UNIT_FIELDS } from './figure-units.ts';
import { OPTIMIZER_SIDES, ZSettlement, ZStrategyChoice } from './optimizer.ts';
import { pagedAnswer, ZPageQuery } from './pagination.ts';

/**
 * A treasurer's hedge request (an order) and its life, from the program's gap to executed trades
 * (issue 26, spec 02 §9). The desk's side of it (quotes, approval, execution) is in `desk.ts`.
 */

/** The execution-time windows (spec 02 §9): WEEK 7 days, 2 WEEKS 15 days, otherwise one month. */
export const EXECUTION_WINDOWS = ['WEEK', '2 WEEKS', 'MONTH'] as const;
export type ExecutionWindow = (typeof EXECUTION_WINDOWS)[number];

/** How far a window reaches: days for WEEK and 2 WEEKS, calendar months otherwise. */
export const WINDOW_REACH: Readonly<Record<ExecutionWindow, { days?: number; months?: number }>> = {
  WEEK: { days: 7 },
  '2 WEEKS': { days: 15 },
  MONTH: { months: 1 },
};

/**
 * The last day of a window counted from `date` (a valuation date): 7 or 15 days on, or the same day
 * of the next calendar month (the month's last day when it has none).
 */
export function windowEndDate(date: IsoDate, window: ExecutionWindow): IsoDate {
  const reach = WINDOW_REACH[window];
  return reach.months ? addMonths(date, reach.months) : addDays(date, reach.days ?? 0);
}

/** How a request is named to people: R-000042. */
export const requestReference = (id: number) => `R-${String(id).padStart(6, '0')}`;

/**
 * The states of a request. Open: submitted, quoting, awaiting_approval (draft is the treasurer's
 * own). Final: executed (in whole or, with `filled` short of the amount, in part), rejected,
 * expired, cancelled.
 */
export const REQUEST_STATES = [
  'draft',
  'submitted',
  'quoting',
  'awaiting_approval',
  'executed',
  'rejected',
  'expired',
  'cancelled',
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const OPEN_REQUEST_STATES = [
  'submitted',
  'quoting',
  'awaiting_approval',
] as const satisfies RequestState[];
export const FINAL_REQUEST_STATES = [
  'executed',
  'rejected',
  'expired',
  'cancelled',
] as const satisfies RequestState[];

/** Which state may follow which; anything else is refused with 409 REQUEST_STATE. */
export const REQUEST_TRANSITIONS: Readonly<Record<RequestState, readonly RequestState[]>> = {
  draft: ['submitted', 'cancelled'],
  submitted: ['quoting', 'rejected', 'expired', 'cancelled'],
  // A partial fill keeps the request quoting; the last fill executes it.
  quoting: ['awaiting_approval', 'executed', 'rejected', 'expired', 'cancelled'],
  // Approved, the request goes back to quoting with the approved quote ready to execute.
  awaiting_approval: ['quoting', 'rejected', 'expired', 'cancelled'],
  executed: [],
  rejected: [],
  expired: [],
  cancelled: [],
};

export const canMove = (from: RequestState, to: RequestState) => REQUEST_TRANSITIONS[from].includes(to);

/**
 * How long a request stands: the trading day (until 17:00 New York, the FX market's cut), until a
 * time the treasurer gives, or until cancelled.
 */
export const VALIDITIES = ['day', 'until', 'gtc'] as const;
export type Validity = (typeof VALIDITIES)[number];

/** Why a request goes beyond the program or the exposure: the treasurer must say. */
const justification = z
  .string()
  .trim()
  .max(500, 'At most 500 characters.')
  .nullish()
  .describe('Why it goes beyond the program or the exposure; required when it does.');

/** `POST /api/hedge_requests` (a draft) and `PUT /api/hedge_requests/{id}` (while a draft). */
export const ZHedgeRequestInput = z.object({
  portfolio_id: idField.describe('One of your portfolios, holding the asset.'),
  asset: z.string().trim().min(1).max(40).describe('The pair (USDCOP) or commodity (BRENT).'),
  side: z
    .enum(OPTIMIZER_SIDES)
    .describe('buyer: the company pays the asset (an importer); seller: receives it.'),
  settlements: z
    .array(ZSettlement)
    .min(1, 'At least one value date.')
    .max(120, 'At most 120 value dates.')
    .refine((rows) => rows.every((row, i) => i === 0 || row.date > (rows[i - 1] as { date: string }).date), {
      message: 'Value dates must rise, one per date.',
    })
    .describe('One value date and amount, or a schedule.'),
  unit: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .optional()
    .describe("A commodity's amounts' unit; its quotation's when absent."),
  strategy: ZStrategyChoice.describe(
    'The instrument: a catalogue strategy (FORWARD, COLLAR…) with its terms.',
  ),
  limit_rate: z
    .number()
    .positive('A limit rate is above zero.')
    .max(1e9)
    .nullish()
    .describe('The worst forward rate (or premium per unit) the treasurer accepts; none: at best.'),
  window: z.enum(EXECUTION_WINDOWS).default('WEEK'),
  validity: z.enum(VALIDITIES).default('day'),
  valid_until: timestamp.nullish().describe("With validity 'until': when it stops (ISO 8601)."),
  note: z.string().trim().max(1000, 'At most 1,000 characters.').nullish(),
  justification,
  origin: z.enum(['plan', 'optimizer', 'typed']).default('typed').describe('Where it was made from.'),
});
export type THedgeRequestInput = z.output<typeof ZHedgeRequestInput>;

/** `POST /api/hedge_requests`: a request's terms, kept as a draft or submitted at once. */
export const ZNewHedgeRequest = ZHedgeRequestInput.extend({
  submit: z.boolean().default(false).describe('Submit it at once, with the checks a submission runs.'),
});
export type TNewHedgeRequest = z.output<typeof ZNewHedgeRequest>;

/** `POST /api/hedge_requests/{id}/submit`. */
export const ZSubmitRequest = z.object({ justification });

/** One change in a request's life: who moved it, when, and why. */
export const ZRequestEvent = z.object({
  at: timestamp,
  state: z.enum(REQUEST_STATES),
  action: z
    .string()
    .describe(
      'created, edited, submitted, quote_requested, quote_recorded, approval_asked, approved, filled, executed, rejected, expired, cancelled',
    ),
  user: z.string().nullable().describe('Who did it (first and last name); null for the platform (expiry).'),
  detail: z.string().nullable(),
  ticket: z
    .object({ id: z.number().int(), trade_id: z.string() })
    .nullable()
    .describe(
      "A fill's trade: its confirmation is GET /api/hedge_requests/{id}/tickets/{ticket.id}/confirmation.pdf.",
    ),
});
export type RequestEvent = z.infer<typeof ZRequestEvent>;

/** What a request checks against the program and the exposure when it is submitted. */
export const ZRequestChecks = z.object({
  within_program: z.boolean().describe('The amount asked fits in what the program still requires.'),
  within_exposure: z.boolean().describe('The amount asked does not exceed the open exposure.'),
  required: z.number().describe("The program's required hedge over the request's dates, in quantity_unit."),
  open_exposure: z.number().describe('The exposure not yet hedged over the same dates, in quantity_unit.'),
  moved_dates: z
    .array(z.object({ from: isoDate, to: isoDate }))
    .describe('Value dates that were not business days of the asset and moved to the next one.'),
});

/** A request as its company and the desk read it. */
export const ZHedgeRequest = z.object({
  id: z.number().int(),
  reference: z.string().describe('R-000123: the number the treasurer and the desk quote.'),
  company_id: z.number().int(),
  company_name: z.string(),
  portfolio_id: z.number().int(),
  portfolio_name: z.string(),
  asset: z.string(),
  area: z.enum(['currency', 'commodity']),
  ...FIGURE_UNIT_FIELDS,
  side: z.enum(OPTIMIZER_SIDES),
  settlements: z.array(ZSettlement),
  amount: z.number().describe('The sum of the settlements, in quantity_unit.'),
  filled: z.number().describe('What is executed so far, in quantity_unit.'),
  strategy: ZStrategyChoice,
  strategy_name: z.string(),
  quote_basis: z
    .enum(['rate', 'premium'])
    .describe(
      'rate: banks quote the forward rate (a forward); premium: a premium per unit at the terms asked.',
    ),
  limit_rate: z.number().nullable(),
  window: z.enum(EXECUTION_WINDOWS),
  window_ends: timestamp.describe('When the desk should have executed it: submission plus the window.'),
  validity: z.enum(VALIDITIES),
  expires_at: timestamp.nullable().describe('When it expires unexecuted; null: good till cancelled.'),
  note: z.string().nullable(),
  justification: z.string().nullable(),
  origin: z.enum(['plan', 'optimizer', 'typed']),
  state: z.enum(REQUEST_STATES),
  checks: ZRequestChecks.nullable().describe('Set at submission.'),
  created_by: z.string(),
  created_at: timestamp,
  submitted_at: timestamp.nullable(),
  updated_at: timestamp,
  events: z.array(ZRequestEvent).describe('Its life, oldest first.'),
});
export type HedgeRequest = z.infer<typeof ZHedgeRequest>;

/** A list's `open` filter. Not z.coerce.boolean(): it reads the text 'false' as true. */
export const openFilter = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional()
  .describe('true: only submitted, quoting or awaiting approval.');

export const ZHedgeRequestQuery = ZPageQuery.extend({
  state: z.enum(REQUEST_STATES).optional(),
  open: openFilter,
  company_id: idField.optional(),
  asset: z.string().trim().max(40).optional(),
  window: z.enum(EXECUTION_WINDOWS).optional(),
});
export type THedgeRequestQuery = z.output<typeof ZHedgeRequestQuery>;
export const ZHedgeRequestPage = pagedAnswer(ZHedgeRequest);

export const ZCancelRequest = z.object({ reason: z.string().trim().max(500).nullish() });

/** `GET /api/hedge_plan`: what the program requires and is not yet hedged, by period. */
export const ZHedgePlanQuery = z.object({
  window: z.enum(EXECUTION_WINDOWS).default('MONTH'),
  portfolio_id: idField.optional(),
});
export type THedgePlanQuery = z.output<typeof ZHedgePlanQuery>;

/** One period of the plan: the execution summary (spec 02 §1 tooltips). */
export const ZPlanPeriod = z.object({
  date: isoDate,
  end: isoDate,
  exposure: z
    .number()
    .describe('Balance plus cash flow of the period, signed as the book (in quantity_unit).'),
  program: z.number(),
  hedge: z.number(),
  required: z.number().describe('What the program requires and is not hedged, in magnitude.'),
  side: z.enum(HEDGE_SIDES).describe('BUY or SELL the asset to cover it.'),
  suggested_strategy: z.string().describe('The suggested instrument: FORWARD, the plain hedge.'),
  forward: z.number().nullable(),
  coverage_now: z.number().nullable().describe('Hedge over exposure today (0.5 = 50 %).'),
  coverage_after: z
    .number()
    .nullable()
    .describe('The same once the required amount is hedged at the forward.'),
  net_rate_now: z.number().nullable(),
  net_rate_after: z.number().nullable().describe('The net rate with the required amount at the forward.'),
  budget_rate: z.number().nullable(),
  in_window: z.boolean().describe("The period starts within the chosen window: it is this window's work."),
  open_request: z
    .string()
    .nullable()
    .describe('An open request already covering this period (its reference).'),
});
export type PlanPeriod = z.infer<typeof ZPlanPeriod>;

export const ZPlanGroup = z.object({
  portfolio_id: z.number().int(),
  portfolio_name: z.string(),
  asset: z.string(),
  area: z.enum(['currency', 'commodity']),
  ...FIGURE_UNIT_FIELDS,
  side: z
    .enum(OPTIMIZER_SIDES)
    .nullable()
    .describe("The book's side: buyer for a payer, seller for a receiver."),
  has_program: z.boolean(),
  periods: z.array(ZPlanPeriod),
  simulated: z.boolean(),
});
export type PlanGroup = z.infer<typeof ZPlanGroup>;

export const ZHedgePlan = z.object({
  valuation_id: z
    .string()
    .uuid()
    .nullable()
    .describe(
      "The valuation the plan is read from (Analytics can open it): the currency book's, else the commodity book's; null when no portfolio holds a pair or a commodity.",
    ),
  valuation_date: isoDate,
  window: z.enum(EXECUTION_WINDOWS),
  window_ends: isoDate,
  groups: z.array(ZPlanGroup),
});
export type HedgePlan = z.infer<typeof ZHedgePlan>;

/** The topic a request's change is published on, and what the subscription sends. */
export const ZRequestChange = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  state: z.enum(REQUEST_STATES),
  filled: z.number(),
  action: z.string(),
  at: timestamp,
});
export type RequestChange = z.infer<typeof ZRequestChange>;
