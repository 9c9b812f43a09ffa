/** FX rates are quoted to four decimals (a pip) near 1; the fewest shown is two. */
const MOST_DECIMALS = 4;
const FEWEST_DECIMALS = 2;

/**
 * The decimals a rate of this level is quoted with: four near 1 (EURUSD 1.0842), one fewer per
 * power of ten above it, at least two (USDMXN 18.245, USDJPY 151.25, USDCOP 4,150.25). Null or
 * non-finite levels get four, the common quote.
 */
export function rateDecimals(level: number | null | undefined): number {
  if (level === null || level === undefined || !Number.isFinite(level) || level === 0) return MOST_DECIMALS;
  const magnitude = Math.floor(Math.log10(Math.abs(level)));
  return Math.min(MOST_DECIMALS, Math.max(FEWEST_DECIMALS, MOST_DECIMALS - Math.max(0, magnitude)));
}
