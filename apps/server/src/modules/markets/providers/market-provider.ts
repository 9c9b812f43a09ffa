import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services.ts';
import { barDayFor } from '../live/bar-day.ts';
import type { PriceFeed } from '../live/price-feed.ts';
import { ecbProvider } from './ecb.ts';
import type { MarketDataProvider } from './provider.ts';
import { syncProvider } from './sync-provider.ts';

/** The ECB fixes once a business day; four looks a day catch a fixing within hours. */
const SYNC_INTERVAL_MS = 6 * 3_600_000;

/**
 * The configured market-data provider (MARKET_PROVIDER), synced when the app is ready and every
 * few hours. Unset or `off`: nothing is built, so nothing ever connects anywhere.
 */
export function installMarketProvider(
  app: FastifyInstance,
  services: Services,
  livePrices: PriceFeed,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): void {
  const provider = providerOf(services, fetch);
  if (!provider) return;
  const sync = () =>
    syncProvider(services, livePrices, provider).then(
      (written) => services.log.info(`Market data from ${provider.source}: ${written} bars written.`),
      (error: Error) => services.log.warn(`Market data from ${provider.source} failed: ${error.message}`),
    );
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    running = sync();
    timer = setInterval(() => {
      running = sync();
    }, SYNC_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

function providerOf(services: Services, fetch: typeof globalThis.fetch): MarketDataProvider | undefined {
  switch (services.config.marketProvider) {
    case 'ecb':
      return ecbProvider(fetch, () => barDayFor(services.now()));
    case 'off':
      return undefined;
  }
}
