import type { Redis } from 'ioredis';

/** Where messages are published; every subscriber of every server process receives them. */
export interface LiveFeed<T> {
  publish(message: T): void;
  close(): Promise<void>;
}

/**
 * A live feed for subscriptions. Without Redis it hands messages to this process's subscribers.
 * With Redis it publishes them on a channel every process listens to (this one included, so each
 * message is delivered once); while Redis is away, messages still reach this process's
 * subscribers, and the outage is logged once.
 */
export function createLiveFeed<T>(options: {
  /** What is carried, for the log: "live prices". */
  what: string;
  deliver: (message: T) => void;
  redis?: Redis | undefined;
  channel: string;
  log: { warn(message: string): void; info(message: string): void };
}): LiveFeed<T> {
  const { what, deliver, redis, channel, log } = options;
  if (!redis) return { publish: deliver, close: async () => {} };

  // A connection that subscribes can do nothing else, hence one of its own.
  const listener = redis.duplicate();
  let isListening = false;
  let isDown = false;
  const markDown = (why: string) => {
    isListening = false;
    if (!isDown) log.warn(`Redis unavailable, ${what} reach this process's subscribers only: ${why}`);
    isDown = true;
  };
  listener.on('error', (error: Error) => markDown(error.message));
  listener.on('close', () => markDown('connection closed'));
  listener.on('ready', () => {
    listener.subscribe(channel).then(
      () => {
        isListening = true;
        if (isDown) log.info(`Redis is back: ${what} are shared with the other processes again.`);
        isDown = false;
      },
      (error: Error) => markDown(error.message),
    );
  });
  listener.on('message', (_channel: string, text: string) => deliver(JSON.parse(text) as T));

  let isClosing = false;
  return {
    publish(message) {
      if (!isListening || redis.status !== 'ready') return deliver(message);
      redis.publish(channel, JSON.stringify(message)).catch((error: Error) => {
        markDown(error.message);
        deliver(message);
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
