/**
 * Greeks by central finite differences, for pricers without closed-form sensitivities (barriers,
 * double barriers, Asian approximations). Same units as analytic Greeks (see {@link Valuation}):
 * vega per 1.00 of volatility, theta = ∂V/∂t per year (time passing, with the expiry fixed).
 *
 * Bumps: spot ±1e-4·S (one-sided away from a barrier when the spot is closer than that), volatility
 * ±1e-4, time ±1e-5 years (one-sided when the expiry is closer than two bumps).
 */
import type { Valuation } from './types.ts';

/** Relative spot bump. */
export const SPOT_BUMP = 1e-4;
/** Absolute volatility bump. */
export const VOL_BUMP = 1e-4;
/** Time bump in years (about 5 minutes). */
export const TIME_BUMP = 1e-5;

/**
 * A price as a function of spot, time to expiry, volatility: the only inputs the Greeks move.
 * Implementations are small objects (not closures) so that one can be reused across many calls.
 */
export interface BumpablePricer {
  price(s: number, t: number, v: number): number;
}

/**
 * Fills `out` with the price at (s, t, v) and central finite-difference Greeks.
 *
 * @param pricer the pricing function.
 * @param s spot > 0; t years to expiry ≥ 0; v volatility ≥ 0.
 * @returns `out`. Never throws (NaN from the pricer propagates).
 */
export function finiteDifferenceGreeks(
  pricer: BumpablePricer,
  s: number,
  t: number,
  v: number,
  out: Valuation,
): Valuation {
  const p0 = pricer.price(s, t, v);
  out.price = p0;
  const hs = SPOT_BUMP * s;
  const up = pricer.price(s + hs, t, v);
  const down = pricer.price(s - hs, t, v);
  out.delta = (up - down) / (2 * hs);
  out.gamma = (up - 2 * p0 + down) / (hs * hs);
  if (v > VOL_BUMP) {
    out.vega = (pricer.price(s, t, v + VOL_BUMP) - pricer.price(s, t, v - VOL_BUMP)) / (2 * VOL_BUMP);
  } else {
    out.vega = (pricer.price(s, t, v + VOL_BUMP) - p0) / VOL_BUMP;
  }
  if (t <= 0) {
    out.theta = 0;
  } else if (t > 2 * TIME_BUMP) {
    // θ = ∂V/∂t = −∂V/∂T.
    out.theta = (pricer.price(s, t - TIME_BUMP, v) - pricer.price(s, t + TIME_BUMP, v)) / (2 * TIME_BUMP);
  } else {
    out.theta = (pricer.price(s, 0, v) - p0) / t;
  }
  return out;
}
