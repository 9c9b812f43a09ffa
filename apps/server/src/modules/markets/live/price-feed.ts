import type { Quote } from '@cobertura/contracts';
import type { Redis } from 'ioredis';

/** The GraphQL subscription topic the quotes of this process are delivered on. */
export const QUOTES_TOPIC = 'MARKET_QUOTES';

/** Where new last prices are published; every subscriber of every server process receives them. */
export interface PriceFeed {
  publish(quotes: Quote[]): void;
  close(): Promise<void>;
}

/**
 * The live price feed. Without Redis it hands quotes to this process's subscribers. With Redis it
 * publishes them on a channel every process listens to (this one included, so each quote is
 * delivered once); while Redis is away, quotes still reach this process's subscribers, and the
 * outage is logged once.
 */
export function createPriceFeed(options: {
  deliver: (quotes: Quote[]) => void;
  redis?: Redis | undefined;
  channel: string;
  log: { warn(message: string): void; info(message: string): void };
}): PriceFeed {
  const { deliver, redis, channel, log } = options;
  if (!redis) return { publish: deliver, close: async () => {} };

  // A connection that subscribes can do nothing else, hence one of its own.
  const listener = redis.duplicate();
  let isListening = false;
  let isDown = false;
  const markDown = (why: string) => {
    isListening = false;
    if (!isDown) log.warn(`Redis unavailable, live prices reach this process's subscribers only: ${why}`);
    isDown = true;
  };
  listener.on('error', (error: Error) => markDown(error.message));
  listener.on('close', () => markDown('connection closed'));
  listener.on('ready', () => {
    listener.subscribe(channel).then(
      () => {
        isListening = true;
        if (isDown) log.info('Redis is back: live prices are shared with the other processes again.');
        isDown = false;
      },
      (error: Error) => markDown(error.message),
    );
  });
  listener.on('message', (_channel: string, text: string) => deliver(JSON.parse(text) as Quote[]));

  let isClosing = false;
  return {
    publish(quotes) {
      if (!isListening || redis.status !== 'ready') return deliver(quotes);
      redis.publish(channel, JSON.stringify(quotes)).catch((error: Error) => {
        markDown(error.message);
        deliver(quotes);
      });
    },
    async close() {
      if (isClosing) return;
      isClosing = true;
      listener.removeAllListeners('close');
      listener.disconnect();
    },
  };
}
