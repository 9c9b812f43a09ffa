import type { ToolMarket } from '@cobertura/contracts';
import { daysBetween, isIsoDate } from '@cobertura/finance/time';
import { parseDecimal } from '../../../utils/parseDecimal.ts';
import type { PricerForm } from './pricerForm.ts';
import { marketAt, priceText, ratePercentText, spotText, volPercentText } from './toolMarket.ts';

/** The pricer's fields that open on the stored market and follow it until typed over. */
export type PricerMarketField =
  | 'spot'
  | 'rDomestic'
  | 'rForeign'
  | 'vol'
  | 'strike'
  | 'barrier'
  | 'lowerBarrier'
  | 'upperBarrier';

/** An expiry the pricer cannot read yet is taken as half a year, for the rates it opens on. */
const DEFAULT_EXPIRY_DAYS = 182;

/** Days to the expiry typed: years × 365, or the dates' difference. */
export function expiryDays(
  form: Pick<PricerForm, 'expiryMode' | 'expiryYears' | 'valuationDate' | 'expiryDate'>,
) {
  if (form.expiryMode === 'years') {
    const years = parseDecimal(form.expiryYears);
    return years !== undefined && years > 0 ? Math.round(years * 365) : DEFAULT_EXPIRY_DAYS;
  }
  const { valuationDate: from, expiryDate: to } = form;
  const days = isIsoDate(from) && isIsoDate(to) ? daysBetween(from, to) : 0;
  return days > 0 ? days : DEFAULT_EXPIRY_DAYS;
}

/**
 * The pricer's market fields on a pair's stored market at the expiry typed: the spot as stored, both
 * rates and the at-the-money volatility there, the strike at that expiry's forward, a single barrier
 * 7 % beyond the spot on its side and a double barrier's levels 10 % either side — strikes and
 * barriers to the pair's quote decimals. A future's price is not a pair's: nothing follows then.
 */
export function pricerMarketFields(
  market: ToolMarket,
  form: PricerForm,
): Partial<Record<PricerMarketField, string>> {
  if (form.underlying !== 'fx') return {};
  const at = marketAt(market, expiryDays(form));
  const price = (value: number) => priceText(value, market.decimals);
  const isUp = form.barrierType === 'upOut' || form.barrierType === 'upIn';
  return {
    spot: spotText(at.spot),
    rDomestic: ratePercentText(at.rDomestic),
    rForeign: ratePercentText(at.rForeign),
    vol: volPercentText(at.vol),
    strike: price(at.forward),
    barrier: price(at.spot * (isUp ? 1.07 : 0.93)),
    lowerBarrier: price(at.spot * 0.9),
    upperBarrier: price(at.spot * 1.1),
  };
}
