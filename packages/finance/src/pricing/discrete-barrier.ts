/**
 * Barriers watched at discrete dates (once a day, as corporate barrier hedges are written) priced by
 * the continuity correction of Broadie, Glasserman and Kou, "A continuity correction for discrete
 * barrier options", Mathematical Finance 7(4), 1997, pp. 325–349, Theorem 1: a barrier H watched
 * every Δt years is priced as a continuously watched one at
 *
 *   H·e^{+βσ√Δt} for an up barrier, H·e^{−βσ√Δt} for a down barrier, β = −ζ(1/2)/√(2π) ≈ 0.5826,
 *
 * moved away from the spot: a path observed only at dates crosses less often than the continuous
 * path, so it acts as a barrier further away. The error is o(1/√m) for m monitoring dates (ibid.);
 * the closed forms themselves are untouched. The same shift applies to the probability of touching
 * (ibid., Lemma 2), to knock-ins through in + out = vanilla, and to each barrier of a double barrier
 * (ibid., §3, and Broadie, Glasserman and Kou 1999, "Connecting discrete and continuous
 * path-dependent options", Finance and Stochastics 3).
 */
import { barrierPrice, barrierPriceDelta } from './barrier.ts';
import { doubleBarrierPrice } from './double-barrier.ts';
import type { Valuation } from './types.ts';

/** β = −ζ(1/2)/√(2π), ζ(1/2) = −1.4603545088095868 (BGK 1997, Theorem 1). */
export const BGK_BETA = 0.5825971579390106;

/**
 * Years between two daily observations: one business day of the 252 a market year trades. A pair's
 * own calendar has 248 to 253 business days a year, which moves the shift by under 1 % of itself.
 */
export const DAILY_MONITORING_YEARS = 1 / 252;

/**
 * The continuously watched barrier that prices one watched every `interval` years.
 * @param isUp true for a barrier above the spot (moved up), false below (moved down).
 * @param v volatility ≥ 0; @param interval years between observations, 0 for continuous monitoring.
 */
export function continuityCorrectedBarrier(
  level: number,
  isUp: boolean,
  v: number,
  interval: number,
): number {
  if (interval <= 0) return level;
  const shift = BGK_BETA * v * Math.sqrt(interval);
  return level * Math.exp(isUp ? shift : -shift);
}

/**
 * The level a single barrier is priced at: the corrected one, or the barrier itself once the spot
 * is at or beyond it (today is an observation: it has touched).
 */
function pricedLevel(barrierCode: number, s: number, h: number, v: number, interval: number): number {
  const isUp = barrierCode >= 2;
  const isBeyond = isUp ? s >= h : s <= h;
  return isBeyond ? h : continuityCorrectedBarrier(h, isUp, v, interval);
}

/**
 * {@link barrierPrice} of a barrier watched every `interval` years (0: continuously), by the
 * continuity correction. Same arguments and conventions; today is an observation, so a spot at or
 * beyond the barrier itself has touched it. Never throws.
 */
export function discreteBarrierPrice(
  barrierCode: number,
  isCall: boolean,
  s: number,
  k: number,
  h: number,
  rebate: number,
  t: number,
  r: number,
  b: number,
  v: number,
  interval: number,
): number {
  const level = pricedLevel(barrierCode, s, h, v, interval);
  return barrierPrice(barrierCode, isCall, s, k, level, rebate, t, r, b, v);
}

/**
 * {@link discreteBarrierPrice} with its delta, analytic: the continuously watched barrier's closed-form
 * delta at the corrected level (the shift does not move with the spot). Writes `out.price` and
 * `out.delta`. Never throws.
 */
export function discreteBarrierPriceDelta(
  barrierCode: number,
  isCall: boolean,
  s: number,
  k: number,
  h: number,
  rebate: number,
  t: number,
  r: number,
  b: number,
  v: number,
  interval: number,
  out: Valuation,
): Valuation {
  const level = pricedLevel(barrierCode, s, h, v, interval);
  return barrierPriceDelta(barrierCode, isCall, s, k, level, rebate, t, r, b, v, out);
}

/**
 * {@link doubleBarrierPrice} of a double knock-out whose barriers are watched every `interval`
 * years (0: continuously): the lower moved down, the upper up; 0 for a spot at or outside either
 * barrier itself (today is an observation). Never throws.
 */
export function discreteDoubleBarrierPrice(
  isCall: boolean,
  s: number,
  k: number,
  lower: number,
  upper: number,
  t: number,
  r: number,
  b: number,
  v: number,
  interval: number,
): number {
  if (s <= lower || s >= upper) return 0;
  return doubleBarrierPrice(
    isCall,
    s,
    k,
    continuityCorrectedBarrier(lower, false, v, interval),
    continuityCorrectedBarrier(upper, true, v, interval),
    t,
    r,
    b,
    v,
  );
}
