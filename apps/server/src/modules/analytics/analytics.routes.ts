import {
  type AnalyticsArea,
  ZConsolidationReply,
  ZConsolidationRequest,
  ZPeriodTableQuery,
  ZPortfolioValuationReply,
  ZPortfolioValuationRequest,
  ZValuationIdParams,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { sendFile } from '../../spreadsheets/send-file.ts';
import { consolidatePosition } from './consolidate-position.ts';
import { exportPeriodTable } from './export-period-table.ts';
import { readValuation } from './read-valuation.ts';
import { valuePortfolios } from './value-portfolios.ts';

const analyticsAccess = { screen: ['analytics', 'advanced'] } as const;

/**
 * Portfolio valuations (spec 02 §7): a book valued on a date against a market snapshot, and a kept
 * valuation run again by its id; the hedge position of the caller's companies. The stored market is
 * read through `app.marketReader`.
 */
export function analyticsRoutes(app: FastifyInstance, services: Services): void {
  for (const area of ['currency', 'commodity'] as const satisfies readonly AnalyticsArea[]) {
    defineRoute(app, services, {
      method: 'POST',
      url: `/api/${area}_portfolio_valuation`,
      summary: `Values the ${area} books of the caller's portfolios on a date: per portfolio and ${
        area === 'currency' ? 'pair' : 'commodity'
      }, the period table, summary and valued rows.`,
      access: analyticsAccess,
      body: ZPortfolioValuationRequest,
      answer: ZPortfolioValuationReply,
      handler: ({ body, caller }) => valuePortfolios(services, app.marketReader, caller, area, body),
    });
  }

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/portfolio_valuations/:id',
    summary: 'A kept portfolio valuation, run again on its own snapshot and book rows: the same reply.',
    access: analyticsAccess,
    params: ZValuationIdParams,
    answer: ZPortfolioValuationReply,
    handler: ({ params, caller }) => readValuation(services, caller, params.id),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/portfolio_valuations/:id/periods.xlsx',
    summary:
      'A kept valuation’s period tables as an .xlsx: a sheet per portfolio and asset, every figure and the scenarios’ forward, net rate, m2m and difference.',
    access: analyticsAccess,
    params: ZValuationIdParams,
    query: ZPeriodTableQuery,
    handler: async ({ params, query, caller, reply }) => {
      const file = await exportPeriodTable(services, caller, params.id, query.lang);
      return sendFile(reply, file.filename, file.bytes);
    },
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/expo_hedges_consolidation',
    summary:
      "The hedge position of the caller's companies named: per portfolio and asset, and per asset, balance, cash flow, hedge and program on today, past and future parts as asked.",
    access: analyticsAccess,
    body: ZConsolidationRequest,
    answer: ZConsolidationReply,
    handler: ({ body, caller }) => consolidatePosition(services, caller, body),
  });
}
