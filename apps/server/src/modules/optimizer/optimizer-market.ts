import type { AnalyticsArea, TOptimizerMarketRequest } from '@cobertura/contracts';
import { type DatedSettlement, scheduleOnMarket } from '@cobertura/finance/optimizer';
import { daysBetween, type IsoDate, latestAcceptedBarDate } from '@cobertura/finance/time';
import { AppError } from '../../errors.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';

/** The schedule of a request set on the stored market of its asset. */
export interface OptimizerMarket {
  area: AnalyticsArea;
  asset: string;
  valuationDate: IsoDate;
  pricesDate: IsoDate;
  spot: number;
  simulated: boolean;
  schedule: DatedSettlement[];
}

/** A pair (six letters) is a currency, any other name a commodity. */
export const assetArea = (asset: string): AnalyticsArea =>
  /^[A-Z]{6}$/.test(asset.toUpperCase()) ? 'currency' : 'commodity';

/**
 * The request's asset on the stored market of its valuation date (default: the market's today):
 * spot and tenors read at each settlement's days, each settlement set on them ({@link assetArea}). 400 on the field when the asset has no stored market, or a settlement
 * is not after the valuation date.
 */
export async function optimizerMarket(
  services: Services,
  reader: MarketReader,
  request: TOptimizerMarketRequest,
): Promise<OptimizerMarket> {
  const asset = request.asset.toUpperCase();
  const area = assetArea(asset);
  const valuationDate = (request.valuation_date ??
    latestAcceptedBarDate(services.now().getTime())) as IsoDate;
  const late = request.settlements.findIndex((s) => s.date <= valuationDate);
  if (late >= 0) {
    const text = `A settlement must come after the valuation date ${valuationDate}.`;
    throw new AppError('VALIDATION_FAILED', text, { [`settlements.${late}.date`]: [text] });
  }
  // Tenors at each settlement, and a week past the last: the prices' day may come before the valuation date.
  const days = request.settlements.map((s) => daysBetween(valuationDate, s.date as IsoDate));
  days.push((days.at(-1) as number) + 7);
  const found = await reader.snapshotAsset(area, asset, { date: valuationDate, from: valuationDate, days });
  if (!found) {
    const text = `No market is stored for ${asset} on ${valuationDate}.`;
    throw new AppError('VALIDATION_FAILED', text, { asset: [text] });
  }
  const { market, pricesDate } = found;
  const settlements = request.settlements.map((s) => ({ date: s.date as IsoDate, amount: s.amount }));
  return {
    area,
    asset,
    valuationDate,
    pricesDate: pricesDate as IsoDate,
    spot: market.spot,
    simulated: market.simulated,
    schedule: scheduleOnMarket(
      market,
      area === 'currency' ? 'fx' : 'future',
      pricesDate as IsoDate,
      settlements,
    ),
  };
}
