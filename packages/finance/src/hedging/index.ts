/** The spec's classification rules for hedges and exposures, and the side vocabulary. */

export { type OffsetInstrument, offsetSign } from './offset.ts';
export {
  type HedgingProgram,
  MAX_MONTHLY_VALUES,
  MAX_PROGRAM_MONTHS,
  MAX_QUARTERLY_VALUES,
  MIN_BUDGET_MONTHS,
  MONTHS_PER_QUARTER,
  type MonthExposure,
  PROGRAM_OBJECTIVES,
  PROGRAM_PARAMETERS,
  type ProgramObjective,
  type ProgramParameter,
  type ProgramRule,
  type ProgramTarget,
  programTargets,
  targetHedge,
} from './program.ts';
export {
  ANALYSIS_HEDGING_PURPOSES,
  type BarrierKind,
  barrierKind,
  barrierLabel,
  buildHedgeTemplate,
  DERIVATIVE_PURPOSES,
  type Direction,
  directionSign,
  HEDGING_PURPOSES,
  type HedgeTemplateRow,
  hedgeCoverage,
  hedgeDirection,
  hedgeGap,
  isHedgingPurpose,
  type SettlementStatus,
  settlementStatus,
} from './rules.ts';
export { exposureSide, hedgeLabel, type Side } from './side.ts';
