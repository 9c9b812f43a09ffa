/** A portfolio's book valued on a valuation date: hedge rows, the up and down scenarios. */

export { derivativePurpose } from './derivative-purpose.ts';
export { type HedgeRowContext, hedgeRowContext } from './hedge-row-context.ts';
export { type PreparedAssetMarket, prepareAssetMarket } from './prepare-asset-market.ts';
export { shockMarket } from './shock-market.ts';
export { type StrategySummary, strategySummaries } from './strategy-summaries.ts';
export type * from './types.ts';
export { valueHedgeRow } from './value-hedge-row.ts';
