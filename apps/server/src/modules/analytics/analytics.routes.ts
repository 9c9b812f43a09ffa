import {
  type AnalyticsArea,
  ZAdvancedAnalyticsReply,
  ZAdvancedAnalyticsRequest,
  ZCommodityAnalysisQuery,
  ZCommodityAnalysisReply,
  ZConsolidationReply,
  ZConsolidationRequest,
  ZPastPerformanceQuery,
  ZPastPerformanceReply,
  ZPeriodTableQuery,
  ZPortfolioValuationReply,
  ZPortfolioValuationRequest,
  ZRiskReply,
  ZRiskRequest,
  ZValuationIdParams,
  ZValuationInputsReply,
  ZValuationProgress,
  ZValuationReportQuery,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { sendFile } from '../../spreadsheets/send-file.ts';
import { readProgress } from '../../workers/job-progress.ts';
import { advancedAnalyticsOf } from './advanced-analytics.ts';
import { commodityAnalysis } from './commodity-analysis.ts';
import { consolidatePosition } from './consolidate-position.ts';
import { exportPeriodTable } from './export-period-table.ts';
import { readPastPerformance } from './read-past-performance.ts';
import { readValuation } from './read-valuation.ts';
import { readValuationInputs } from './read-valuation-inputs.ts';
import { reportValuation } from './report-valuation.ts';
import { valuationRisk } from './valuation-risk.ts';
import { valuePortfolios } from './value-portfolios.ts';

const analyticsAccess = { screen: ['analytics', 'advanced'] } as const;

/**
 * Portfolio valuations (spec 02 §7): a book valued on a date against a market snapshot, and a kept
 * valuation run again by its id; the hedge position of the caller's companies. The stored market is
 * read through the market reader.
 */
export function analyticsRoutes(
  app: FastifyInstance,
  services: Services,
  { marketReader }: { marketReader: MarketReader },
): void {
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
      handler: ({ body, caller }) => valuePortfolios(services, marketReader, caller, area, body),
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
    url: '/api/portfolio_valuations/:id/inputs',
    summary:
      'The inputs of a kept portfolio valuation, to value it again from outside: the market snapshot (spot, tenors with fwd, r, rf, d0 and smile, the history slice) and the book rows exactly as valued, and its options; their canonical JSON hashes to snapshot_id and book_version.',
    access: analyticsAccess,
    params: ZValuationIdParams,
    answer: ZValuationInputsReply,
    handler: ({ params, caller }) => readValuationInputs(services, caller, params.id),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/portfolio_valuations/:id/past',
    summary:
      'The past view of one portfolio and asset of a kept valuation: settled PnL by period, the rate achieved against the budget and its bridge, the settled hedges per day and the candles of the asset.',
    access: analyticsAccess,
    params: ZValuationIdParams,
    query: ZPastPerformanceQuery,
    answer: ZPastPerformanceReply,
    handler: ({ params, query, caller }) =>
      readPastPerformance(services, marketReader, caller, params.id, query),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/portfolio_valuations/:id/report.pdf',
    summary:
      'A printable one-page report (A4 landscape, PDF) of one portfolio and asset of a kept valuation: header, BALANCE/CASH FLOW summary, chart and the first 13 periods.',
    access: analyticsAccess,
    params: ZValuationIdParams,
    query: ZValuationReportQuery,
    handler: async ({ params, query, caller, reply }) => {
      const file = await reportValuation(services, caller, params.id, query);
      return sendFile(reply, file.filename, file.bytes);
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/valuation_progress/:id',
    summary:
      'How far the caller’s valuation sent with this progress_id got: hedges valued of the total. 204 until a large book reports (a small one is valued at once).',
    access: analyticsAccess,
    params: ZValuationIdParams,
    answer: ZValuationProgress,
    handler: ({ params, caller }) => readProgress(services, 'valuation', caller, params.id),
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
    method: 'GET',
    url: '/api/portfolio_valuations/:id/commodity_analysis',
    summary:
      'A kept commodity valuation analysed: budget, forecast, hedged and fixed quantities and the budget, market, fixed and net prices (futures, ratio, basis) per bucket, the valuation groups, in a unit, with the commodity and currency risk together.',
    access: { screen: 'analytics' },
    params: ZValuationIdParams,
    query: ZCommodityAnalysisQuery,
    answer: ZCommodityAnalysisReply,
    handler: ({ params, query, caller }) =>
      commodityAnalysis(services, marketReader, caller, params.id, query),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/portfolio_valuations/:id/risk',
    summary:
      'The risk of a kept valuation, from its own snapshot and book: VaR and expected shortfall per portfolio, asset and period by delta-normal, historical and Monte Carlo (seeded), CFaR per period, the risk-profile score.',
    access: analyticsAccess,
    params: ZValuationIdParams,
    body: ZRiskRequest,
    answer: ZRiskReply,
    handler: ({ params, body, caller }) => valuationRisk(services, marketReader, caller, params.id, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/portfolio_valuations/:id/advanced',
    summary:
      'Advanced analytics of a kept valuation, per portfolio and asset: the hedges’ value on a spot × volatility grid, the largest historical moves applied to today’s book, the one-day VaR back-test with Kupiec’s test, and the live barrier hedges’ distance, touch probability and coverage.',
    access: { screen: 'advanced' },
    params: ZValuationIdParams,
    body: ZAdvancedAnalyticsRequest,
    answer: ZAdvancedAnalyticsReply,
    handler: ({ params, body, caller }) =>
      advancedAnalyticsOf(services, marketReader, caller, params.id, body),
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
