import type { AnalyticsArea, MarketSnapshot, SnapshotAsset } from '@cobertura/contracts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { PortfolioBook } from './portfolio-book.ts';

/**
 * The tenors a snapshot carries, in days from the prices' date: a week, the monthly and quarterly
 * points of the first year, then the yearly ones to ten years. Finance interpolates between them.
 */
export const SNAPSHOT_TENOR_DAYS = [0, 7, 30, 61, 91, 182, 273, 365, 547, 730, 1095, 1461, 1826, 2557, 3652];

/**
 * The stored market the books are valued on: per asset, its last stored day on or before the
 * valuation date, the tenors above and its daily history from the earliest day its books need (the
 * first hedge's trade date or exposure's date). The snapshot's observation date is the newest of the
 * assets' prices' dates (the valuation date when none has a price). An asset without a price is left
 * out: its hedges are then unpriced.
 */
export async function buildMarketSnapshot(
  reader: MarketReader,
  area: AnalyticsArea,
  books: readonly PortfolioBook[],
  valuationDate: string,
): Promise<MarketSnapshot> {
  const firstDay = new Map<string, string>();
  for (const book of books) {
    const days = [
      ...book.hedges.map((hedge) => hedge.trade_date),
      ...book.exposures.map((exposure) => exposure.date),
      firstDay.get(book.asset) ?? valuationDate,
    ].filter((d): d is string => d !== null);
    firstDay.set(
      book.asset,
      days.reduce((a, b) => (b < a ? b : a)),
    );
  }
  const assets: Record<string, SnapshotAsset> = {};
  let observationDate: string | undefined;
  for (const [asset, from] of firstDay) {
    const found = await reader.snapshotAsset(area, asset, {
      date: valuationDate,
      from,
      days: SNAPSHOT_TENOR_DAYS,
    });
    if (!found) continue;
    assets[asset] = found.market;
    if (!observationDate || found.pricesDate > observationDate) observationDate = found.pricesDate;
  }
  return { observation_date: observationDate ?? valuationDate, assets };
}
