import { PENDING_PK, type RequestChange, ZRiskRequest } from '@cobertura/contracts';
import type { BookReader } from './book-data/book-reader.ts';
import type { BookValuations } from './book-data/book-valuations.ts';
import type { BookWriter } from './book-data/book-writer.ts';
import type { LiveFeed } from './graphql/live-feed.ts';
import type { MarketReader } from './market-data/market-reader.ts';
import type { StrategyPricing } from './market-data/strategy-pricing.ts';
import { bookPositions } from './modules/analytics/book-positions.ts';
import { callerBook } from './modules/analytics/caller-book.ts';
import { valuationRisk } from './modules/analytics/valuation-risk.ts';
import { valueCallerBooks } from './modules/analytics/value-caller-books.ts';
import { saveBookBatch } from './modules/data/save-book-batch.ts';
import { dailyBars, lastClose } from './modules/markets/daily-bars.ts';
import type { PriceFeed } from './modules/markets/live/price-feed.ts';
import { snapshotAsset } from './modules/markets/snapshot-asset.ts';
import { draftStrategyHedges } from './modules/optimizer/draft-strategy-hedges.ts';
import { strategyFairValue } from './modules/optimizer/strategy-fair-value.ts';
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
  /** The book valued as Analytics values it (book-data/book-valuations.ts), by modules/analytics. */
  bookValuations: BookValuations;
  /** The book's batch save (book-data/book-writer.ts), implemented by modules/data. */
  bookWriter: BookWriter;
  /** The Optimizer's fair values and drafts (market-data/strategy-pricing.ts), by modules/optimizer. */
  strategyPricing: StrategyPricing;
  /** Where new last prices are published to the `prices` subscription (modules/markets/live). */
  livePrices: PriceFeed;
  /** Where hedge requests' changes are published to the `hedgeRequests` subscription (modules/desk). */
  requestChanges: LiveFeed<RequestChange>;
}

/** The ports over the services, with the live feeds the app runs. */
export function buildPorts(
  services: Services,
  feeds: { livePrices: PriceFeed; requestChanges: LiveFeed<RequestChange> },
): Ports {
  const marketReader: MarketReader = {
    snapshotAsset: (area, asset, request) => snapshotAsset(services, area, asset, request),
    lastClose: (area, asset, date) => lastClose(services, area, asset, date),
    dailyBars: (area, asset, window) => dailyBars(services, area, asset, window),
  };
  return {
    marketReader,
    bookReader: {
      callerBook: (caller, area, portfolioId, asset) =>
        callerBook(services, caller, area, portfolioId, asset),
    },
    bookValuations: {
      valueCallerBooks: (caller, area, options) =>
        valueCallerBooks(services, marketReader, caller, area, options),
      valuationRisk: (caller, id, options) =>
        valuationRisk(services, marketReader, caller, id, ZRiskRequest.parse(options)),
      bookPositions: (caller, area, options) => bookPositions(services, marketReader, caller, area, options),
    },
    bookWriter: {
      addHedgeRows: (scoped, caller, batch) =>
        saveBookBatch(scoped, caller, {
          kind: batch.kind,
          selectedCompany: batch.companyId,
          userId: caller.id,
          rows: batch.rows.map((row) => ({ ...row, pk: PENDING_PK })),
        }),
    },
    strategyPricing: {
      fairValue: (request) => strategyFairValue(services, marketReader, request),
      draftHedges: (caller, request) => draftStrategyHedges(services, marketReader, caller, request),
    },
    ...feeds,
  };
}
