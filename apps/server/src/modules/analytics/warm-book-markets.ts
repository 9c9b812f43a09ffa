import type { AnalyticsArea } from '@cobertura/contracts';
import { latestAcceptedBarDate } from '@cobertura/finance/time';
import type { FastifyInstance } from 'fastify';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { selectAllPortfolioAssets, selectCommoditiesById } from './analytics.queries.ts';
import { SNAPSHOT_TENOR_DAYS } from './market-snapshot.ts';

/**
 * Reads the stored market of every asset a portfolio holds once the server listens, in the
 * background (the start does not wait for it): a start leaves the series cache empty, and the first
 * valuation after it — the Overview valued on open — would otherwise read the whole histories of
 * the assets and their futures from the database. On listening, not on ready: a platform
 * answering injected requests only (the API tests, which write prices of their own after the start)
 * reads nothing it was not asked for. Stops between assets when the app closes; a failure only
 * costs that speed.
 */
export function installBookMarketWarmUp(
  app: FastifyInstance,
  services: Services,
  reader: MarketReader,
): void {
  let isClosing = false;
  let warming: Promise<void> = Promise.resolve();
  app.addHook('onListen', async () => {
    warming = warmBookMarkets(services, reader, () => isClosing).catch((error: unknown) =>
      services.log.warn(`warming the books' market: ${String(error)}`),
    );
  });
  app.addHook('onClose', async () => {
    isClosing = true;
    await warming;
  });
}

/**
 * Reads, asset after asset, what a valuation of the held assets on the market's today reads through
 * the market reader: each asset's snapshot (its series, futures, rate curve and smile).
 */
export async function warmBookMarkets(
  services: Services,
  reader: MarketReader,
  isStopped: () => boolean = () => false,
): Promise<void> {
  const today = latestAcceptedBarDate(services.now().getTime());
  for (const { area, asset } of await heldAssets(services)) {
    if (isStopped()) return;
    await reader.snapshotAsset(area, asset, { date: today, from: today, days: SNAPSHOT_TENOR_DAYS });
  }
}

/** Every asset some portfolio holds, once, with its area. */
async function heldAssets(services: Services): Promise<{ area: AnalyticsArea; asset: string }[]> {
  const held = await selectAllPortfolioAssets(services);
  const pairs = new Set(held.flatMap((portfolio) => portfolio.currencyPairs));
  const commodities = await selectCommoditiesById(services, [
    ...new Set(held.flatMap((portfolio) => portfolio.commodityIds)),
  ]);
  return [
    ...[...pairs].map((asset) => ({ area: 'currency' as const, asset })),
    ...commodities.map(({ name }) => ({ area: 'commodity' as const, asset: name })),
  ];
}
