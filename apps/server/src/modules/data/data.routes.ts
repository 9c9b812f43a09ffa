import {
  BOOK_BATCH_SCHEMAS,
  BOOK_KINDS,
  type BookKind,
  HISTORY_KIND,
  idField,
  MAX_BATCH_ROWS,
  type Screen,
  ZBatchAnswer,
  ZBookPortfolio,
  ZBusiness,
  ZClient,
  ZCommodityBookQuery,
  ZCommodityExposureRow,
  ZCommodityFutureQuery,
  ZCommodityHedgeRow,
  ZCommodityPastQuery,
  ZCreateLookupRequest,
  ZCreatePortfolioRequest,
  ZCurrencyBookQuery,
  ZCurrencyExposureRow,
  ZCurrencyFutureQuery,
  ZCurrencyHedgeRow,
  ZEndProduct,
  ZLookupQuery,
  ZPlant,
  ZPreferencesQuery,
  ZProvider,
  ZRowChange,
  ZRowHistoryParams,
  ZRowHistoryQuery,
  ZSavePreferencesRequest,
  ZStrategy,
  ZStrategyQuery,
  ZUpdatePortfolioRequest,
  ZUserPreferences,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { batchTypeRefusal } from './batch-type-refusal.ts';
import { bookFileRoutes } from './book-files.routes.ts';
import { BookRowCache } from './book-row-cache.ts';
import { createLookup } from './create-lookup.ts';
import { createPortfolio } from './create-portfolio.ts';
import { listBookRows } from './list-book-rows.ts';
import { listLookup } from './list-lookup.ts';
import { listStrategies } from './list-strategies.ts';
import { type LookupName, selectEndProducts } from './lookups.queries.ts';
import { readPreferences } from './read-preferences.ts';
import { rowHistory } from './row-history.ts';
import { saveBookBatch } from './save-book-batch.ts';
import { savePreferences } from './save-preferences.ts';
import { updatePortfolio } from './update-portfolio.ts';

const DATA = { screen: 'data' } as const;

/**
 * Every screen that reads the book beside My Data: analytics and their variants, the overview, the
 * optimizer, the hedge and multi-asset screens and the trading desk's. Rows stay scoped to the
 * caller's companies whatever the screen.
 */
const BOOK_READERS = {
  screen: [
    'data',
    'analytics',
    'advanced',
    'analyticsBeta',
    'overview',
    'optimizer',
    'hedge',
    'multi-asset',
    'supervisor',
    'trader',
  ] satisfies Screen[],
} as const;

/** The largest body a batch save takes: MAX_BATCH_ROWS rows of about 1 KB. */
const BATCH_BODY_LIMIT = MAX_BATCH_ROWS * 1024;

const ROW_SCHEMAS = {
  currency_exposure: ZCurrencyExposureRow,
  currency_hedge: ZCurrencyHedgeRow,
  commodity_exposure: ZCommodityExposureRow,
  commodity_hedge: ZCommodityHedgeRow,
} as const;

/** The spec's read paths (spec 02 §7): the kind, the query schema and which rows `date` keeps. */
const READS: {
  url: string;
  kind: BookKind;
  query: z.ZodType;
  window?: 'future' | 'past';
  summary: string;
}[] = [
  {
    url: 'currency-exposure',
    kind: 'currency_exposure',
    query: ZCurrencyBookQuery,
    summary: 'Currency exposures of some pairs and portfolios.',
  },
  {
    url: 'currency_future_exposure',
    kind: 'currency_exposure',
    query: ZCurrencyFutureQuery,
    window: 'future',
    summary: 'Currency exposures whose cash-flow date is on or after `date`.',
  },
  {
    url: 'currency-hedge',
    kind: 'currency_hedge',
    query: ZCurrencyBookQuery,
    summary: 'Currency hedges of some pairs and portfolios.',
  },
  {
    url: 'currency_future_hedge',
    kind: 'currency_hedge',
    query: ZCurrencyFutureQuery,
    window: 'future',
    summary: 'Currency hedges fixing on or after `date`.',
  },
  {
    url: 'commodity-exposure',
    kind: 'commodity_exposure',
    query: ZCommodityBookQuery,
    summary: 'Commodity exposures of some commodities (or end products) and portfolios.',
  },
  {
    url: 'commodity-hedge',
    kind: 'commodity_hedge',
    query: ZCommodityBookQuery,
    summary: 'Commodity hedges of some commodities (or end products) and portfolios.',
  },
  {
    url: 'commodity_future_exposure',
    kind: 'commodity_exposure',
    query: ZCommodityFutureQuery,
    window: 'future',
    summary: 'Commodity exposures dated on or after `date`.',
  },
  {
    url: 'commodity_future_hedge',
    kind: 'commodity_hedge',
    query: ZCommodityFutureQuery,
    window: 'future',
    summary: 'Commodity hedges fixing (or covering an exposure dated) on or after `date`.',
  },
  {
    url: 'commodity_past_exposure',
    kind: 'commodity_exposure',
    query: ZCommodityPastQuery,
    window: 'past',
    summary: 'Commodity exposures dated from `initialDate` to before `date`.',
  },
  {
    url: 'commodity_past_hedge',
    kind: 'commodity_hedge',
    query: ZCommodityPastQuery,
    window: 'past',
    summary: 'Commodity hedges fixing from `initialDate` to before `date`.',
  },
];

/** The spec's save paths: one per kind. */
const WRITES: { url: string; kind: BookKind }[] = [
  { url: 'update_create_exposurecurrency', kind: 'currency_exposure' },
  { url: 'update_create_hedgecurrency', kind: 'currency_hedge' },
  { url: 'update_create_exposurecommodities', kind: 'commodity_exposure' },
  { url: 'update_create_hedge_commodity', kind: 'commodity_hedge' },
];

const LOOKUPS: { url: string; lookup: LookupName; row: z.ZodType }[] = [
  { url: 'business', lookup: 'business', row: ZBusiness },
  { url: 'clients', lookup: 'clients', row: ZClient },
  { url: 'plants', lookup: 'plants', row: ZPlant },
  { url: 'providers', lookup: 'providers', row: ZProvider },
];

/** My Data (spec 02 §7): the book's reads and saves, portfolios, lookups, strategies and preferences. */
export function dataRoutes(app: FastifyInstance, services: Services): void {
  const rendered = new BookRowCache();
  bookFileRoutes(app, services, rendered);
  for (const read of READS) {
    defineRoute(app, services, {
      method: 'GET',
      url: `/api/${read.url}`,
      summary: `${read.summary} Rows of the caller's companies only.`,
      access: read.window ? BOOK_READERS : DATA,
      query: read.query,
      answer: z.array(ROW_SCHEMAS[read.kind]),
      // The database writes the JSON (exact decimals, no object per row on the way): sent as it is.
      handler: async ({ caller, query, reply }) =>
        reply
          .type('application/json')
          .send(await listBookRows(services, rendered, caller, read.kind, query as never, read.window)),
    });
  }

  for (const write of WRITES) {
    const { batchField } = BOOK_KINDS[write.kind];
    defineRoute(app, services, {
      method: 'POST',
      url: `/api/${write.url}`,
      summary: `Save ${write.kind.replace('_', ' ')}s all or nothing: new rows (pk 'pending'), edited rows (pk and version) and deleted rows (deleted: true). 400 ROWS_REJECTED lists every rejected row; 409 ROW_CONFLICT names a row changed since it was read.`,
      access: DATA,
      body: BOOK_BATCH_SCHEMAS[write.kind],
      answer: ZBatchAnswer,
      bodyLimit: BATCH_BODY_LIMIT,
      bodyRefusal: (error, body) => batchTypeRefusal(write.kind, error, body),
      handler: ({ caller, body }) =>
        saveBookBatch(services, caller, {
          kind: write.kind,
          selectedCompany: body.selected_company,
          userId: body.user_id,
          rows: (body as Record<string, unknown>)[batchField] as never,
        }),
    });
  }

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/book/:kind/:pk/history',
    summary: "A book row's changes, newest first: who, when, the row before and after.",
    access: DATA,
    params: ZRowHistoryParams,
    query: ZRowHistoryQuery,
    answer: z.array(ZRowChange),
    handler: ({ caller, params, query }) =>
      rowHistory(services, caller, HISTORY_KIND[params.kind], params.pk, query.company),
  });

  for (const { url, lookup, row } of LOOKUPS) {
    defineRoute(app, services, {
      method: 'GET',
      url: `/api/${url}`,
      summary: `The ${url} of the caller's companies; 404 when a company or an entry asked for by id is not one of theirs.`,
      access: DATA,
      query: ZLookupQuery,
      answer: z.array(row),
      handler: ({ caller, query }) => listLookup(services, caller, lookup, query),
    });
    defineRoute(app, services, {
      method: 'POST',
      url: `/api/${url}`,
      summary: `Add an entry to the ${url} of one of your companies.`,
      access: DATA,
      body: ZCreateLookupRequest,
      answer: row,
      status: 201,
      handler: ({ caller, body }) => createLookup(services, caller, lookup, body),
    });
  }

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/end_products',
    summary: 'End products (shared reference data), optionally only some ids.',
    access: DATA,
    query: ZLookupQuery,
    answer: z.array(ZEndProduct),
    handler: ({ query }) => selectEndProducts(services, query.ids),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/portfolios',
    summary: 'Create a portfolio of one of your companies, with its pairs, commodities and links.',
    access: DATA,
    body: ZCreatePortfolioRequest,
    answer: ZBookPortfolio,
    status: 201,
    handler: ({ caller, body }) => createPortfolio(services, caller, body),
  });

  defineRoute(app, services, {
    method: 'PATCH',
    url: '/api/portfolios/:id',
    summary: 'Rename a portfolio, or hide or show it.',
    access: DATA,
    params: z.object({ id: idField }),
    body: ZUpdatePortfolioRequest,
    answer: ZBookPortfolio,
    handler: ({ caller, params, body }) => updatePortfolio(services, caller, params.id, body),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/strategies',
    summary: 'The strategy catalogue: legs, and the risk profile of each for buyers and sellers.',
    access: BOOK_READERS,
    query: ZStrategyQuery,
    answer: z.array(ZStrategy),
    handler: ({ query }) => listStrategies(services, query.asset),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/save_custom_overview',
    summary: 'Save your screen preferences: the groups sent replace the stored ones.',
    access: 'member',
    body: ZSavePreferencesRequest,
    answer: ZUserPreferences,
    handler: ({ caller, body }) => savePreferences(services, caller, body),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/preferences',
    summary: 'Your screen preferences, every group with its defaults.',
    access: 'member',
    query: ZPreferencesQuery,
    answer: ZUserPreferences,
    handler: ({ caller, query }) => readPreferences(services, caller, query.user_id),
  });
}
