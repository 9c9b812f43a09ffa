import type { HedgeRequest } from '@cobertura/contracts';

/**
 * A bank's price against fair value, for the two ways a request is quoted (contracts
 * `quote_basis`): 'rate', the forward rate of a forward; 'premium', the premium per unit of a
 * structure at the terms asked. A margin is what the bank keeps, in basis points, > 0 when it costs
 * the client.
 */

export type QuoteBasis = HedgeRequest['quote_basis'];
export type ClientSide = HedgeRequest['side'];

/** What a quote is measured against: the request's fair price on the stored market. */
export interface FairPrice {
  /** The schedule's forward ('rate'), or the fair premium per unit ('premium'). */
  value: number;
  /** One unit of the notional valued today (the premium's measure); unused for 'rate'. */
  notionalToday: number;
}

/** +1 when a higher rate costs the client (a buyer pays more), −1 when a lower one does (a seller). */
const costSign = (side: ClientSide) => (side === 'buyer' ? 1 : -1);

/**
 * A simulated bank's price: fair value moved by its spread, worse for the client. 'rate': the
 * forward × (1 ± spread / 10⁴), higher for a buyer and lower for a seller; 'premium': the fair
 * premium plus spread / 10⁴ of the notional valued today, as a cost. Deterministic: the same fair
 * value and spread give the same price.
 */
export function simulatedPrice(
  basis: QuoteBasis,
  side: ClientSide,
  fair: FairPrice,
  spreadBps: number,
): number {
  if (basis === 'rate') return fair.value * (1 + (costSign(side) * spreadBps) / 1e4);
  return fair.value + (spreadBps / 1e4) * fair.notionalToday;
}

/**
 * The bank's margin in basis points, > 0 when it costs the client. 'rate': (quoted − forward) /
 * forward × 10⁴, signed by the side (a buyer pays above the forward, a seller receives below it);
 * 'premium': the optimizer's quote check, (quoted − fair) per unit over the notional valued today × 10⁴.
 */
export function marginBps(basis: QuoteBasis, side: ClientSide, price: number, fair: FairPrice): number {
  if (basis === 'rate') return (costSign(side) * (price - fair.value) * 1e4) / fair.value;
  return ((price - fair.value) * 1e4) / fair.notionalToday;
}

/** Whether price `a` is better for the client than `b`: a buyer's lower rate, a seller's higher, a lower premium. */
export function isBetterForClient(basis: QuoteBasis, side: ClientSide, a: number, b: number): boolean {
  return basis === 'rate' && side === 'seller' ? a > b : a < b;
}

/**
 * Whether a price respects the treasurer's limit: a buyer's rate at most the limit, a seller's at
 * least; a premium at most the limit. No limit: at best, anything goes.
 */
export function withinLimit(
  basis: QuoteBasis,
  side: ClientSide,
  price: number,
  limit: number | null | undefined,
): boolean {
  if (limit === null || limit === undefined) return true;
  return basis === 'rate' && side === 'seller' ? price >= limit : price <= limit;
}

/** The index of the best price for the client among `prices`; undefined when there is none. */
export function bestPriceIndex(
  basis: QuoteBasis,
  side: ClientSide,
  prices: readonly number[],
): number | undefined {
  let best: number | undefined;
  prices.forEach((price, i) => {
    if (best === undefined || isBetterForClient(basis, side, price, prices[best] as number)) best = i;
  });
  return best;
}
