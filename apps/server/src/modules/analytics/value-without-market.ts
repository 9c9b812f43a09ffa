import { exposureSide, hedgeLabel } from '@cobertura/finance/hedging';
import {
  exposureSummary,
  hedgeRowContext,
  type PortfolioValuation,
  type PortfolioValuationInput,
  prepareAssetMarket,
  valueExposures,
  valueHedgeRow,
} from '@cobertura/finance/portfolio';

/**
 * What can be valued of a book whose asset has no price on or before the valuation date (finance's
 * `valuePortfolio` needs a market's tenors for the forwards of its table): every hedge through
 * finance's own row valuation on an empty market (unpriced, with the reason), the exposures with
 * their amounts and what they settled at, and the summary of the open exposure; no period table.
 * An open exposure has no forward without a market: it is valued as an undated one, its date kept.
 */
export function valueWithoutMarket(input: PortfolioValuationInput): PortfolioValuation {
  const { valuationDate } = input;
  const open = input.exposures.filter((row) => row.date === null || row.date >= valuationDate);
  const balance = sum(open.filter((row) => row.bucket === 'balance').map((row) => row.amount));
  const cashFlow = sum(open.filter((row) => row.bucket === 'cash_flow').map((row) => row.amount));
  const context = hedgeRowContext(input.area, input.asset, exposureSide(balance, cashFlow), input.hedges);
  const market = prepareAssetMarket(input.market);
  const exposures = valueExposures(
    input.exposures.map((row) =>
      row.date !== null && row.date >= valuationDate ? { ...row, date: null } : row,
    ),
    input.market,
    valuationDate,
    input.budgetRate,
  ).map((row, i) => ({ ...row, date: input.exposures[i]!.date }));
  return {
    side: hedgeLabel(balance, cashFlow),
    summary: exposureSummary({ balance, cashFlow, hedge: 0, programBalance: 0, programCashFlow: 0 }),
    periods: [],
    details: input.hedges.map((row) => valueHedgeRow(row, market, valuationDate, context)),
    exposures,
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
