/** The hedges' value on a grid of spot moves and volatility shifts, every hedge re-priced. */
import { requireFiniteAll } from '../check.ts';
import { hedgesValue } from './hedge-valuer.ts';
import { shiftVolatility, shockMarket } from './shock-market.ts';
import type { AssetMarket, ValuedHedgeRow } from './types.ts';

/** The grid and its values: `values[i][j]` is the value at `volShifts[i]` and `spotShocks[j]`. */
export interface ScenarioMatrix {
  spotShocks: number[];
  volShifts: number[];
  values: number[][];
}

/**
 * The book's hedge value (the sum of mark-to-market) on the market moved by each spot shock
 * ({@link shockMarket}) and each volatility shift ({@link shiftVolatility}).
 * @param valueOn the book's hedges valued on a market (`hedgeValuer`).
 * @throws FinanceError INVALID_ARGUMENT for a shock ≤ −1 or a non-finite shock or shift.
 */
export function scenarioMatrix(
  valueOn: (market: AssetMarket) => readonly ValuedHedgeRow[],
  market: AssetMarket,
  spotShocks: readonly number[],
  volShifts: readonly number[],
): ScenarioMatrix {
  requireFiniteAll('volShifts', volShifts);
  const moved = spotShocks.map((shock) => shockMarket(market, shock));
  const values = volShifts.map((points) =>
    moved.map((spotMoved) => hedgesValue(valueOn(shiftVolatility(spotMoved, points)))),
  );
  return { spotShocks: [...spotShocks], volShifts: [...volShifts], values };
}
