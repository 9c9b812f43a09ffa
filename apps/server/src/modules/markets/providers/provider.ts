import type { PriceSource } from '@cobertura/contracts';

/** A daily closing price a provider publishes for an instrument of the catalogue. */
export interface ProvidedClose {
  instrument: string;
  day: string;
  close: number;
}

/**
 * A source of real daily prices a deployment with internet access can switch on (MARKET_PROVIDER).
 * It fetches from its publisher only when asked, never on its own.
 */
export interface MarketDataProvider {
  /** How the bars it gives are labelled. */
  readonly source: PriceSource;
  /** The catalogue's instruments it can price. */
  readonly instruments: readonly string[];
  /** The closes of those of `instruments` it prices, from `since` (YYYY-MM-DD, inclusive) on, oldest first. */
  fetchDailyCloses(instruments: readonly string[], since: string): Promise<ProvidedClose[]>;
}
