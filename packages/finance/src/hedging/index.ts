/** The spec's classification rules for hedges and exposures, and the side vocabulary. */
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
