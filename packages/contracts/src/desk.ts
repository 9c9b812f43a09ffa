import { z } from 'zod';
import { idField, isoDate, timestamp } from './fields.ts';
import { FIGURE_UNIT_FIELDS } from './figure-units.ts';
import { EXECUTION_WINDOWS, openFilter, REQUEST_STATES, ZHedgeRequest } from './hedge-requests.ts';
import { ZSheetLanguage } from './spreadsheets.ts';

/**
 * The trading desk's side of a hedge request (issue 26): the banks that quote it, the quotes, the
 * four-eyes approval, the execution into the client's book, the limits, and the desk's position.
 * Limits and credit lines are counted in the desk's currency, {@link DESK_CURRENCY}.
 */

/** The currency the desk counts limits, credit lines and its position in. */
export const DESK_CURRENCY = 'USD';

/** A desk member is a trader or a supervisor (role 3). */
export const DESK_ROLES = ['trader', 'supervisor'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

/** The tenor buckets a bank's credit line is set by, by days to the value date. */
export const TENOR_BUCKETS = [
  { key: '0-3M', maxDays: 92 },
  { key: '3-6M', maxDays: 183 },
  { key: '6-12M', maxDays: 366 },
  { key: '1Y+', maxDays: Number.POSITIVE_INFINITY },
] as const;
export type TenorBucket = (typeof TENOR_BUCKETS)[number]['key'];
export const TENOR_KEYS = TENOR_BUCKETS.map((b) => b.key) as [TenorBucket, ...TenorBucket[]];

export function tenorBucket(days: number): TenorBucket {
  return (TENOR_BUCKETS.find((b) => days <= b.maxDays) ?? TENOR_BUCKETS[3]).key;
}

const usd = z.number().min(0).max(1e13);

/** A bank a client deals with, and its credit line by tenor (in DESK_CURRENCY). */
export const ZCounterparty = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  code: z.string().describe('The short name booked on the hedge rows (counterpartys_id).'),
  simulated: z
    .boolean()
    .describe('A demo bank that quotes by itself around fair value: its prices are not real.'),
  spread_bps: z.number().nullable().describe("A simulated bank's spread over fair value."),
  credit_lines: z.record(z.enum(TENOR_KEYS), z.number()).describe('Per tenor bucket, DESK_CURRENCY.'),
  used: z.record(z.enum(TENOR_KEYS), z.number()).describe('Executed and not yet settled, per bucket.'),
});
export type Counterparty = z.infer<typeof ZCounterparty>;

/** A bank's price for a request. */
export const ZBankQuote = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  counterparty_id: z.number().int(),
  counterparty: z.string(),
  simulated: z.boolean(),
  price: z.number().describe("The forward rate, or the premium per unit (the request's quote_basis)."),
  fair_value: z.number().describe('The same figure on the stored market when the quote was taken.'),
  margin_bps: z
    .number()
    .describe('What the bank keeps over fair value, in basis points of the notional: > 0 costs the client.'),
  amount: z.number().describe('The amount it is good for, in quantity_unit.'),
  quoted_at: timestamp,
  valid_until: timestamp,
  taken_by: z.string().describe('Who recorded it (a simulated bank: the trader who asked).'),
  status: z.enum(['live', 'expired', 'used', 'approved', 'superseded']),
  best: z.boolean().describe('The best live price for the client.'),
});
export type BankQuote = z.infer<typeof ZBankQuote>;

/** `POST /api/desk/requests/{id}/quotes`: a bank's price typed by the trader. */
export const ZQuoteInput = z.object({
  counterparty_id: idField,
  price: z.number().min(-1e9).max(1e9),
  amount: z
    .number()
    .positive()
    .max(1e13)
    .optional()
    .describe('Its amount; the request’s remainder when absent.'),
  valid_seconds: z
    .number()
    .int()
    .min(5)
    .max(86_400)
    .default(120)
    .describe('How long the bank holds the price.'),
});
export type TQuoteInput = z.output<typeof ZQuoteInput>;

/** `POST /api/desk/requests/{id}/ask_quotes`: ask the client's banks (the simulated ones answer at once). */
export const ZAskQuotesInput = z.object({
  counterparty_ids: z
    .array(idField)
    .max(20)
    .optional()
    .describe('The banks asked; every one of the client’s when absent.'),
});

/** What four eyes looks at before an execution. */
export const BREACHES = ['client_limit', 'credit_line', 'margin'] as const;
export type Breach = (typeof BREACHES)[number];

