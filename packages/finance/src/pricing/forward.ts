/**
 * Forwards and futures: mark-to-market of a long position struck at K, per one unit of notional.
 *
 * - OTC forward (FX or commodity), settled at delivery, so its value is discounted:
 *   FX by covered interest parity, V = S·e^{−r_f T} − K·e^{−r_d T} (S the spot);
 *   commodity (or any forward quoted on its forward price F), V = e^{−r T}·(F − K), delta e^{−r T}.
 * - Exchange future: margined daily, so its value is the variation margin accrued since the trade,
 *   V = F − K, undiscounted; delta 1, no time value.
 *
 * A short position is the negative of the long one.
 */
import { requireFinite, requireNonNegative, requirePositive } from '../check.ts';
import type { Underlying, Valuation } from './types.ts';

/**
 * Value and Greeks of a long OTC forward, written into `out` (no validation: the hot path).
 *
 * @param isFx true when `s` is an FX spot (covered interest parity), false when it is the forward
 *   price of the delivery date (discounted at `rd`).
 * @param s FX spot, or the forward price for the delivery date.
 * @param k contract rate / forward price agreed.
 * @param t time to delivery in years (≤ 0: delivered now, V = S − K).
 * @param rd domestic continuously compounded rate (discounting).
 * @param rf foreign continuously compounded rate (FX only).
 */
export function forwardValuation(
  isFx: boolean,
  s: number,
  k: number,
  t: number,
  rd: number,
  rf: number,
  out: Valuation,
): Valuation {
  out.gamma = 0;
  out.vega = 0;
  if (t <= 0) return futureValuation(s, k, out);
  const dfDomestic = Math.exp(-rd * t);
  if (!isFx) {
    out.price = dfDomestic * (s - k);
    out.delta = dfDomestic;
    // θ = −∂V/∂T = r·e^{−r T}·(F − K).
    out.theta = rd * out.price;
    return out;
  }
  const dfForeign = Math.exp(-rf * t);
  out.price = s * dfForeign - k * dfDomestic;
  out.delta = dfForeign;
  // θ = −∂V/∂T = r_f·S·e^{−r_f T} − r_d·K·e^{−r_d T}.
  out.theta = rf * s * dfForeign - rd * k * dfDomestic;
  return out;
}

/**
 * Value and Greeks of a long exchange future, written into `out`: F − K (margined daily, so no
 * discounting), delta 1, no time value.
 * @param f the futures price. @param k the trade price.
 */
export function futureValuation(f: number, k: number, out: Valuation): Valuation {
  out.price = f - k;
  out.delta = 1;
  out.gamma = 0;
  out.vega = 0;
  out.theta = 0;
  return out;
}

/**
 * Mark-to-market of a long OTC forward per unit of notional.
 *
 * @param underlying 'fx' (`spot` is the FX spot) or 'future' (`spot` is the forward price F of the
 *   delivery date, e.g. a commodity's): both are discounted, the second as e^{−r T}·(F − K).
 * @param spot FX spot or forward price, > 0.
 * @param strike contract rate or agreed forward price, > 0.
 * @param expiryYears time to delivery in years, ≥ 0.
 * @param rDomestic domestic rate (discounting).
 * @param rForeign foreign rate (FX only).
 * @throws FinanceError `INVALID_ARGUMENT` for a non-positive or non-finite price, strike or time.
 */
export function forwardValue(
  underlying: Underlying,
  spot: number,
  strike: number,
  expiryYears: number,
  rDomestic = 0,
  rForeign = 0,
): Valuation {
  requirePositive('spot', spot);
  requirePositive('strike', strike);
  requireNonNegative('expiryYears', expiryYears);
  requireFinite('rDomestic', rDomestic);
  requireFinite('rForeign', rForeign);
  return forwardValuation(underlying === 'fx', spot, strike, expiryYears, rDomestic, rForeign, {
    price: 0,
    delta: 0,
    gamma: 0,
    vega: 0,
    theta: 0,
  });
}
