import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { MQEmitter } from 'mqemitter';
import type { Services } from '../../../services.ts';
import { startDemoTicker } from './demo-ticker.ts';
import { createPriceFeed, type PriceFeed, QUOTES_TOPIC } from './price-feed.ts';

/**
 * Live prices: the feed that hands new last prices to the `prices` subscription (through Redis to
 * every process when there is one), and the demo ticker while the app runs. Returns the feed; `emitter`
 * is what the GraphQL subscriptions of this process read.
 */
export function installLivePrices(
  app: FastifyInstance,
  services: Services,
  redis: Redis | undefined,
  emitter: MQEmitter,
): PriceFeed {
  const feed = createPriceFeed({
    deliver: (quotes) => {
      for (const quote of quotes) emitter.emit({ topic: QUOTES_TOPIC, payload: quote });
    },
    redis,
    channel: `${services.config.redisKeyPrefix}market-quotes`,
    log: services.log,
  });
  let ticker: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    ticker = startDemoTicker(services, feed);
  });
  app.addHook('onClose', async () => {
    await ticker?.stop();
    await feed.close();
  });
  return feed;
}
