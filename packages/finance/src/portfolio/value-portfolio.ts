/**
 * A portfolio's book of one asset valued on a date: every hedge row on the base market and on the
 * spot-shocked up and down markets, the exposure rows, and the period table built from them.
 */
import { ensure } from '../check.ts';
import { aggregatePeriods } from './aggregate-periods.ts';
import { carriedPremiums } from './carried-premium.ts';
import { hedgeValuer } from './hedge-valuer.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import { shockMarket } from './shock-market.ts';
import type { PortfolioValuation, PortfolioValuationInput } from './types.ts';
import { valueExposures } from './value-exposures.ts';

/** Row valuations between two progress reports: often enough to move a bar, rare enough to cost nothing. */
export const PROGRESS_EVERY = 1_000;

/**
 * Values one portfolio and asset (spec 02 §3 "Portfolio valuation reply"), each hedge's purpose
 * from the portfolio's open side ({@link hedgeValuer}).
 * @throws FinanceError INVALID_ARGUMENT for a shock outside (0, 0.9] or a bad table range; a row's
 *   own problems never throw (its `problem` says why it has no value).
 * @param onProgress told, every {@link PROGRESS_EVERY} row valuations and at the end, how many of
 *   the `3 × hedges` row valuations (each hedge on the base, up and down markets) are done, so that a
 *   long valuation can show how far it got.
 */
export function valuePortfolio(
  input: PortfolioValuationInput,
  onProgress?: (done: number, total: number) => void,
): PortfolioValuation {
  const { valuationDate } = input;
  ensure(input.shock > 0 && input.shock <= 0.9, () => `shock must be in (0, 0.9], got ${input.shock}`);
  const total = 3 * input.hedges.length;
  let done = 0;
  const valueOn = hedgeValuer(
    input,
    onProgress &&
      (() => {
        done += 1;
        if (done % PROGRESS_EVERY === 0 || done === total) onProgress(done, total);
      }),
  );
  const markets = {
    base: input.market,
    up: shockMarket(input.market, input.shock),
    down: shockMarket(input.market, -input.shock),
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
    premiums: carriedPremiums(input, prepareAssetMarket(input.market)),
  });
  return { ...table, details: hedges.base, exposures };
}
