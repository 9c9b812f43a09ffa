import {
  FRONTIER_RATIOS,
  quoteDecimals,
  SIMULATION_SLICE_ROWS,
  type SimulationFigures,
  type SimulationResults,
} from '@cobertura/contracts';
import type { SimulationSummary, SummaryFigures, SummaryOptions } from '@cobertura/finance/optimizer';
import type { ChosenStrategy } from './strategy-choices.ts';

/** Bins of the distributions drawn per strategy. */
const DISTRIBUTION_BINS = 40;

/**
 * How a simulation or a back-test of `asset` is summarised: at the request's budget rate and
 * confidence. Rates are dealt to the pip (the asset's quote decimals): a net rate within half a pip
 * of the budget meets it and does not beat it.
 */
export function summaryOptions(
  request: { budget_rate: number; confidence: number },
  asset: string,
): Omit<SummaryOptions, 'ratios'> {
  return {
    budgetRate: request.budget_rate,
    budgetTolerance: 0.5 * 10 ** -quoteDecimals(asset),
    confidence: request.confidence,
    frontierRatios: FRONTIER_RATIOS,
    sliceRows: SIMULATION_SLICE_ROWS,
    bins: DISTRIBUTION_BINS,
  };
}

/**
 * A summary from finance as the results answer it: each strategy by its catalogue id and name, with
 * its cost (null for a back-test, whose premium changes with each start).
 */
export function summaryResults(
  summary: SimulationSummary,
  strategies: readonly ChosenStrategy[],
  costs: readonly (number | null)[],
  paths: number,
  percentile: number,
): SimulationResults {
  const figures = (
    f: SummaryFigures,
    strategy: ChosenStrategy | undefined,
    cost: number | null,
  ): SimulationFigures => ({
    pk_idstrategy: strategy?.id ?? null,
    name: strategy?.name ?? 'UNHEDGED',
    percentage: f.ratio * 100,
    cost,
    expected_rate: f.expectedRate,
    beat_budget: f.beatBudget,
    confidence_rate: f.confidenceRate,
    cash_flow_at_risk: f.cashFlowAtRisk,
    worst_rate: f.worstRate,
    counts: f.counts,
  });
  const byKey = new Map(strategies.map((s, i) => [String(i), s]));
  return {
    paths,
    percentile,
    unhedged: figures(summary.unhedged, undefined, null),
    strategies: summary.strategies.map((f, i) => figures(f, strategies[i], costs[i] ?? null)),
    edges: summary.edges,
    slice: summary.slice,
    frontier: summary.frontier.map((point) => ({
      pk_idstrategy: point.id === null ? null : (byKey.get(point.id)?.id ?? null),
      ratio: point.ratio,
      expected_cost: point.expectedCost,
      cash_flow_at_risk: point.cashFlowAtRisk,
      efficient: point.efficient,
    })),
  };
}
