import type { RequestChange } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { MQEmitter } from 'mqemitter';
import { createLiveFeed, type LiveFeed } from '../../graphql/live-feed.ts';
import type { Services } from '../../services.ts';

/** The GraphQL subscription topic hedge requests' changes are delivered on. */
export const REQUESTS_TOPIC = 'HEDGE_REQUESTS';

/**
 * The feed of hedge requests' changes: each change reaches the `hedgeRequests` subscribers of every
 * server process (through Redis when there is one), so a treasurer's screen and the desk's blotter
 * move together whichever process served the change.
 */
export function installRequestFeed(
  app: FastifyInstance,
  services: Services,
  redis: Redis | undefined,
  emitter: MQEmitter,
): LiveFeed<RequestChange> {
  const feed = createLiveFeed<RequestChange>({
    what: 'hedge request changes',
    deliver: (change) => emitter.emit({ topic: REQUESTS_TOPIC, payload: change }),
    redis,
    channel: `${services.config.redisKeyPrefix}hedge-requests`,
    log: services.log,
  });
  app.addHook('onClose', () => feed.close());
  return feed;
}
