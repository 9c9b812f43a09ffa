import { type AnalyticsArea, DESK_CURRENCY, type FigureUnits } from '@cobertura/contracts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import { storedSpot } from '../../market-data/stored-rates.ts';
import { deskRateOf, fillValue, toDeskCurrency } from './to-desk-currency.ts';

/**
 * Amounts of assets in the desk's currency at the stored closes of `today` ({@link toDeskCurrency}),
 * each spot read once per converter: `convert(asset, amount)` answers null when a price it needs
 * is not stored.
 */
export function deskCurrencyConverter(reader: MarketReader, today: string) {
  const spots = new Map<string, Promise<number | undefined>>();
  const rates = new Map<string, Promise<number | undefined>>();
  const spotOf = (area: AnalyticsArea, asset: string) => {
    const key = `${area}:${asset}`;
    const known = spots.get(key) ?? storedSpot(reader, area, asset, today);
    spots.set(key, known);
    return known;
  };
  const rateOf = (currency: string) => {
    const known = rates.get(currency) ?? deskRateOf(reader, currency, today);
    rates.set(currency, known);
    return known;
  };
  return async (
    asset: { area: AnalyticsArea; asset: string; units: FigureUnits },
    amount: number,
  ): Promise<number | null> => {
    const base = asset.area === 'currency' ? asset.asset.slice(0, 3) : undefined;
    // A pair with the desk's currency as base needs no price at all.
    const spot = base === DESK_CURRENCY ? 1 : await spotOf(asset.area, asset.asset);
    if (spot === undefined) return null;
    const fill = {
      asset: asset.asset,
      area: asset.area,
      amount,
      spot,
      amountsCurrency: asset.units.amounts_currency,
    };
    const currency = fillValue(fill)?.currency;
    const rate = currency && currency !== DESK_CURRENCY ? await rateOf(currency) : undefined;
    return toDeskCurrency(fill, () => rate) ?? null;
  };
}
