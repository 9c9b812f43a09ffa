/**
 * A market made ready for many rows: its tenors sorted and checked once (not once per row), and
 * the reason when it cannot price anything, so that each row reports it instead of throwing.
 */
import { isFinanceError } from '../errors.ts';
import { prepareValuationTenors, type ValuationTenors } from '../market/valuation-input.ts';
import type { AssetMarket, HistoryBar } from './types.ts';

/** An {@link AssetMarket} with its tenors prepared for interpolation. */
export interface PreparedAssetMarket {
  readonly spot: number;
  /** Null when the market has no usable tenor or spot: open rows are then unpriced. */
  readonly tenors: ValuationTenors | null;
  /** Why `tenors` is null, in plain English; null otherwise. */
  readonly problem: string | null;
  readonly history: readonly HistoryBar[];
}

/**
 * Prepares a market once for {@link valueHedgeRow}: sorts and checks its tenors, anchored at its spot.
 * Never throws: a market without tenors, a bad tenor or a non-positive spot gives `tenors` null and
 * a `problem` (settled rows still read the history).
 */
export function prepareAssetMarket(market: AssetMarket): PreparedAssetMarket {
  const { spot, history } = market;
  if (!(spot > 0) || !Number.isFinite(spot)) {
    return { spot, tenors: null, problem: 'No market: the spot price is missing.', history };
  }
  if (market.tenors.length === 0) {
    return { spot, tenors: null, problem: 'No market: there are no forward rates or volatilities.', history };
  }
  try {
    return { spot, tenors: prepareValuationTenors(market.tenors, spot), problem: null, history };
  } catch (error) {
    if (!isFinanceError(error)) throw error;
    return { spot, tenors: null, problem: `No market: ${error.message}.`, history };
  }
}
