import type { AnalyticsArea, SnapshotAsset, SnapshotBar } from '@cobertura/contracts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import { SNAPSHOT_TENOR_DAYS } from './market-snapshot.ts';

/**
 * An asset's daily bars from `from` to a kept valuation's date, oldest first: the days its snapshot
 * holds as it kept them, the older ones from the stored history. The live store's day of the
 * valuation (today's moving close) and a price corrected later on a day the snapshot holds are
 * never read, so the same valuation gives the same figures whenever it is asked.
 */
export async function lookbackHistory(
  reader: MarketReader,
  area: AnalyticsArea,
  asset: string,
  kept: SnapshotAsset | undefined,
  valuationDate: string,
  from: string,
): Promise<{ bars: SnapshotBar[]; simulated: boolean }> {
  const keptBars = (kept?.history ?? []).filter((bar) => bar.date >= from && bar.date <= valuationDate);
  const keptFrom = keptBars[0]?.date ?? valuationDate;
  let older: SnapshotBar[] = [];
  let simulated = kept?.simulated ?? false;
  if (keptFrom > from) {
    const found = await reader.snapshotAsset(area, asset, {
      date: valuationDate,
      from,
      days: SNAPSHOT_TENOR_DAYS,
    });
    older = (found?.market.history ?? []).filter((bar) => bar.date >= from && bar.date < keptFrom);
    simulated ||= found?.market.simulated ?? false;
  }
  return { bars: [...older, ...keptBars], simulated };
}
