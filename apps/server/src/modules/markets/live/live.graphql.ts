import type { Quote } from '@cobertura/contracts';
import { z } from 'zod';
import { defineSubscription, type GraphqlArea } from '../../../graphql/operation.ts';
import { QUOTES_TOPIC } from './price-feed.ts';

const ZPricesArgs = z.object({
  instruments: z.array(z.string().trim().min(1).max(40)).max(500).nullish(),
});

/** GraphQL adapter of live prices: the `prices` subscription over the websocket. */
export function liveGraphql(): GraphqlArea {
  return {
    types: /* GraphQL */ `
      "A last price as it is set: the overview's quote."
      type Quote {
        instrument: String!
        last: Float!
        "last − previous close"
        change: Float!
        "change ÷ previous close, 0.01 = 1 %"
        change_pct: Float!
        "When the last price was set (ISO 8601)."
        time: String!
        simulated: Boolean!
      }
    `,
    operations: [],
    subscriptions: [
      defineSubscription({
        name: 'prices',
        returns: 'Quote!',
        description: 'New last prices as they are set, of the instruments named (every one when none).',
        access: { screen: ['overview', 'markets'] },
        args: ZPricesArgs,
        topic: QUOTES_TOPIC,
        accepts: (quote: Quote, args) => !args.instruments || args.instruments.includes(quote.instrument),
      }),
    ],
  };
}
