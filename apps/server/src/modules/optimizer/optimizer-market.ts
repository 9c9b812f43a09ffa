import {
  type AnalyticsArea,
  type FigureUnits,
  NO_FIGURE_UNITS,
  pairUnits,
  quotationUnits,
  type TOptimizerMarketRequest,
} from '@cobertura/contracts';
import {
  type DatedSettlement,
  type StrategyTerms,
  scheduleForward,
  scheduleOnMarket,
} from '@cobertura/finance/optimizer';
import { daysBetween, type IsoDate, latestAcceptedBarDate } from '@cobertura/finance/time';
import { unitScale, unitTargets } from '@cobertura/finance/units';
import { AppError } from '../../errors.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { selectCommodityQuotation } from './optimizer.queries.ts';

/** The schedule of a request set on the stored market of its asset. */
export interface OptimizerMarket {
  area: AnalyticsArea;
  asset: string;
  valuationDate: IsoDate;
  pricesDate: IsoDate;
  spot: number;
  simulated: boolean;
  schedule: DatedSettlement[];
  /** What the replies' premiums, amounts and rates are counted in. */
  units: FigureUnits;
}

/** A pair (six letters) is a currency, any other name a commodity. */
export const assetArea = (asset: string): AnalyticsArea =>
  /^[A-Z]{6}$/.test(asset.toUpperCase()) ? 'currency' : 'commodity';

/**
 * What an asset's figures count: a pair's quote currency for money and its base for amounts, a
 * commodity's quotation (USD/bbl: money in USD, amounts in bbl).
 */
export async function assetUnits(services: Services, asset: string): Promise<FigureUnits> {
  if (assetArea(asset) === 'currency') return pairUnits(asset.toUpperCase());
  const quotation = await selectCommodityQuotation(services, asset.toUpperCase());
  return quotation === undefined ? NO_FIGURE_UNITS : quotationUnits(null, quotation);
}

/**
 * The request's asset on the stored market of its valuation date (default: the market's today):
 * spot and tenors read at each settlement's days, each settlement set on them ({@link assetArea}), a
 * commodity's amounts in its quotation's unit. 400 on the field when the asset has no stored market, or a settlement
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
  const scale = await amountScale(services, area, asset, request.unit);
  const settlements = request.settlements.map((s) => ({ date: s.date as IsoDate, amount: s.amount * scale }));
  return {
    area,
    asset,
    valuationDate,
    pricesDate: pricesDate as IsoDate,
    spot: market.spot,
    simulated: market.simulated,
    units: await assetUnits(services, asset),
    schedule: scheduleOnMarket(
      market,
      area === 'currency' ? 'fx' : 'future',
      pricesDate as IsoDate,
      settlements,
    ),
  };
}

/**
 * What a settlement's amount in `unit` is multiplied by to read in the unit of the asset's
 * quotation: 1 without a unit or in the quotation's own; 1000 mt of BRENT are 7,330 bbl (spec 02
 * conversion factors). 400 on `unit` for a pair, or a unit the factors do not reach.
 */
async function amountScale(
  services: Services,
  area: AnalyticsArea,
  asset: string,
  unit: string | undefined,
): Promise<number> {
  if (unit === undefined) return 1;
  const refuse = (text: string) => new AppError('VALIDATION_FAILED', text, { unit: [text] });
  if (area === 'currency') throw refuse("A pair's amounts are in its base currency: they take no unit.");
  const quotation = await selectCommodityQuotation(services, asset);
  if (quotation === undefined) throw refuse(`No unit converts for ${asset}.`);
  const unitOf = (q: string) => q.split('/')[1] ?? q;
  const targets = unitTargets(asset, quotation);
  const target = targets.find((q) => unitOf(q).toLowerCase() === unit.toLowerCase());
  if (target === undefined)
    throw refuse(`${asset} amounts can be in ${[...new Set(targets.map(unitOf))].join(', ')}.`);
  // A quantity in the quotation's unit times `quantity` reads in the target's: the scale back is its inverse.
  return 1 / unitScale(asset, quotation, target).quantity;
}

/** What a step's reply says of the market it ran on, for the request's side. */
export function marketFigures(market: OptimizerMarket, side: StrategyTerms['side']) {
  return {
    asset: market.asset,
    ...market.units,
    side,
    valuation_date: market.valuationDate,
    prices_date: market.pricesDate,
    simulated: market.simulated,
    spot: market.spot,
    forward: scheduleForward(market.schedule),
  };
}
