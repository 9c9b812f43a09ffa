/**
 * One vocabulary for sides. The company's position in the underlying is a {@link Side}: a buyer
 * (it will pay for the foreign currency or commodity) or a seller (it will receive it); the spec's
 * "risk_profile_buyer/seller" and its buyer/seller percentiles use these words. A derivative's
 * direction is LONG or SHORT (`Direction`, rules.ts), and the hedge label the spec shows is BUY or
 * SELL ({@link hedgeLabel}): a buyer hedges by buying, a seller by selling.
 */

/** Whether the company buys or sells the underlying. */
export type Side = 'buyer' | 'seller';

/**
 * The side of an exposure from balance plus cash flow. Signs: an exposure is positive when the
 * company will receive the foreign currency or commodity (receivables, sales) and negative when it
 * must pay or buy it (payables, purchases). Undefined for a zero (or NaN) total.
 */
export function exposureSide(balance: number, cashFlow: number): Side | undefined {
  const total = balance + cashFlow;
  if (total === 0 || Number.isNaN(total)) return undefined;
  return total < 0 ? 'buyer' : 'seller';
}

/** The spec's hedge label (spec 02 §4 "Hedge labels"): BUY for a buyer, SELL for a seller, NONE without exposure. */
export function hedgeLabel(balance: number, cashFlow: number): 'BUY' | 'SELL' | 'NONE' {
  const side = exposureSide(balance, cashFlow);
  return side === undefined ? 'NONE' : side === 'buyer' ? 'BUY' : 'SELL';
}
