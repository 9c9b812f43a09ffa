import type { RequestChange } from '@cobertura/contracts';
import type { BookValuations } from '../../book-data/book-valuations.ts';
import type { BookWriter } from '../../book-data/book-writer.ts';
import type { LiveFeed } from '../../graphql/live-feed.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { StrategyPricing } from '../../market-data/strategy-pricing.ts';

/** What the desk reads and writes of other areas (ports.ts hands it over). */
export interface DeskPorts {
  marketReader: MarketReader;
  /** The book valued as Analytics values it: the plan and the desk's analytics. */
  bookValuations: BookValuations;
  /** The book's batch save: an execution's hedge rows. */
  bookWriter: BookWriter;
  /** Fair values of what is asked, and a strategy's rows. */
  strategyPricing: StrategyPricing;
  /** Where every change of a request is announced. */
  requestChanges: LiveFeed<RequestChange>;
}
