export {
  barrierTouches,
  type SettlementGrid,
  type SettlementPaths,
  simulateSettlementRates,
} from './settlement-paths.ts';
export {
  netRate,
  type ScheduledSettlement,
  type StrategyPaths,
  type StrategySimulation,
  type StrategySimulationInput,
  type StrategyToSimulate,
  simulateStrategies,
} from './simulate-strategies.ts';
export {
  confidencePercentile,
  efficientFrontier,
  type FrontierPoint,
  type StrategyFigures,
  strategyFigures,
  WORST_SHARE,
} from './strategy-figures.ts';
