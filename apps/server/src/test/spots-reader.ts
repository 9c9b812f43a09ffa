import type { MarketReader } from '../market-data/market-reader.ts';

/**
 * A market reader whose whole market is `spots` (an asset's close, on whatever day is asked), with
 * neither tenors nor history: nothing else is stored.
 */
export function spotsReader(spots: Readonly<Record<string, number>>): MarketReader {
  return {
    snapshotAsset: async (_area, asset, request) => {
      const spot = spots[asset];
      return spot === undefined
        ? undefined
        : { pricesDate: request.date, market: { spot, tenors: [], history: [], simulated: false } };
    },
    lastClose: async (_area, asset, date) => {
      const close = spots[asset];
      return close === undefined ? undefined : { date, close };
    },
    dailyBars: async () => [],
  };
}
