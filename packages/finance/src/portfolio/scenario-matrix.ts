/** The hedges' value on a grid of spot moves and volatility shifts, every hedge re-priced. */
import { requireFiniteAll } from '../check.ts';
import { bookPricer, type HedgeBook } from './hedge-valuer.ts';
import { requireShock, shiftVolatility } from './shock-market.ts';
import type { AssetMarket } from './types.ts';

/** The grid and its values: `values[i][j]` is the value at `volShifts[i]` and `spotShocks[j]`. */
export interface ScenarioMatrix {
  spotShocks: number[];
  volShifts: number[];
  values: number[][];
}

/**
 * The book's hedge value (the sum of mark-to-market) on the market moved by each spot shock
 * (shockMarket) and each volatility shift ({@link shiftVolatility}): for each shift, the
 * book is set up once ({@link bookPricer}) and re-priced at every spot.
 * @throws FinanceError INVALID_ARGUMENT for a shock ≤ −1 or a non-finite shock or shift.
 */
export function scenarioMatrix(
  book: HedgeBook,
  market: AssetMarket,
  spotShocks: readonly number[],
  volShifts: readonly number[],
): ScenarioMatrix {
  requireFiniteAll('volShifts', volShifts);
  spotShocks.forEach(requireShock);
  const values = volShifts.map((points) => {
    const priceAt = bookPricer(book, shiftVolatility(market, points));
    return spotShocks.map((shock) => priceAt(1 + shock));
  });
  return { spotShocks: [...spotShocks], volShifts: [...volShifts], values };
}
