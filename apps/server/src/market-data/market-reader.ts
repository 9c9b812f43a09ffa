import type { AnalyticsArea, SnapshotAsset } from '@cobertura/contracts';

/** What a snapshot of one asset is read for: its prices' date, the tenors, the start of its history. */
export interface SnapshotAssetRequest {
  /** The last stored day on or before this one is the prices' date. */
  date: string;
  /** The first day of the history wanted (clamped to the prices' date). */
  from: string;
  /** Days to expiration of the tenors, from the prices' date. */
  days: readonly number[];
}

/** A stored day of an asset as a candle: a close-only day opens, peaks and bottoms at its close. */
export interface DailyBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  simulated: boolean;
}

/**
 * The stored market as other modules read it, without importing the markets module (which
 * implements it; ports.ts hands it to the modules that read it): one asset's spot, valuation inputs per tenor and
 * daily history on a prices' date, its last close by a day, and its daily candles over a window.
 */
export interface MarketReader {
  /**
   * The asset (a pair, or a commodity by name) on the last stored day on or before `date`, with that
   * day; undefined when no price is stored by then, or the asset has no curve to build inputs from.
   */
  snapshotAsset(
    area: AnalyticsArea,
    asset: string,
    request: SnapshotAssetRequest,
  ): Promise<{ pricesDate: string; market: SnapshotAsset } | undefined>;
  /**
   * The asset's close on the last stored day on or before `date`, with that day: its price alone,
   * without the curves a snapshot builds. Undefined when it is not in the catalogue or has no price
   * by then.
   */
  lastClose(
    area: AnalyticsArea,
    asset: string,
    date: string,
  ): Promise<{ date: string; close: number } | undefined>;
  /**
   * The asset's stored days from `from` to `to`, both included, oldest first; empty when it is not
   * in the catalogue or has no price then.
   */
  dailyBars(area: AnalyticsArea, asset: string, window: { from: string; to: string }): Promise<DailyBar[]>;
}
