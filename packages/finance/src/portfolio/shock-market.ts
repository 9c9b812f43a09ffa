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
  requireShock(shock);
  const factor = 1 + shock;
  return {
    spot: market.spot * factor,
    tenors: market.tenors.map((tenor) => ({ ...tenor, fwd: tenor.fwd * factor })),
    history: market.history,
  };
}

/** @throws FinanceError INVALID_ARGUMENT for a shock that is not finite or is ≤ −1. */
export function requireShock(shock: number): void {
  requireFinite('shock', shock);
  ensure(shock > -1, () => `shock must be > -1, got ${shock}`);
}

/**
 * The market after a parallel move of every tenor's smile by `points` volatility points (absolute:
 * 0.02 = +2 points): the level c0 moves, slope c1 and curvature c2 stay, so σ(m) moves by the same
 * amount at every strike, floored at `MIN_SMILE_VOLATILITY` (never zero or below: −20 points takes
 * a 12 % smile under it). Spot, forwards, rates and history unchanged: forwards do not see it,
 * options do.
 * @throws FinanceError INVALID_ARGUMENT for a shift that is not finite.
 */
export function shiftVolatility(market: AssetMarket, points: number): AssetMarket {
  requireFinite('points', points);
  return { ...market, tenors: market.tenors.map((tenor) => ({ ...tenor, c0: tenor.c0 + points })) };
}
