/** A portfolio's book valued against a market: exposure rows, the period table and its summary. */
export {
  type AggregatedTable,
  type AggregatePeriodsInput,
  aggregatePeriods,
  type Scenarios,
} from './aggregate-periods.ts';
export { exposureSummary, type SummaryTotals } from './exposure-summary.ts';
export { type PeriodRows, periodFigures } from './period-figures.ts';
export type * from './types.ts';
export { valueExposures } from './value-exposures.ts';
