/** A book's hedge rows valued on any market: the base one, or a shocked one for a scenario. */
import { hedgeRowContext } from './hedge-row-context.ts';
import { openSide } from './open-side.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import type { AssetMarket, PortfolioValuationInput, ValuedHedgeRow } from './types.ts';
import { hedgeRowPricer, valueHedgeRow } from './value-hedge-row.ts';

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
  const context = bookContext(book);
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

/**
 * The book's hedge value as a function of a relative move f of the market: `hedgesValue` of the
 * book valued on `shockMarket(market, f − 1)`, as the sum of its rows' {@link hedgeRowPricer}, each
 * row set up once rather than at every move (what makes hundreds of moves of a large book
 * affordable). Unpriced rows are left out, as hedgesValue leaves them.
 */
export function bookPricer(book: HedgeBook, market: AssetMarket): (factor: number) => number {
  const context = bookContext(book);
  const prepared = prepareAssetMarket(market);
  const pricers = book.hedges.flatMap((row) => {
    const pricer = hedgeRowPricer(row, prepared, book.valuationDate, context);
    return pricer === null ? [] : [pricer];
  });
  return (factor) => pricers.reduce((total, pricer) => total + pricer(factor), 0);
}

/** What every row of the book is valued in: the portfolio's side decides each hedge's purpose. */
function bookContext(book: HedgeBook) {
  return hedgeRowContext(book.area, book.asset, openSide(book.exposures, book.valuationDate), book.hedges);
}