export const ZBreach = z.object({
  kind: z.enum(BREACHES),
  detail: z.string().describe('What is over what, with its currency.'),
  limit: z.number(),
  value: z.number(),
});

/** `POST /api/desk/requests/{id}/execute`: fill against a quote. */
export const ZExecuteInput = z.object({
  quote_id: idField,
  amount: z
    .number()
    .positive()
    .max(1e13)
    .optional()
    .describe('A partial fill; the rest of the request (up to the quote) when absent.'),
  idempotency_key: z.string().trim().min(8).max(100).describe('The same key retried books once.'),
  close_remainder: z
    .boolean()
    .default(false)
    .describe('After a partial fill, end the request executed in part.'),
});
export type TExecuteInput = z.output<typeof ZExecuteInput>;

/** A trade ticket: one fill of a request. */
export const ZTradeTicket = z.object({
  id: z.number().int(),
  trade_id: z.string().describe('DCA-T-20261128-0001: on the booked rows and the confirmation.'),
  request_id: z.number().int(),
  reference: z.string(),
  company_name: z.string(),
  portfolio_name: z.string(),
  asset: z.string(),
  ...FIGURE_UNIT_FIELDS,
  side: z.string(),
  strategy_name: z.string(),
  counterparty: z.string(),
  amount: z.number(),
  executed_rate: z.number().describe('The forward rate, or the first strike, executed.'),
  premium: z.number().describe('The whole premium, amounts_currency: paid < 0, received > 0.'),
  margin_bps: z.number(),
  value_dates: z.array(isoDate),
  trader: z.string(),
  approved_by: z.string().nullable(),
  executed_at: timestamp,
  booked_rows: z.array(z.string()).describe('The keys of the hedge rows written into the book.'),
  simulated: z.boolean(),
});
export type TradeTicket = z.infer<typeof ZTradeTicket>;

/** `POST /api/desk/requests/{id}/approval`: a supervisor's answer. */
export const ZApprovalInput = z.object({
  decision: z.enum(['approve', 'reject']),
  comment: z.string().trim().max(500).nullish(),
});

/** `POST /api/desk/requests/{id}/reject`: the desk refuses a request it cannot do. */
export const ZRejectInput = z.object({ reason: z.string().trim().min(1, 'Say why.').max(500) });

/** A request as the desk reads it: the request, its quotes, tickets and what four eyes sees. */
export const ZDeskRequest = ZHedgeRequest.extend({
  mid: z.number().nullable().describe('The market mid of the asset now.'),
  fair_value: z.number().nullable().describe("The fair price of what is asked (the request's quote_basis)."),
  window_left_seconds: z.number().describe('Until its window ends; negative when late.'),
  quotes: z.array(ZBankQuote),
  tickets: z.array(ZTradeTicket),
  pending_approval: z
    .object({ quote_id: z.number().int(), asked_by: z.string(), breaches: z.array(ZBreach) })
    .nullable(),
  approved_quote_id: z.number().int().nullable(),
});
export type DeskRequest = z.infer<typeof ZDeskRequest>;

/** `GET /api/desk/blotter`: the requests of the companies the desk member serves, unpaged. */
export const ZBlotterQuery = z.object({
  state: z.enum(REQUEST_STATES).optional(),
  open: openFilter,
  company_id: idField.optional(),
  asset: z.string().trim().max(40).optional(),
  window: z.enum(EXECUTION_WINDOWS).optional(),
});
export type TBlotterQuery = z.output<typeof ZBlotterQuery>;

/** A blotter line: the request without its life, with the market and its best quote. */
export const ZBlotterRow = ZHedgeRequest.omit({ events: true, checks: true }).extend({
  mid: z.number().nullable().describe('The market mid of the asset now.'),
  fair_value: z.number().nullable().describe("The fair price of what is asked (the request's quote_basis)."),
  window_left_seconds: z.number().describe('Until its window ends; negative when late.'),
  quotes: z.number().int().describe('Live quotes.'),
  best_quote: z
    .object({ counterparty: z.string(), price: z.number(), margin_bps: z.number(), simulated: z.boolean() })
    .nullable(),
});
export type BlotterRow = z.infer<typeof ZBlotterRow>;
/** At most this many lines in one blotter: the desk narrows by its filters past it. */
export const MAX_BLOTTER_ROWS = 20_000;
export const ZBlotter = z.object({
  rows: z.array(ZBlotterRow),
  truncated: z.boolean().describe('More requests matched than MAX_BLOTTER_ROWS.'),
});

