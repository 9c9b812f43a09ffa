import { z } from 'zod';
import type { BookKind } from './book-fields.ts';
import {
  ZCommodityExposureInput,
  ZCommodityHedgeInput,
  ZCurrencyExposureInput,
  ZCurrencyHedgeInput,
} from './book-rows.ts';
import { colorTheme, ids, navIndex, pairList } from './choice-fields.ts';
import { id, idField, isoDate, timestamp, ZFormatQuery } from './fields.ts';

/**
 * My Data's calls (spec 02 §7): the book's reads and batch saves, a row's history, and the screen's
 * preferences. The rows themselves are in book-fields.ts, book-rows.ts and book-rules.ts.
 */

/** A list of ids in a query: `1,2,3`, or the parameter repeated. */
export const idList = z
  .preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => String(v).split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    z.array(idField).max(1000),
  )
  .describe('Ids, comma-separated or the parameter repeated.');

/** `GET /api/currency-exposure`, `/api/currency-hedge`: the rows of some pairs and portfolios. */
export const ZCurrencyBookQuery = ZFormatQuery.extend({
  currency: idList.optional().describe('Pair ids (pk_i_idcurrency); all pairs when absent.'),
  portfolios: idList.optional().describe("Portfolio ids; all the caller's portfolios when absent."),
});
/** `GET /api/currency_future_exposure`, `/api/currency_future_hedge`: rows on or after `date`. */
export const ZCurrencyFutureQuery = ZCurrencyBookQuery.extend({
  date: isoDate.describe(
    'Today: rows whose cash-flow (exposures) or fixing (hedges) date is on or after it.',
  ),
});
/** `GET /api/commodity-exposure`, `/api/commodity-hedge`. */
export const ZCommodityBookQuery = ZFormatQuery.extend({
  commodity: idList.optional().describe('Commodity ids; all when absent.'),
  end_product: idList.optional().describe('End-product ids: rows of commodities making these products.'),
  portfolios: idList.optional().describe("Portfolio ids; all the caller's portfolios when absent."),
});
/** `GET /api/commodity_future_exposure`, `/api/commodity_future_hedge`. */
export const ZCommodityFutureQuery = ZCommodityBookQuery.extend({
  date: isoDate.describe('Rows dated on or after it (exposure date; hedge fixing date).'),
  exposure_date: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('Hedges: true dates a hedge by the exposure it covers (hedged_date, else its fixing date).'),
});
/** `GET /api/commodity_past_exposure`, `/api/commodity_past_hedge`: rows from `initialDate` to before `date`. */
export const ZCommodityPastQuery = ZCommodityFutureQuery.extend({
  initialDate: isoDate.describe('First date of the window.'),
});

const batchShape = {
  format: z.literal('json').optional(),
  selected_company: idField.describe('The company whose book is saved: one of yours.'),
  user_id: idField.describe('Your own user id.'),
};

/** Most rows one batch may save (grid saves and imports). */
export const MAX_BATCH_ROWS = 20_000;
const rows = <T extends z.ZodType>(row: T) =>
  z.array(row).max(MAX_BATCH_ROWS, `At most ${MAX_BATCH_ROWS} rows per save.`);

export const ZCurrencyExposureBatch = z.object({
  ...batchShape,
  currency_exposure: rows(ZCurrencyExposureInput),
});
export const ZCurrencyHedgeBatch = z.object({ ...batchShape, currency_hedge: rows(ZCurrencyHedgeInput) });
export const ZCommodityExposureBatch = z.object({
  ...batchShape,
  commodity_exposures: rows(ZCommodityExposureInput),
});
export const ZCommodityHedgeBatch = z.object({ ...batchShape, commodity_hedges: rows(ZCommodityHedgeInput) });

export const BOOK_BATCH_SCHEMAS = {
  currency_exposure: ZCurrencyExposureBatch,
  currency_hedge: ZCurrencyHedgeBatch,
  commodity_exposure: ZCommodityExposureBatch,
  commodity_hedge: ZCommodityHedgeBatch,
} as const;

/** What a saved batch did, row by row (index into the batch), and the hedge dates it moved. */
export const ZBatchAnswer = z.object({
  message: z.literal('successful'),
  rows: z.array(
    z.object({
      index: z.number().int(),
      pk: z.string(),
      action: z.enum(['created', 'updated', 'deleted', 'skipped']),
      version: z.number().int().nullable().describe('The new version; null once deleted or skipped.'),
    }),
  ),
  moved: z
    .array(
      z.object({
        index: z.number().int(),
        pk: z.string(),
        field: z.string(),
        from: isoDate,
        to: isoDate,
      }),
    )
    .describe(
      "Hedge dates that fell on a holiday or weekend of the pair's calendars, moved to the next business day.",
    ),
});
export type BatchAnswer = z.infer<typeof ZBatchAnswer>;

/** One change of a book row, for "show this row's history". */
export const ZRowChange = z.object({
  action: z.enum(['created', 'updated', 'deleted']),
  version: z.number().int(),
  changed_by: z.string().nullable(),
  changed_at: timestamp,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type RowChange = z.infer<typeof ZRowChange>;

/** `GET /api/book/:kind/:pk/history`: a row by its code. */
export const ZRowHistoryParams = z.object({
  kind: z.enum(['currency-exposure', 'currency-hedge', 'commodity-exposure', 'commodity-hedge']),
  pk: z.string().max(40),
});
export const ZRowHistoryQuery = z.object({
  company: idField
    .optional()
    .describe('The company whose row it is, when rows of several of your companies have the code.'),
});
export const HISTORY_KIND: Readonly<Record<z.infer<typeof ZRowHistoryParams>['kind'], BookKind>> = {
  'currency-exposure': 'currency_exposure',
  'currency-hedge': 'currency_hedge',
  'commodity-exposure': 'commodity_exposure',
  'commodity-hedge': 'commodity_hedge',
};

/** My Data's screen preferences (`datamodel_choices`). */
export const ZDatamodelChoices = z.object({
  selected_nav: navIndex.describe('0 Program, 1 Exposures, 2 Hedges, 3 Relations.'),
  color_theme: colorTheme,
  selected_sheet: z.number().int().min(0).max(20).default(1),
  selected_company: id.nullable().default(null),
  selected_portfolio: ids,
  selected_currencies: pairList,
  selected_commodities: ids,
  selected_nav_asset: z
    .union([z.literal(0), z.literal(1)])
    .default(0)
    .describe('0 currencies, 1 commodities.'),
});
