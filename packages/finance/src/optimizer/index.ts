export { type BacktestInput, backtestStrategies, type Close } from './backtest-strategies.ts';
export { type DatedSettlement, type DraftHedge, type DraftHedgeInput, draftHedges } from './draft-hedges.ts';
export { scheduleOnMarket, type TenorMarket } from './market-schedule.ts';
export {
  checkQuote,
  FAIR_MARGIN_BPS,
  type QuoteCheck,
  type StrategyPrice,
  scheduleForward,
  scheduleNotionalToday,
  scheduleParForward,
  solveZeroCost,
  strategyPrice,
  USUAL_MARGIN_BPS,
} from './price-strategy.ts';
export {
  barrierTouches,
  type SettlementGrid,
  type SettlementPaths,
  simulateSettlementRates,
} from './settlement-paths.ts';
export {
  forwardOf,
  legsOnDate,
  netRate,
  type ScheduledSettlement,
  type StrategyPaths,
  type StrategySimulation,
  type StrategySimulationInput,
  type StrategyToSimulate,
  simulateStrategies,
} from './simulate-strategies.ts';
export {
  type SimulationSummary,
  type SummaryFigures,
  type SummaryOptions,
  summariseSimulation,
} from './simulation-summary.ts';
export {
  confidencePercentile,
  efficientFrontier,
  type FrontierPoint,
  type StrategyFigures,
  strategyFigures,
  WORST_SHARE,
} from './strategy-figures.ts';
export {
  type CatalogueLeg,
  DEFAULT_FIXINGS,
  type StrategyTerms,
  sideLegs,
  sideStrategyName,
  strategyLegs,
  type TermsWarning,
  termsWarnings,
  zeroCostLegs,
} from './strategy-terms.ts';
