import {
  MAX_LAST_BARS,
  MAX_SERIES_ROWS,
  MAX_TECHNICAL_ROWS,
  OVERVIEW_INSTRUMENTS,
  SERIES_READ_SCREENS,
  SPOT_READ_SCREENS,
  VALUATION_INPUT_READ_SCREENS,
  ZCatalogInstrument,
  ZCommodityIntradayQuery,
  ZContractsQuery,
  ZCurrencyIntradayQuery,
  ZCurvePoint,
  ZCurveQuery,
  ZFuturesContract,
  ZHistory,
  ZHistoryQuery,
  ZInstrument,
  ZMove,
  ZMovesQuery,
  ZOverviewQuote,
  ZPriceBar,
  ZQuotesQuery,
  ZTechnical,
  ZTechnicalQuery,
  ZValuationInputRow,
  ZValuationInputsQuery,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { MARKET_CATALOG } from './catalog.ts';
import { readContracts } from './read-contracts.ts';
import { readCurve } from './read-curve.ts';
import { readHistory } from './read-history.ts';
import { readLastBars } from './read-last-bars.ts';
import { readMoves } from './read-moves.ts';
import { readQuotes } from './read-quotes.ts';
import { renderTechnical } from './read-technical.ts';
import { readValuationInputs } from './read-valuation-inputs.ts';
import { TechnicalAnswers } from './technical-answers.ts';

const marketsScreen = { screen: SERIES_READ_SCREENS } as const;
const spotScreens = { screen: SPOT_READ_SCREENS } as const;
const valuationInputScreens = { screen: VALUATION_INPUT_READ_SCREENS } as const;

/**
 * Market data reads: the catalogue, history with and without indicators, the world tables, the
 * overview's quotes, rate curves, the spec's last-bar calls (spec 02 §7) and valuation inputs, each
 * open to the roles of the screens whose data it is (contracts' *_READ_SCREENS). A series is read a
 * page at a time (`limit`, `before`), so that no answer reaches a megabyte.
 * Every read of stored prices goes through the series cache (market-cache.ts).
 */
export function marketsRoutes(app: FastifyInstance, services: Services): void {
  const rendered = new TechnicalAnswers();
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/instruments',
    summary: 'The default instrument list of the overview and markets screens.',
    access: marketsScreen,
    answer: z.array(ZInstrument),
    handler: async () => OVERVIEW_INSTRUMENTS,
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/catalog',
    summary:
      'Every instrument of the market-data catalogue: pairs, commodities, indices, rates, futures, ETFs.',
    access: { screen: ['markets', 'overview'] },
    answer: z.array(ZCatalogInstrument),
    handler: async () => [...MARKET_CATALOG],
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/history',
    summary: `One instrument's stored daily bars between two dates (default: from the 1st of January five years back to today): the newest \`limit\` (at most ${MAX_SERIES_ROWS}) before \`before\`; \`next_before\` reads the older ones.`,
    access: marketsScreen,
    query: ZHistoryQuery,
    answer: ZHistory,
    handler: ({ query }) => readHistory(services, query),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/technical',
    summary: `One instrument's daily bars with their technical indicators (the markets_choices.mmov parameters): the newest \`limit\` (at most ${MAX_TECHNICAL_ROWS}) before \`before\`; \`next_before\` reads the older ones.`,
    access: marketsScreen,
    query: ZTechnicalQuery,
    answer: ZTechnical,
    // Rendered by the use case (every field is the contract's), a window's rows computed once for its pages.
    handler: async ({ query, reply }) => {
      const { instrument, contract, from, to, before, limit, ...parameters } = query;
      const json = await renderTechnical(services, rendered, {
        instrument,
        contract,
        from,
        to,
        before,
        limit,
        parameters,
      });
      return reply.type('application/json').send(json);
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/contracts',
    summary:
      "A commodity's contract months on a day (default: today): those listed then and those with stored bars.",
    access: marketsScreen,
    query: ZContractsQuery,
    answer: z.array(ZFuturesContract),
    handler: ({ query }) => readContracts(services, query),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/moves',
    summary:
      'The world table of one asset kind: last price and its change over 1D, 1W, 1M, 3M, 6M, 1Y and YTD.',
    access: marketsScreen,
    query: ZMovesQuery,
    answer: z.array(ZMove),
    handler: ({ query }) => readMoves(services, query.type),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/quotes',
    summary: "The overview's quotes: the instruments named, or else the caller's saved overview list.",
    access: { screen: 'overview' },
    query: ZQuotesQuery,
    answer: z.array(ZOverviewQuote),
    handler: ({ query, caller }) => readQuotes(services, caller, query.instruments),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/curve',
    summary: "A currency's interest-rate curve on a day (default: the newest stored day).",
    access: marketsScreen,
    query: ZCurveQuery,
    answer: z.array(ZCurvePoint),
    handler: ({ query }) => readCurve(services, query.currency, query.date),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/currencies-intraday-history',
    summary: `A pair's last bars, at most ${MAX_LAST_BARS} (spec 02 §7; last=1 is the spot when none is cached).`,
    access: spotScreens,
    query: ZCurrencyIntradayQuery,
    answer: z.array(ZPriceBar),
    handler: ({ query }) =>
      readLastBars(services, { instrument: query.currency, count: query.last }, ['currency']),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/commodities-intraday-history',
    summary: `A commodity's last bars, at most ${MAX_LAST_BARS}, of a contract month when named (spec 02 §7).`,
    access: spotScreens,
    query: ZCommodityIntradayQuery,
    answer: z.array(ZPriceBar),
    handler: ({ query }) =>
      readLastBars(
        services,
        { instrument: query.commodity, contract: query.contract || undefined, count: query.last },
        ['commodity'],
      ),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/valuation-inputs',
    summary:
      'Valuation inputs per tenor (fwd, r, rf, d0, c0, c1, c2) of a pair or commodity on an observation date.',
    access: valuationInputScreens,
    query: ZValuationInputsQuery,
    answer: z.array(ZValuationInputRow),
    handler: ({ query }) => readValuationInputs(services, query),
  });
}
