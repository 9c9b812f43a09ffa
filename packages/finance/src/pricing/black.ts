/**
 * European options in the generalized Black-Scholes-Merton model (Haug 2007, §1.1.6):
 * Garman-Kohlhagen for FX (b = r_d − r_f) and Black-76 for futures (b = 0), with analytic Greeks.
 *
 *   c = S·e^{(b−r)T}·N(d1) − K·e^{−rT}·N(d2),   p = K·e^{−rT}·N(−d2) − S·e^{(b−r)T}·N(−d1),
 *   d1 = (ln(S/K) + (b + σ²/2)T)/(σ√T),  d2 = d1 − σ√T.
 *
 * Conventions (see {@link Valuation}): vega per 1.00 of volatility, theta = ∂V/∂t per year.
 * Degenerate inputs are priced by their limits: T = 0 gives the intrinsic value, σ = 0 the
 * discounted intrinsic value of the forward.
 */

import { requireFinite, requireNonNegative, requirePositive } from '../check.ts';
import { normalCdf, normalPdf } from '../math/normal.ts';
import { costOfCarry, emptyValuation, type Market, type OptionType, type Valuation } from './types.ts';

/** Written by {@link blackPrice}, read at once. */
const SCRATCH: Valuation = emptyValuation();

/**
 * Price of a European option (no validation: the hot path).
 *
 * @param isCall true for a call, false for a put.
 * @param s underlying price > 0 (FX spot or futures price).
 * @param k strike > 0.
 * @param t time to expiry in years ≥ 0.
 * @param r domestic continuously compounded rate.
 * @param b cost of carry (FX: r_d − r_f; futures: 0).
 * @param v volatility ≥ 0 (0.2 = 20%).
 * @returns the price per unit of notional, in domestic currency. Never throws; garbage in gives NaN.
 */
export function blackPrice(
  isCall: boolean,
  s: number,
  k: number,
  t: number,
  r: number,
  b: number,
  v: number,
): number {
  // The very arithmetic of the price with its delta, so that a book priced alone (scenarios) and
  // valued with its Greeks agree to the last bit.
  return blackPriceDelta(isCall, s, k, t, r, b, v, SCRATCH).price;
}

/**
 * Black's formula: the value of an option on a lognormal quantity with mean `fwd` and log standard
 * deviation `sd`, paid with discount factor `df`. Every European and Asian approximation reduces to
 * it. A vanishing `sd` gives the discounted intrinsic value of the forward. Never throws.
 */
export function lognormalOptionValue(
  isCall: boolean,
  fwd: number,
  k: number,
  sd: number,
  df: number,
): number {
  if (!(sd > 1e-150)) return df * (isCall ? Math.max(fwd - k, 0) : Math.max(k - fwd, 0));
  const d1 = Math.log(fwd / k) / sd + 0.5 * sd;
  const d2 = d1 - sd;
  return isCall
    ? df * (fwd * normalCdf(d1) - k * normalCdf(d2))
    : df * (k * normalCdf(-d2) - fwd * normalCdf(-d1));
}

/**
 * Price and delta of a European option, written into `out` (no allocation, no validation).
 * Arguments as {@link blackPrice}. Only `out.price` and `out.delta` are written.
 */
export function blackPriceDelta(
  isCall: boolean,
  s: number,
  k: number,
  t: number,
  r: number,
  b: number,
  v: number,
  out: Valuation,
): Valuation {
  const sd = v * Math.sqrt(t);
  if (!(t > 0 && sd > 0)) return limitPriceDelta(isCall, s, k, t, r, b, out);
  const df = Math.exp(-r * t);
  // e^{(b−r)T} at once, and ln(F/K) as ln(S/K) + bT: the forward itself is never needed.
  const dfCarry = Math.exp((b - r) * t);
  const d1 = (Math.log(s / k) + b * t) / sd + 0.5 * sd;
  // c = S·e^{(b−r)T}·N(d1) − K·e^{−rT}·N(d2); p the same with φ = −1 on every term and argument.
  const phi = isCall ? 1 : -1;
  const n1 = normalCdf(phi * d1);
  out.price = phi * (s * dfCarry * n1 - k * df * normalCdf(phi * (d1 - sd)));
  out.delta = phi * dfCarry * n1;
  return out;
}

/**
 * {@link blackPriceDelta} at its limits, kept apart so that the formula's own function stays small
 * enough to inline: at expiry the intrinsic value; without volatility the discounted intrinsic value
 * of the forward.
 */
