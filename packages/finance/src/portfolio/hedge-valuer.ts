/** A book's hedge rows valued on any market: the base one, or a shocked one for a scenario. */
import { hedgeRowContext } from './hedge-row-context.ts';
import { openSide } from './open-side.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import type { AssetMarket, PortfolioValuationInput, ValuedHedgeRow } from './types.ts';
import { valueHedgeRow } from './value-hedge-row.ts';

/** The parts of a valuation input that value its hedges. */
export type HedgeBook = Pick<
  PortfolioValuationInput,
  'valuationDate' | 'area' | 'asset' | 'hedges' | 'exposures'
>;

/**
 * Values the book's hedge rows on a market, with the context built once: the portfolio's side,
 * which decides each hedge's purpose, comes from its exposure still open on the valuation date
 * ({@link openSide}). `onRow` is told after each row is valued (a long valuation's progress).
 */
export function hedgeValuer(book: HedgeBook, onRow?: () => void): (market: AssetMarket) => ValuedHedgeRow[] {
  const context = hedgeRowContext(
    book.area,
    book.asset,
    openSide(book.exposures, book.valuationDate),
    book.hedges,
  );
  return (market) => {
    const prepared = prepareAssetMarket(market);
    return book.hedges.map((row) => {
      const valued = valueHedgeRow(row, prepared, book.valuationDate, context);
      onRow?.();
      return valued;
    });
  };
}

/** The hedges' value: the sum of their mark-to-market, unpriced rows left out. */
export const hedgesValue = (rows: readonly ValuedHedgeRow[]): number =>
  rows.reduce((total, row) => total + (row.mark_2_market ?? 0), 0);
