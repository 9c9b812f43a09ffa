import {
  ZBacktestReply,
  ZBacktestRequest,
  ZDraftHedgesReply,
  ZDraftHedgesRequest,
  ZOpenExposureQuery,
  ZOpenExposureReply,
  ZPriceStrategiesReply,
  ZPriceStrategiesRequest,
  ZQuoteCheckReply,
  ZQuoteCheckRequest,
  ZSimulateCommoditiesRequest,
  ZSimulateCurrenciesRequest,
  ZSimulationReply,
  ZSimulationRun,
  ZSimulationRunParams,
  ZValuationProgress,
  ZZeroCostReply,
  ZZeroCostRequest,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BookReader } from '../../book-data/book-reader.ts';
import { defineRoute, untilClientGone } from '../../http/route.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { readProgress } from '../../workers/job-progress.ts';
import { backtest } from './backtest.ts';
import { bookOpenExposure } from './book-open-exposure.ts';
import { checkBankQuote } from './check-quote.ts';
import { draftStrategyHedges } from './draft-strategy-hedges.ts';
import { priceStrategies } from './price-strategies.ts';
import { simulateStrategies } from './simulate-strategies.ts';
import { listSimulationRuns, readSimulationRun } from './simulation-runs.ts';
import { zeroCostStrikes } from './solve-zero-cost.ts';

const optimizerAccess = { screen: 'optimizer' } as const;

/** The Optimizer's REST calls: strategies priced on a schedule, zero cost, a quote checked, drafts booked. */
export function optimizerRoutes(
  app: FastifyInstance,
  services: Services,
  { marketReader, bookReader }: { marketReader: MarketReader; bookReader: BookReader },
): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/optimizer/open_exposure',
    summary:
      "Step 1 from the book: one of your portfolios' exposure to an asset after the market's today, month by month, less the hedges fixing in each month, with the book's side and budget rate.",
    access: optimizerAccess,
    query: ZOpenExposureQuery,
    answer: ZOpenExposureReply,
    handler: ({ query, caller }) => bookOpenExposure(services, bookReader, caller, query),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/optimizer/price',
    summary:
      'Step 3: strategies of the catalogue priced over a schedule of settlements on the stored market — legs as the side holds them, cost and costPerc, warnings per leg, whether zero cost applies.',
    access: optimizerAccess,
    body: ZPriceStrategiesRequest,
    answer: ZPriceStrategiesReply,
    handler: ({ body }) => priceStrategies(services, marketReader, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/optimizer/zero_cost',
    summary:
      'The strikes that make one strategy cost nothing over the schedule (one flat strike on the legs it moves).',
    access: optimizerAccess,
    body: ZZeroCostRequest,
    answer: ZZeroCostReply,
    handler: ({ body }) => zeroCostStrikes(services, marketReader, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/optimizer/quote_check',
    summary:
      "A bank's premium for a strategy against its fair value over the schedule: the margin per unit and in basis points of the notional, with a verdict.",
    access: optimizerAccess,
    body: ZQuoteCheckRequest,
    answer: ZQuoteCheckReply,
    handler: ({ body }) => checkBankQuote(services, marketReader, body),
  });

  const simulations = [
    { url: '/api/simulate_currencies', body: ZSimulateCurrenciesRequest, asset: 'currency' },
    { url: '/api/simulate_commodities', body: ZSimulateCommoditiesRequest, asset: 'commodity' },
  ] as const;
  for (const simulation of simulations) {
    defineRoute(app, services, {
      method: 'POST',
      url: simulation.url,
      summary: `Step 4: the strategies simulated on a ${simulation.asset}'s schedule (Monte Carlo, seeded), summarised — figures per strategy, distributions, the first 1000 paths, the frontier — and stored. Every strategy must be calculated; at most 1,000,000 path-steps per strategy, and at most SIMULATION_WORK_LIMIT draws (paths × settlements × Asian fixing days, summed over the strategies). Progress under progress_id; leaving stops the job.`,
      access: optimizerAccess,
      body: simulation.body,
      answer: ZSimulationReply,
      handler: ({ body, caller, reply }) => {
        const { currency, commodity, ...rest } = body as typeof body & {
          currency?: string;
          commodity?: string;
        };
        const asset = (currency ?? commodity) as string;
        return simulateStrategies(services, marketReader, caller, { ...rest, asset }, untilClientGone(reply));
      },
    });
  }

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/optimizer/progress/:id',
    summary:
      'How far the caller’s simulation sent with this progress_id got: steps done of the total. 204 until it reports.',
    access: optimizerAccess,
    params: ZSimulationRunParams,
    answer: ZValuationProgress,
    handler: ({ params, caller }) => readProgress(services, 'simulation', caller, params.id),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/optimizer/runs',
    summary: 'The caller’s newest 50 simulations: when, what and on which seed.',
    access: optimizerAccess,
    answer: z.array(ZSimulationRun),
    handler: ({ caller }) => listSimulationRuns(services, caller),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/optimizer/runs/:id',
    summary: 'A stored simulation, as it was answered. 404 for another user’s.',
    access: optimizerAccess,
    params: ZSimulationRunParams,
    answer: ZSimulationReply,
    handler: ({ params, caller }) => readSimulationRun(services, caller, params.id),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/optimizer/backtest',
    summary:
      'The strategies replayed on the stored closes of the last years, a start every week, terms at today’s fractions of the forward, read at today’s level: the simulation’s figures on history.',
    access: optimizerAccess,
    body: ZBacktestRequest,
    answer: ZBacktestReply,
    handler: ({ body, caller, reply }) =>
      backtest(services, marketReader, caller, body, untilClientGone(reply)),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/optimizer/drafts',
    summary:
      "The chosen currency strategy as draft hedge rows of one of your portfolios, by the hedge template's rules; nothing is saved. For users who edit the book.",
    access: { screen: 'data' },
    body: ZDraftHedgesRequest,
    answer: ZDraftHedgesReply,
    handler: ({ body, caller }) => draftStrategyHedges(services, marketReader, caller, body),
  });
}
