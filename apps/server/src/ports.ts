import type { BookReader } from './book-data/book-reader.ts';
import type { MarketReader } from './market-data/market-reader.ts';
import { callerBook } from './modules/analytics/caller-book.ts';
import { dailyBars } from './modules/markets/daily-bars.ts';
import type { PriceFeed } from './modules/markets/live/price-feed.ts';
import { snapshotAsset } from './modules/markets/snapshot-asset.ts';
import type { Services } from './services.ts';

/**
 * What a module reads of another's data, or hands on to a running part of the app: built once here
 * and passed to the modules that use it as arguments, so that each dependency shows in a signature
 * and no module depends on the order in which the others are registered.
 */
export interface Ports {
  /** The stored market (market-data/market-reader.ts), implemented by modules/markets. */
  marketReader: MarketReader;
  /** The stored book (book-data/book-reader.ts), implemented by modules/analytics. */
  bookReader: BookReader;
  /** Where new last prices are published to the `prices` subscription (modules/markets/live). */
  livePrices: PriceFeed;
}

/** The ports over the services, with the live price feed the app runs. */
export function buildPorts(services: Services, livePrices: PriceFeed): Ports {
  return {
    marketReader: {
      snapshotAsset: (area, asset, request) => snapshotAsset(services, area, asset, request),
      dailyBars: (area, asset, window) => dailyBars(services, area, asset, window),
    },
    bookReader: {
      callerBook: (caller, area, portfolioId, asset) =>
        callerBook(services, caller, area, portfolioId, asset),
    },
    livePrices,
  };
}
