/**
 * Shared pricing types: units as branded numbers, option types, the carry model, and results.
 *
 * Every pricer works in the generalized Black-Scholes-Merton model (Haug 2007, §1.1.6) with
 * - S: the underlying's price today (FX: spot, domestic units per one foreign unit; futures: the
 *   futures price),
 * - r: the domestic continuously compounded discount rate,
 * - b: the cost of carry (FX, Garman-Kohlhagen: r_domestic − r_foreign; futures, Black-76: 0).
 * Prices are per one unit of notional (FX: per one unit of foreign currency, in domestic currency).
 */
import { FinanceError } from '../errors.ts';

declare const rateBrand: unique symbol;
declare const volatilityBrand: unique symbol;
declare const yearFractionBrand: unique symbol;

/** A continuously compounded rate per year as a fraction (0.05 = 5%), never a percent. */
export type Rate = number & { readonly [rateBrand]: true };
/** A Black volatility per √year as a fraction (0.2 = 20%), ≥ 0, never a percent. */
export type Volatility = number & { readonly [volatilityBrand]: true };
/** A time in years (ACT/365 year fraction), ≥ 0. */
export type YearFraction = number & { readonly [yearFractionBrand]: true };

/**
 * Brands a rate. Rates may be negative.
 * @throws FinanceError `INVALID_ARGUMENT` when not finite, or when |rate| > 10 (1000%: almost
 *   certainly a percent passed as a fraction).
 */
export function rate(value: number): Rate {
  if (!Number.isFinite(value) || Math.abs(value) > 10) {
    throw new FinanceError('INVALID_ARGUMENT', `a rate must be a finite fraction (0.05 = 5%), got ${value}`);
  }
  return value as Rate;
}

/**
 * Brands a volatility.
 * @throws FinanceError `INVALID_ARGUMENT` when not finite, negative, or above 10 (1000%: almost
 *   certainly a percent passed as a fraction).
 */
export function volatility(value: number): Volatility {
  if (!(Number.isFinite(value) && value >= 0 && value <= 10)) {
    throw new FinanceError(
      'INVALID_ARGUMENT',
      `a volatility must be a fraction in [0, 10] (0.2 = 20%), got ${value}`,
    );
  }
  return value as Volatility;
}

/**
 * Brands a time in years.
 * @throws FinanceError `INVALID_ARGUMENT` when not finite or negative.
 */
export function yearFraction(value: number): YearFraction {
  if (!(Number.isFinite(value) && value >= 0)) {
    throw new FinanceError('INVALID_ARGUMENT', `a year fraction must be finite and ≥ 0, got ${value}`);
  }
  return value as YearFraction;
}

/** Call or put. */
export type OptionType = 'call' | 'put';

/** FX (Garman-Kohlhagen: carry r_d − r_f) or a futures price (Black-76: carry 0). */
export type Underlying = 'fx' | 'future';

/** Single-barrier types (continuous monitoring). */
export type BarrierType = 'downOut' | 'downIn' | 'upOut' | 'upIn';

/**
 * Market inputs for one underlying, with units as types.
 * `spot` is the FX spot or the futures price; `rForeign` is ignored for futures.
 */
export interface MarketInputs {
  readonly underlying: Underlying;
  /** FX spot (domestic per foreign) or futures price, > 0. */
  readonly spot: number;
  /** Domestic continuously compounded rate (discounting). */
  readonly rDomestic: Rate;
  /** Foreign continuously compounded rate (FX only; ignored for futures). */
  readonly rForeign?: Rate;
  /** Black volatility of the underlying. */
  readonly vol: Volatility;
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
