import type { RequestChange } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import type { LiveFeed } from '../../graphql/live-feed.ts';
import type { Services } from '../../services.ts';
import { expireDueRequests } from './request-life.ts';

/** How often the platform looks for requests whose validity ran out. */
const SWEEP_MS = 30_000;

/**
 * Expires due requests while the app runs, so that a treasurer's open screen sees its request
 * expire without anyone reading the list (reads expire due requests first as well).
 */
export function installExpirySweep(
  app: FastifyInstance,
  services: Services,
  feed: LiveFeed<RequestChange>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = expireDueRequests(services, feed).catch((error) => services.log.error(error));
    }, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
