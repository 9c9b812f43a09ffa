import {
  ZDraftHedgesReply,
  ZDraftHedgesRequest,
  ZPriceStrategiesReply,
  ZPriceStrategiesRequest,
  ZQuoteCheckReply,
  ZQuoteCheckRequest,
  ZZeroCostReply,
  ZZeroCostRequest,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { checkBankQuote } from './check-quote.ts';
import { draftStrategyHedges } from './draft-strategy-hedges.ts';
import { priceStrategies } from './price-strategies.ts';
import { zeroCostStrikes } from './solve-zero-cost.ts';

const optimizerAccess = { screen: 'optimizer' } as const;

/** The Optimizer's REST calls: strategies priced on a schedule, zero cost, a quote checked, drafts booked. */
export function optimizerRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'POST',
    url: '/api/optimizer/price',
    summary:
      'Step 3: strategies of the catalogue priced over a schedule of settlements on the stored market — legs as the side holds them, cost and costPerc, warnings per leg, whether zero cost applies.',
    access: optimizerAccess,
    body: ZPriceStrategiesRequest,
    answer: ZPriceStrategiesReply,
    handler: ({ body }) => priceStrategies(services, app.marketReader, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/optimizer/zero_cost',
    summary:
      'The strikes that make one strategy cost nothing over the schedule (one flat strike on the legs it moves).',
    access: optimizerAccess,
    body: ZZeroCostRequest,
    answer: ZZeroCostReply,
    handler: ({ body }) => zeroCostStrikes(services, app.marketReader, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/optimizer/quote_check',
    summary:
      "A bank's premium for a strategy against its fair value over the schedule: the margin per unit and in basis points of the notional, with a verdict.",
    access: optimizerAccess,
    body: ZQuoteCheckRequest,
    answer: ZQuoteCheckReply,
    handler: ({ body }) => checkBankQuote(services, app.marketReader, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/optimizer/drafts',
    summary:
      "The chosen currency strategy as draft hedge rows of one of your portfolios, by the hedge template's rules; nothing is saved. For users who edit the book.",
    access: { screen: 'data' },
    body: ZDraftHedgesRequest,
    answer: ZDraftHedgesReply,
    handler: ({ body, caller }) => draftStrategyHedges(services, app.marketReader, caller, body),
  });
}
