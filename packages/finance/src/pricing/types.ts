/**
 * Shared pricing types: option types, the market, the carry model, and results.
 *
 * Every pricer works in the generalized Black-Scholes-Merton model (Haug 2007, §1.1.6) with
 * - S: the underlying's price today (FX: spot, domestic units per one foreign unit; futures: the
 *   futures price),
 * - r: the domestic continuously compounded discount rate,
 * - b: the cost of carry (FX, Garman-Kohlhagen: r_domestic − r_foreign; futures, Black-76: 0).
 * Prices are per one unit of notional (FX: per one unit of foreign currency, in domestic currency).
 */

/** Call or put. */
export type OptionType = 'call' | 'put';

/** FX (Garman-Kohlhagen: carry r_d − r_f) or a futures price (Black-76: carry 0). */
export type Underlying = 'fx' | 'future';

/** Single-barrier types (continuous monitoring). */
export type BarrierType = 'downOut' | 'downIn' | 'upOut' | 'upIn';

/**
 * Market data for one underlying: plain numbers, fractions per year (0.05 = 5%, never a percent).
 * `spot` is the FX spot or, for `future`, the price quoted for the delivery date (futures or forward).
 */
export interface Market {
  readonly underlying: Underlying;
  /** FX spot (domestic per foreign) or futures/forward price, > 0. */
  readonly spot: number;
  /** Domestic continuously compounded rate (discounting). */
  readonly rDomestic: number;
  /** Foreign continuously compounded rate (FX only; 0 or ignored for futures). */
  readonly rForeign: number;
  /** Black volatility (0.2 = 20%); ignored by forwards and futures. */
  readonly vol: number;
  /**
   * The cost of carry b when it is read from a quoted forward, ln(F/S)/T (a book's market, whose
   * forwards may carry a basis over covered interest parity); absent: r_d − r_f (FX), 0 (futures).
   */
  readonly carry?: number;
  /**
   * A second price a barrier is watched on, when `spot` is a forward (a commodity's options priced
   * on the forward of their date, their barriers also watched on the spot): a touch by either counts.
   */
  readonly watchedSpot?: number;
}

/**
 * A price and its sensitivities, all per one unit of notional, in domestic currency.
 *
 * - `delta` = ∂V/∂S (S: FX spot or futures price).
 * - `gamma` = ∂²V/∂S².
 * - `vega`  = ∂V/∂σ per 1.00 of volatility (an absolute change of σ by 1.00 = 100 vol points);
 *   divide by 100 for the change per vol point.
 * - `theta` = ∂V/∂t per year of calendar time with spot, rates and volatility held fixed, i.e.
 *   −∂V/∂T (negative when the position loses value as time passes); divide by 365 for per day.
 */
export interface Valuation {
  price: number;
  delta: number;
  gamma: number;
  vega: number;
  theta: number;
}

/** A fresh zeroed {@link Valuation}, for callers that reuse one object across many evaluations. */
export function emptyValuation(): Valuation {
  return { price: 0, delta: 0, gamma: 0, vega: 0, theta: 0 };
}

/** The cost of carry b of an underlying: FX r_d − r_f, futures 0. */
export function costOfCarry(underlying: Underlying, rDomestic: number, rForeign: number): number {
  return underlying === 'fx' ? rDomestic - rForeign : 0;
}
