/** Scenarios, value-at-risk, cash-flow-at-risk, the risk-profile score and the spec's profile tables. */
export {
  OPTIMIZER_RISK_PROFILES,
  type OptimizerRiskProfile,
  optimizerProfileName,
  percentileForSide,
  RISK_PROFILE_BANDS,
  type RiskProfileName,
  riskProfileOfScore,
} from './profiles.ts';
export {
  type Participation,
  type ProfileHedge,
  type Protection,
  RISK_PROFILE_LABELS,
  RISK_PROFILE_POINTS,
  type RiskProfileComponent,
  type RiskProfileInput,
  type RiskProfileLabel,
  type RiskProfileResult,
  riskProfileScore,
} from './risk-profile.ts';
export {
  positionPnl,
  revalueUnderSpotShocks,
  type ScenarioResult,
  type SpotPosition,
  upDownScenarios,
} from './scenarios.ts';
export {
  type CashFlowAtRiskInput,
  type CashFlowAtRiskResult,
  cashFlowAtRisk,
  deltaNormalVar,
  type FactorPosition,
  historicalVar,
  horizonReturns,
  type MonteCarloSettings,
  monteCarloVar,
  type RiskFactor,
  type VarInput,
  type VarResult,
} from './value-at-risk.ts';
export {
  type BacktestClose,
  type BacktestDay,
  KUPIEC_SIGNIFICANCE,
  type KupiecTest,
  kupiecTest,
  type VarBacktest,
  type VarBacktestInput,
  varBacktest,
} from './var-backtest.ts';
