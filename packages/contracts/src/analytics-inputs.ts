import type { PortfolioExposureRow, PortfolioHedgeRow } from '@cobertura/finance/portfolio';
import { z } from 'zod';
import {
  ANALYTICS_AREAS,
  ZPortfolioValuationRequest,
  ZSnapshotBar,
  ZSnapshotTenor,
  ZValuationMeta,
  ZValuedHedge,
} from './analytics.ts';
import { isoDate } from './fields.ts';
import type { MirrorsFinance } from './finance-mirror.ts';

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

/**
 * A hedge row as the valuation read it (spec 02 §3 "Hedge row", mapped for finance): the terms of the
 * valued hedge as booked, its option type and strategy. Its settlement rate is the one entered (null
 * when none was), its Asian start the booked one.
 */
export const ZKeptHedgeRow = z.looseObject({
  ...ZValuedHedge.pick({ pk: true, portfolio_id: true, buy_sell: true, derivative: true }).shape,
  option_type: z.string().describe('EUROPEAN, AMERICAN, ASIAN, UP AND OUT, …'),
  ...ZValuedHedge.pick({
    notional: true,
    strike: true,
    barrier: true,
    barrier_2: true,
    premium: true,
    premium_currency: true,
    trade_date: true,
    fixing_date: true,
    value_date: true,
    premium_value_date: true,
    asian_fixing_start_date: true,
    hedged_date: true,
    sale_date: true,
    settlement_type: true,
    settlement_rate: true,
    spot_reference: true,
    undelying_position: true,
    new_event: true,
    counterparty: true,
    unit: true,
    contract_month_year: true,
  }).extend({ asian_fixing_start_date: day, settlement_rate: maybe }).shape,
  strategy: z.string().nullable(),
  strategy_code: z.string().nullable(),
  // Last, where kept valuations have it: it was kept before it was named here.
  barrier_monitoring: ZValuedHedge.shape.barrier_monitoring,
});
true satisfies MirrorsFinance<z.infer<z.ZodObject<typeof ZKeptHedgeRow.shape>>, PortfolioHedgeRow>;

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
true satisfies MirrorsFinance<z.infer<z.ZodObject<typeof ZKeptExposureRow.shape>>, PortfolioExposureRow>;

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
