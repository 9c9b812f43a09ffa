import { ZPriceAnswer, ZPriceRequest, ZToolMarket, ZToolMarketQuery } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, untilClientGone } from '../../http/route.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { priceCases } from './price-cases.ts';
import { readToolMarket } from './read-tool-market.ts';

/** The calculators' calls: pricing cases in batch, and the stored market they open on. */
export function toolsRoutes(
  app: FastifyInstance,
  services: Services,
  { marketReader }: { marketReader: MarketReader },
): void {
  defineRoute(app, services, {
    method: 'POST',
    url: '/api/tools/price',
    summary:
      'Price a batch of cases (at most 1000): one result per case, in order. Monte Carlo work is ' +
      'limited per request (paths × fixings, summed); heavy batches share the workers fairly between users.',
    access: 'member',
    // Each case is validated by the pricing contract itself: one bad case gets its own error result.
    body: ZPriceRequest,
    answer: ZPriceAnswer,
    handler: ({ body, caller, reply }) =>
      priceCases(services, body, String(caller.id), untilClientGone(reply)),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/tools/market',
    summary:
      "A pair's stored market of the market's today, which the calculators open on: spot, forwards, both rates and the smile at a few tenors, the pair's quote decimals, and whether any of it is simulated.",
    access: 'member',
    query: ZToolMarketQuery,
    answer: ZToolMarket,
    handler: ({ query }) => readToolMarket(services, marketReader, query.pair),
  });
}
