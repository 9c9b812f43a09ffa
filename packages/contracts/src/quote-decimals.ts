/**
 * How many decimals a rate is quoted to, by the dealing convention (its last decimal is the pip):
 * the reference data the screens print rates, strikes and forwards with.
 */

/** Decimals of a currency quoted against a major one (USD, EUR): four unless listed here. */
const CURRENCY_QUOTE_DECIMALS: Readonly<Record<string, number>> = {
  // Currencies whose unit is small: a dollar costs hundreds or thousands of them.
  ARS: 2,
  CLP: 2,
  COP: 2,
  CRC: 2,
  HUF: 2,
  JPY: 2,
  KRW: 2,
  // A dollar costs thousands of these and no cent is dealt.
  IDR: 0,
  PYG: 0,
  VND: 0,
};
const USUAL_DECIMALS = 4;

/** Commodities are priced to the cent of their quotation (USD/bbl, USc/bu, MYR/t). */
export const COMMODITY_DECIMALS = 2;

const currencyDecimals = (currency: string) => CURRENCY_QUOTE_DECIMALS[currency] ?? USUAL_DECIMALS;

/**
 * The decimals of a pair's quote (BASEQUOTE, quote currency per base): the quote currency's
 * (EURUSD 1.0842 and USDMXN 18.2450 four, USDCOP 4,150.25 and USDJPY 151.25 two), plus the
 * decimals its base lacks, so that a pair read the other way keeps its digits (COPUSD 0.000241,
 * six). Anything that is not six letters is a commodity: {@link COMMODITY_DECIMALS}.
 */
export function quoteDecimals(asset: string): number {
  const code = asset.trim().toUpperCase();
  if (!/^[A-Z]{6}$/.test(code)) return COMMODITY_DECIMALS;
  const base = code.slice(0, 3);
  const quote = code.slice(3);
  return currencyDecimals(quote) + USUAL_DECIMALS - currencyDecimals(base);
}
