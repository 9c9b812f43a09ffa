import { type AnalyticsArea, DESK_CURRENCY } from '@cobertura/contracts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import { currencyRate } from '../../market-data/stored-rates.ts';

/** A fill as the desk counts it against limits and credit lines. */
export interface DeskFill {
  /** The pair (USDCOP) or commodity (CPO MAL MYR). */
  asset: string;
  area: AnalyticsArea;
  /** In the asset's quantity: a pair's base currency, a commodity's quotation unit. */
  amount: number;
  /** The asset's price now: a pair's spot (quote per base), a commodity's price per unit. */
  spot: number;
  /** A commodity's money (its quotation's currency); a pair's is its quote currency. */
  amountsCurrency: string | null;
}

/**
 * The currency a fill's value is counted in before it is turned into the desk's, and that value:
 * a pair quoted in the desk's currency (EURUSD) at the spot, any other pair in its base currency,
 * a commodity's quantity at its price in its currency.
 */
export function fillValue(fill: DeskFill): { currency: string; value: number } | undefined {
  if (fill.area === 'currency') {
    const base = fill.asset.slice(0, 3);
    const quote = fill.asset.slice(3, 6);
    if (base !== DESK_CURRENCY && quote === DESK_CURRENCY)
      return { currency: quote, value: fill.amount * fill.spot };
    return { currency: base, value: fill.amount };
  }
  if (!fill.amountsCurrency) return undefined;
  return { currency: fill.amountsCurrency, value: fill.amount * fill.spot };
}

/**
 * A fill in the desk's currency (DESK_CURRENCY, USD), for the four-eyes limits and the credit lines:
 * a pair with USD base is its amount; with USD quote (EURUSD) its amount × spot; anything else (a
 * cross, a commodity priced in MYR) its value in its currency × `deskPerUnit(currency)`, the desk's
 * currency per unit of it (from that currency's USD pair's spot). Undefined when a rate is not known.
 */
export function toDeskCurrency(
  fill: DeskFill,
  deskPerUnit: (currency: string) => number | undefined,
): number | undefined {
  const valued = fillValue(fill);
  if (!valued) return undefined;
  if (valued.currency === DESK_CURRENCY) return valued.value;
  const rate = deskPerUnit(valued.currency);
  return rate === undefined ? undefined : valued.value * rate;
}

/** The desk's currency per unit of `currency` on `date` ({@link currencyRate}); undefined when none is stored. */
export function deskRateOf(
  reader: MarketReader,
  currency: string,
  date: string,
): Promise<number | undefined> {
  return currencyRate(reader, currency, DESK_CURRENCY, date);
}