/** `GET /api/desk/me`: the caller's part on the desk and the companies served. */
export const ZDeskMe = z.object({
  desk_role: z.enum(DESK_ROLES).describe('Staff act as supervisors.'),
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** What an execute answers: the fill's ticket, or the breaches that sent it to a supervisor. */
export const ZExecuteAnswer = z.object({
  request: ZDeskRequest,
  ticket: ZTradeTicket.nullable(),
  breaches: z.array(ZBreach).describe('Non-empty: the request awaits a supervisor, nothing was booked.'),
});

/** A limit the supervisors set: per client, or per client and bank. */
export const ZDeskLimits = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  request_limit: usd.describe('An execution over this (DESK_CURRENCY) needs a supervisor.'),
  margin_threshold_bps: z
    .number()
    .min(0)
    .max(10_000)
    .describe('A margin over fair value above this needs a supervisor.'),
  counterparties: z.array(ZCounterparty),
});
export type DeskLimits = z.infer<typeof ZDeskLimits>;

export const ZLimitsInput = z.object({
  request_limit: usd.optional(),
  margin_threshold_bps: z.number().min(0).max(10_000).optional(),
  credit_lines: z
    .array(z.object({ counterparty_id: idField, tenor: z.enum(TENOR_KEYS), amount: usd }))
    .max(200)
    .optional(),
  comment: z.string().trim().max(500).nullish(),
});

export const ZLimitChange = z.object({
  at: timestamp,
  user: z.string(),
  company_name: z.string(),
  what: z.string().describe('request_limit, margin_threshold_bps, or a bank’s credit line and tenor.'),
  before: z.number().nullable(),
  after: z.number(),
  comment: z.string().nullable(),
});

/** `GET /api/desk/limits/history`: one client's changes, or every served client's. */
export const ZLimitHistoryQuery = z.object({ company_id: idField.optional() });

/** `GET /api/desk/blotter.xlsx`: the blotter's file, headers in `lang`. */
export const ZBlotterFileQuery = z.object({ lang: ZSheetLanguage });

/** `GET /api/desk/position`: the desk's book of requests. */
export const ZPositionRow = z.object({
  company_name: z.string(),
  asset: z.string(),
  counterparty: z.string().nullable(),
  tenor: z.enum(TENOR_KEYS),
  executed: z.number().describe('DESK_CURRENCY.'),
  open: z.number().describe('DESK_CURRENCY: what open requests still ask.'),
  count: z.number().int(),
});

export const ZDeskException = z.object({
  kind: z.enum(['late', 'far_quote', 'breach']),
  reference: z.string(),
  request_id: z.number().int(),
  company_name: z.string(),
  detail: z.string(),
  at: timestamp,
});

export const ZDeskPosition = z.object({
  currency: z.literal(DESK_CURRENCY),
  rows: z.array(ZPositionRow),
  limits: z.array(ZDeskLimits),
  exceptions: z.array(ZDeskException),
  states: z.record(z.enum(REQUEST_STATES), z.number().int()),
});

/** `GET /api/desk/analytics`: the clients' books side by side (read only). */
export const ZDeskAnalyticsRow = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  portfolio_id: z.number().int(),
  portfolio_name: z.string(),
  asset: z.string(),
  ...FIGURE_UNIT_FIELDS,
  exposure: z.number(),
  hedge: z.number(),
  coverage: z.number().nullable(),
  program_coverage: z.number().nullable().describe("The program's share of the exposure."),
  required_in_window: z.number(),
  m2m: z.number().describe('amounts_currency.'),
  var: z.number().nullable().describe('One-day 95 % value at risk, amounts_currency.'),
  simulated: z.boolean(),
});
export const ZDeskAnalytics = z.object({
  valuation_date: isoDate,
  window: z.enum(EXECUTION_WINDOWS),
  rows: z.array(ZDeskAnalyticsRow),
});
export type DeskAnalytics = z.infer<typeof ZDeskAnalytics>;
export type DeskAnalyticsRow = z.infer<typeof ZDeskAnalyticsRow>;
export const ZDeskAnalyticsQuery = z.object({
  window: z
    .enum(EXECUTION_WINDOWS)
    .default('MONTH')
    .describe('The window whose required hedge is summed: periods starting by its end.'),
});
