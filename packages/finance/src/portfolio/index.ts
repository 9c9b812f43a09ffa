/** A portfolio's book valued on a valuation date: hedge and exposure rows, the period table and its scenarios. */

export {
  type AdvancedAnalytics,
  type AdvancedAnalyticsInput,
  advancedAnalytics,
  type StressDay,
} from './advanced-analytics.ts';
export {
  type AggregatedTable,
  type AggregatePeriodsInput,
  aggregatePeriods,
  type Scenarios,
  type TableRangeInput,
  tablePeriodCount,
} from './aggregate-periods.ts';
export {
  type BarrierDistance,
  type BarrierRisk,
  barrierRisks,
  type CoveragePeriod,
} from './barrier-risks.ts';
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
export { bookPricer, type HedgeBook, hedgesValue, hedgeValuer } from './hedge-valuer.ts';
export { type OpenBookTotals, openBookTotals, type TotalledPeriod } from './open-book-totals.ts';
export { type OpenExposure, type OpenMonth, openExposure } from './open-exposure.ts';
export { type Candle, candlePeriod, mergeCandles } from './past-candles.ts';
export {
  type PastPerformance,
  type PastPerformanceInput,
  type PastPeriod,
  pastPerformance,
  pastPeriodCount,
  type RateBridge,
  type SettlementMark,
} from './past-performance.ts';
export { type PeriodRows, periodFigures } from './period-figures.ts';
export {
  GRID_POINTS,
  gridValue,
  type MethodRisk,
  type PeriodMethodRisk,
  type PeriodRisk,
  type PortfolioRisk,
  type PortfolioRiskInput,
  type PricedBook,
  portfolioRisk,
  priceBook,
  RISK_METHODS,
  type RiskBook,
  type RiskMethod,
  type ValueGrid,
  valueGrid,
} from './portfolio-risk.ts';
export { type PreparedAssetMarket, prepareAssetMarket } from './prepare-asset-market.ts';
export { profileInput } from './profile-hedges.ts';
export { type ScenarioMatrix, scenarioMatrix } from './scenario-matrix.ts';
export { type SettledRow, settledAverage } from './settled-average.ts';
export { shiftVolatility, shockMarket } from './shock-market.ts';
export { type StrategySummary, strategySummaries } from './strategy-summaries.ts';
export { type HistoricalMove, largestMoves } from './stress-days.ts';
export type * from './types.ts';
export { valueExposures } from './value-exposures.ts';
export { hedgeRowPayoff, hedgeRowPricer, valueHedgeRow } from './value-hedge-row.ts';
export { valuePortfolio } from './value-portfolio.ts';
