/** A portfolio's book valued on a valuation date: hedge and exposure rows, the period table and its scenarios. */
export {
  type AggregatedTable,
  type AggregatePeriodsInput,
  aggregatePeriods,
  type Scenarios,
} from './aggregate-periods.ts';
export { derivativePurpose } from './derivative-purpose.ts';
export { exposureSummary, type SummaryTotals } from './exposure-summary.ts';
export {
  type HedgePosition,
  type HedgePositionInput,
  hedgePosition,
  type PositionParts,
  sumHedgePositions,
} from './hedge-position.ts';
export { type HedgeRowContext, hedgeRowContext } from './hedge-row-context.ts';
export { type PeriodRows, periodFigures } from './period-figures.ts';
export { type PreparedAssetMarket, prepareAssetMarket } from './prepare-asset-market.ts';
export { shockMarket } from './shock-market.ts';
export { type StrategySummary, strategySummaries } from './strategy-summaries.ts';
export type * from './types.ts';
export { valueExposures } from './value-exposures.ts';
export { valueHedgeRow } from './value-hedge-row.ts';
export { valuePortfolio } from './value-portfolio.ts';
