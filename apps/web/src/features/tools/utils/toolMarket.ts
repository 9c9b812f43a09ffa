import type { ToolMarket } from '@cobertura/contracts';
import { interpolateValuationInput } from '@cobertura/finance/market';
import { toInputText } from '../../../utils/parseDecimal.ts';

/** A pair's stored market at one expiry: spot, forward, both rates (continuous) and the at-the-money volatility. */
export interface MarketPoint {
  spot: number;
  forward: number;
  /** The quote currency's rate, continuously compounded, as a fraction. */
  rDomestic: number;
  /** The base currency's rate, continuously compounded, as a fraction. */
  rForeign: number;
  vol: number;
}

/**
 * The stored market `days` after its prices' date, read between its tenors (and from the spot to
 * the first) as packages/finance interpolates valuation inputs; the volatility at the money (c0).
 */
export function marketAt(market: ToolMarket, days: number): MarketPoint {
  const input = interpolateValuationInput(market.tenors, Math.max(0, Math.round(days)), market.spot);
  return { spot: market.spot, forward: input.fwd, rDomestic: input.r, rForeign: input.rf, vol: input.c0 };
}

const rounded = (value: number, decimals: number) =>
  String(Math.round(value * 10 ** decimals) / 10 ** decimals);

/** A rate as the calculators type it: in percent, to the hundredth of a basis point. */
export const ratePercentText = (fraction: number) => rounded(fraction * 100, 4);
/** A volatility as the calculators type it: in percent, to the hundredth of a point. */
export const volPercentText = (fraction: number) => rounded(fraction * 100, 2);
/** A price of the pair as typed: to its quote decimals. */
export const priceText = (value: number, decimals: number) => rounded(value, decimals);
/** The spot as stored, digit for digit. */
export const spotText = (spot: number) => toInputText(spot);

/**
 * The fields that still follow the market: each of `next` whose value is still what the market put
 * there last (`filled`; nothing yet: empty), so a figure typed over stays the user's.
 */
export function followMarket<K extends string>(
  values: Readonly<Record<K, string>>,
  filled: Readonly<Partial<Record<K, string>>>,
  next: Readonly<Record<K, string>>,
): Partial<Record<K, string>> {
  const updates: Partial<Record<K, string>> = {};
  for (const key of Object.keys(next) as K[])
    if (values[key] === (filled[key] ?? '') && values[key] !== next[key]) updates[key] = next[key];
  return updates;
}