function limitPriceDelta(
  isCall: boolean,
  s: number,
  k: number,
  t: number,
  r: number,
  b: number,
  out: Valuation,
): Valuation {
  if (t <= 0) {
    out.price = isCall ? Math.max(s - k, 0) : Math.max(k - s, 0);
    out.delta = isCall ? (s > k ? 1 : 0) : s < k ? -1 : 0;
    return out;
  }
  const df = Math.exp(-r * t);
  const carry = Math.exp(b * t);
  const fwd = s * carry;
  const itm = isCall ? fwd > k : fwd < k;
  out.price = itm ? df * (isCall ? fwd - k : k - fwd) : 0;
  out.delta = itm ? (isCall ? df * carry : -df * carry) : 0;
  return out;
}

/**
 * Price and all Greeks of a European option, analytic (Haug 2007, §2.1), written into `out`.
 * Arguments as {@link blackPrice}. Theta holds r, b and σ fixed. Never throws.
 */
export function blackValuation(
  isCall: boolean,
  s: number,
  k: number,
  t: number,
  r: number,
  b: number,
  v: number,
  out: Valuation = emptyValuation(),
): Valuation {
  blackPriceDelta(isCall, s, k, t, r, b, v, out);
  const sqrtT = Math.sqrt(t);
  const sd = v * sqrtT;
  if (t <= 0 || sd <= 0) {
    out.gamma = 0;
    out.vega = 0;
    // With no uncertainty left, the value drifts only through discounting and carry.
    if (t > 0) {
      const df = Math.exp(-r * t);
      const fwd = s * Math.exp(b * t);
      const itm = isCall ? fwd > k : fwd < k;
      const sign = isCall ? 1 : -1;
      out.theta = itm ? -sign * df * ((b - r) * fwd + r * k) : 0;
    } else {
      out.theta = 0;
    }
    return out;
  }
  const carryDf = Math.exp((b - r) * t);
  const df = Math.exp(-r * t);
  const d1 = Math.log(s / k) / sd + (b / v) * sqrtT + 0.5 * sd;
  const d2 = d1 - sd;
  const pdf1 = normalPdf(d1);
  out.gamma = (carryDf * pdf1) / (s * sd);
  out.vega = s * carryDf * pdf1 * sqrtT;
  const decay = (-s * carryDf * pdf1 * v) / (2 * sqrtT);
  out.theta = isCall
    ? decay - (b - r) * s * carryDf * normalCdf(d1) - r * k * df * normalCdf(d2)
    : decay + (b - r) * s * carryDf * normalCdf(-d1) + r * k * df * normalCdf(-d2);
  return out;
}

/** Terms of a European option. */
export interface EuropeanTerms {
  readonly optionType: OptionType;
  /** Strike > 0, in the underlying's units (FX: domestic per foreign). */
  readonly strike: number;
  /** Time to expiry in years ≥ 0 (0 = expiring now: intrinsic value). */
  readonly expiryYears: number;
}

/** @throws FinanceError `INVALID_ARGUMENT` for a non-positive or non-finite spot/strike, negative time or vol. */
export function assertEuropeanInputs(terms: EuropeanTerms, market: Market): void {
  requirePositive('spot', market.spot);
  requirePositive('strike', terms.strike);
  requireNonNegative('expiryYears', terms.expiryYears);
  requireNonNegative('vol', market.vol);
  requireFinite('rDomestic', market.rDomestic);
  if (market.underlying === 'fx') requireFinite('rForeign', market.rForeign);
}

/** {@link blackValuation} of validated terms on a market (see {@link assertEuropeanInputs}). */
function validatedBlackValuation(terms: EuropeanTerms, market: Market): Valuation {
  assertEuropeanInputs(terms, market);
  return blackValuation(
    terms.optionType === 'call',
    market.spot,
    terms.strike,
    terms.expiryYears,
    market.rDomestic,
    costOfCarry(market.underlying, market.rDomestic, market.rForeign),
    market.vol,
  );
}

/**
 * Garman-Kohlhagen (1983) FX option: price and Greeks per one unit of foreign notional, in domestic
 * currency. Delta is with respect to the spot (domestic per foreign).
 *
 * @throws FinanceError `INVALID_ARGUMENT` for invalid inputs (see {@link assertEuropeanInputs}).
 */
export function garmanKohlhagen(terms: EuropeanTerms, market: Omit<Market, 'underlying'>): Valuation {
  return validatedBlackValuation(terms, { ...market, underlying: 'fx' });
}

/**
 * Black (1976) option on a futures price: price and Greeks per one unit of the futures contract's
 * underlying. Delta is with respect to the futures price.
 *
 * @param market `spot` is the futures price F; `rDomestic` discounts the payoff.
 * @throws FinanceError `INVALID_ARGUMENT` for invalid inputs (see {@link assertEuropeanInputs}).
 */
export function black76(terms: EuropeanTerms, market: Omit<Market, 'underlying' | 'rForeign'>): Valuation {
  return validatedBlackValuation(terms, { ...market, underlying: 'future', rForeign: 0 });
}
