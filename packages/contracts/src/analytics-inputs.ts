import { z } from 'zod';
import {
  ANALYTICS_AREAS,
  ZPortfolioValuationRequest,
  ZSnapshotBar,
  ZSnapshotTenor,
  ZValuationMeta,
} from './analytics.ts';
import { isoDate } from './fields.ts';

/**
 * The inputs of a kept portfolio valuation (`GET /api/portfolio_valuations/{id}/inputs`): exactly the
 * market snapshot and the book rows it valued, and the options it applied, so that anyone can value
 * it again from the published inputs alone (the finance library's `valuePortfolio`, or their own
 * pricers) and check them against its hashes: the canonical JSON of `snapshot` hashes to
 * `valuation.snapshot_id` and that of `book` to `valuation.book_version`. Objects keep every member
 * they were kept with (a row field added later is published too, so the hashes still match).
 */

const maybe = z.number().nullable();
const day = isoDate.nullable();

/** One asset's market as the snapshot kept it: spot, tenors and the history slice the valuation read. */
export const ZKeptSnapshotAsset = z.looseObject({
  spot: z.number().describe('Spot (pair: quote per base) or front commodity price on the prices’ date.'),
  tenors: z
    .array(ZSnapshotTenor)
    .describe('Valuation inputs per tenor: fwd, r, rf, d0 and the smile c0, c1, c2.'),
  history: z
    .array(ZSnapshotBar)
    .describe(
      'Daily bars from the book’s first trade or exposure date to the prices’ date: barrier touches, Asian fixings, settlement rates.',
    ),
  simulated: z.boolean(),
});

/** The snapshot a valuation ran on, as kept. */
export const ZKeptSnapshot = z.looseObject({
  observation_date: isoDate.describe("The prices' date."),
  assets: z.record(z.string(), ZKeptSnapshotAsset),
});

/** A hedge row as the valuation read it (spec 02 §3 "Hedge row", mapped for finance). */
export const ZKeptHedgeRow = z.looseObject({
  pk: z.string(),
  portfolio_id: z.number().int(),
  buy_sell: z.string().describe('LONG, SHORT, OFFSET LONG, OFFSET SHORT.'),
  derivative: z.string().describe('FORWARD, FUTURE, CALL, PUT.'),
  option_type: z.string().describe('EUROPEAN, AMERICAN, ASIAN, UP AND OUT, …'),
  notional: z.number().describe('Units of the base currency or of the commodity.'),
  strike: maybe,
  barrier: maybe,
  barrier_2: maybe,
  premium: maybe,
  premium_currency: z.string().nullable(),
  trade_date: day,
  fixing_date: day,
  value_date: day,
  premium_value_date: day,
  asian_fixing_start_date: day,
  hedged_date: day,
  sale_date: day,
  settlement_type: z.string().nullable(),
  settlement_rate: maybe,
  spot_reference: maybe,
  undelying_position: z.string().nullable(),
  new_event: z.boolean(),
  counterparty: z.string().nullable(),
  unit: z.string().nullable(),
  contract_month_year: z.string().nullable(),
  strategy: z.string().nullable(),
  strategy_code: z.string().nullable(),
});

/** An exposure row as the valuation read it, signed (+ received) and bucketed. */
export const ZKeptExposureRow = z.looseObject({
  pk: z.string(),
  portfolio_id: z.number().int(),
  bucket: z.enum(['balance', 'cash_flow', 'undated']),
  amount: z.number(),
  date: day,
  realized_date: day,
  realized_rate: maybe,
});

/** One portfolio and asset of the book as valued: its rows, program and budget rate. */
export const ZKeptBook = z.looseObject({
  portfolio_id: z.number().int(),
  portfolio_name: z.string(),
  asset: z.string(),
  hedges: z.array(ZKeptHedgeRow),
  exposures: z.array(ZKeptExposureRow),
  program: z
    .looseObject({ objective: z.string() })
    .nullable()
    .describe('The program in force, as finance reads it.'),
  budget_rate: maybe,
});

export const ZValuationInputsReply = z.object({
  valuation: ZValuationMeta,
  area: z.enum(ANALYTICS_AREAS),
  request: ZPortfolioValuationRequest.omit({ market: true, progress_id: true }).describe(
    'The options the valuation applied (interval, shock, table range); the what-if market, if any, is `snapshot`.',
  ),
  snapshot: ZKeptSnapshot,
  book: z.array(ZKeptBook),
});
export type ValuationInputsReply = z.infer<typeof ZValuationInputsReply>;
