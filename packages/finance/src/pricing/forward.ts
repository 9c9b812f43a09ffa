/**
 * Forwards and futures: mark-to-market of a long position struck at K, per one unit of notional.
 *
 * - FX forward (covered interest parity): V = S·e^{−r_f T} − K·e^{−r_d T}, in domestic currency.
 * - Futures contract: margined daily, so its value is the variation margin accrued since the trade,
 *   V = F − K, undiscounted; delta 1, no time value.
 *
 * A short position is the negative of the long one.
 */
import { FinanceError } from '../errors.ts';
import type { Underlying, Valuation } from './types.ts';

/**
 * Value and Greeks of a long forward (FX) or futures (future) position, written into `out`
 * (no validation: the hot path).
 *
 * @param isFx true for an FX forward (discounted by covered interest parity), false for a futures
 *   contract (F − K, undiscounted).
 * @param s FX spot or futures price.
 * @param k contract rate / trade price.
 * @param t time to delivery in years (≤ 0: delivered now, V = S − K).
 * @param rd domestic continuously compounded rate.
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
  if (!isFx || t <= 0) {
    out.price = s - k;
    out.delta = 1;
    out.theta = 0;
    return out;
  }
  const dfForeign = Math.exp(-rf * t);
  const dfDomestic = Math.exp(-rd * t);
  out.price = s * dfForeign - k * dfDomestic;
  out.delta = dfForeign;
  // θ = −∂V/∂T = r_f·S·e^{−r_f T} − r_d·K·e^{−r_d T}.
  out.theta = rf * s * dfForeign - rd * k * dfDomestic;
  return out;
}

/**
 * Mark-to-market of a long forward or futures position per unit of notional.
 *
 * @param underlying 'fx' (FX forward, discounted) or 'future' (futures contract, F − K).
 * @param spot FX spot or futures price, > 0.
 * @param strike contract rate or trade price, > 0.
 * @param expiryYears time to delivery in years, ≥ 0.
 * @param rDomestic domestic rate (FX only).
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
  if (!(Number.isFinite(spot) && spot > 0 && Number.isFinite(strike) && strike > 0)) {
    throw new FinanceError('INVALID_ARGUMENT', 'spot and strike must be positive finite numbers');
  }
  if (!(Number.isFinite(expiryYears) && expiryYears >= 0)) {
    throw new FinanceError('INVALID_ARGUMENT', `expiryYears must be finite and ≥ 0, got ${expiryYears}`);
  }
  if (!(Number.isFinite(rDomestic) && Number.isFinite(rForeign))) {
    throw new FinanceError('INVALID_ARGUMENT', 'rates must be finite');
  }
  return forwardValuation(underlying === 'fx', spot, strike, expiryYears, rDomestic, rForeign, {
    price: 0,
    delta: 0,
    gamma: 0,
    vega: 0,
    theta: 0,
  });
}
