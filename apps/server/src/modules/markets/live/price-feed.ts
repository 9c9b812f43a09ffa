import type { Quote } from '@cobertura/contracts';
import type { Redis } from 'ioredis';
import { createLiveFeed, type LiveFeed } from '../../../graphql/live-feed.ts';

/** The GraphQL subscription topic the quotes of this process are delivered on. */
export const QUOTES_TOPIC = 'MARKET_QUOTES';

/** Where new last prices are published; every subscriber of every server process receives them. */
export type PriceFeed = LiveFeed<Quote[]>;

/** The live price feed (graphql/live-feed.ts) of quotes. */
export function createPriceFeed(options: {
  deliver: (quotes: Quote[]) => void;
  redis?: Redis | undefined;
  channel: string;
  log: { warn(message: string): void; info(message: string): void };
}): PriceFeed {
  return createLiveFeed({ ...options, what: 'live prices' });
}
