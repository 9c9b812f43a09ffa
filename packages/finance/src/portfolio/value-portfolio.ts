/**
 * A portfolio's book of one asset valued on a date: every hedge row on the base market and on the
 * spot-shocked up and down markets, the exposure rows, and the period table built from them.
 */
import { ensure } from '../check.ts';
import { aggregatePeriods } from './aggregate-periods.ts';
import { hedgeRowContext } from './hedge-row-context.ts';
import { openSide } from './open-side.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import { shockMarket } from './shock-market.ts';
import type { AssetMarket, PortfolioValuation, PortfolioValuationInput, ValuedHedgeRow } from './types.ts';
import { valueExposures } from './value-exposures.ts';
import { valueHedgeRow } from './value-hedge-row.ts';

/**
 * Values one portfolio and asset (spec 02 §3 "Portfolio valuation reply"). The portfolio's side,
 * which decides each hedge's purpose, comes from its exposure still open on the valuation date
 * ({@link openSide}).
 * @throws FinanceError INVALID_ARGUMENT for a shock outside (0, 0.9] or a bad table range; a row's
 *   own problems never throw (its `problem` says why it has no value).
 */
export function valuePortfolio(input: PortfolioValuationInput): PortfolioValuation {
  const { valuationDate } = input;
  ensure(input.shock > 0 && input.shock <= 0.9, () => `shock must be in (0, 0.9], got ${input.shock}`);
  const context = hedgeRowContext(
    input.area,
    input.asset,
    openSide(input.exposures, valuationDate),
    input.hedges,
  );
  const markets = {
    base: input.market,
    up: shockMarket(input.market, input.shock),
    down: shockMarket(input.market, -input.shock),
  };
  const valueOn = (market: AssetMarket): ValuedHedgeRow[] => {
    const prepared = prepareAssetMarket(market);
    return input.hedges.map((row) => valueHedgeRow(row, prepared, valuationDate, context));
  };
  const hedges = { base: valueOn(markets.base), up: valueOn(markets.up), down: valueOn(markets.down) };
  const exposures = valueExposures(input.exposures, input.market, valuationDate, input.budgetRate);
  const table = aggregatePeriods({
    valuationDate,
    interval: input.interval,
    initialDate: input.initialDate,
    endDate: input.endDate,
    exposures,
    hedges,
    markets,
    program: input.program,
    budgetRate: input.budgetRate,
  });
  return { ...table, details: hedges.base, exposures };
}
