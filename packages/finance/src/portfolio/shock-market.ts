/**
 * The up and down scenarios of a portfolio valuation: the same market with the spot moved.
 */
import { ensure, requireFinite } from '../check.ts';
import type { AssetMarket } from './types.ts';

/**
 * The market after a relative spot move: spot × (1 + shock) and every tenor's forward scaled by the
 * same factor (the forward points move with the spot); rates, discount factors, smile coefficients
 * and history unchanged. Options re-priced on it see a shocked spot beyond a barrier as a touch.
 * @param shock relative move, > −1: 0.1 = +10 %, −0.1 = −10 %.
 * @throws FinanceError INVALID_ARGUMENT for a shock that is not finite or is ≤ −1.
 */
export function shockMarket(market: AssetMarket, shock: number): AssetMarket {
  requireFinite('shock', shock);
  ensure(shock > -1, () => `shock must be > -1, got ${shock}`);
  const factor = 1 + shock;
  return {
    spot: market.spot * factor,
    tenors: market.tenors.map((tenor) => ({ ...tenor, fwd: tenor.fwd * factor })),
    history: market.history,
  };
}
