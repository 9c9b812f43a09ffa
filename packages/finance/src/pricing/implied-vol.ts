/**
 * Implied Black volatility from a European option price.
 */
import { ensure, requireFinite, requirePositive } from '../check.ts';
import { brentRoot } from '../math/roots.ts';
import { blackPrice } from './black.ts';

/** Lower and upper ends of the volatility search (0.0001% to 1000%). */
const VOL_MIN = 1e-6;
const VOL_MAX = 10;
/** Relative distance below the lowest reachable price still read as that price (rounding). */
const ROUNDING_TOLERANCE = 1e-12;

/**
 * The volatility σ at which the generalized Black price equals `price` (Brent's method on
 * [1e-6, 10], volatility tolerance 1e-12).
 *
 * @param isCall call or put; price the observed premium per unit of notional (domestic currency).
 * @param s spot or futures price > 0; k strike > 0; t years > 0; r domestic rate; b cost of carry.
 * @returns σ as a fraction (0.2 = 20%).
 * @throws FinanceError `INVALID_ARGUMENT` when the inputs are not finite or positive, or the price
 *   is outside the no-arbitrage bounds (below intrinsic value of the forward or above the upper
 *   bound), so that no volatility reproduces it.
 */
export function impliedVolatility(
  isCall: boolean,
  price: number,
  s: number,
  k: number,
  t: number,
  r: number,
  b: number,
): number {
  requireFinite('price', price);
  requirePositive('spot', s);
  requirePositive('strike', k);
  requirePositive('time', t);
  requireFinite('r', r);
  requireFinite('b', b);
  const low = blackPrice(isCall, s, k, t, r, b, VOL_MIN);
  const high = blackPrice(isCall, s, k, t, r, b, VOL_MAX);
  // A price computed at a small volatility can round a few ulps below the price at VOL_MIN, where
  // the option is worth its discounted intrinsic value: that is the lower bound, not an arbitrage.
  if (price < low && low - price <= ROUNDING_TOLERANCE * Math.max(1, low)) return VOL_MIN;
  ensure(
    price >= low && price <= high,
    () =>
      `price ${price} is outside the range [${low}, ${high}] reachable by a volatility in [${VOL_MIN}, ${VOL_MAX}]`,
  );
  if (price === low) return VOL_MIN;
  return brentRoot((v) => blackPrice(isCall, s, k, t, r, b, v) - price, VOL_MIN, VOL_MAX, {
    xTolerance: 1e-12,
  });
}
