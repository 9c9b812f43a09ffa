/**
 * What the Optimizer's results show of a simulation (or a back-test): each strategy's figures at
 * its own hedge ratio and the unhedged position's, their distributions on shared bins, the first
 * rows of paths, and the efficient frontier.
 */
import { ensure, requireInteger } from '../check.ts';
import { netRate, type StrategySimulation } from './simulate-strategies.ts';
import {
  efficientFrontier,
  type FrontierPoint,
  type StrategyFigures,
  strategyFigures,
} from './strategy-figures.ts';

export interface SummaryOptions {
  readonly budgetRate: number;
  /** How far from the budget a net rate only meets it (`strategyFigures`); a billionth of it when absent. */
  readonly budgetTolerance?: number;
  /** Percent, e.g. 95. */
  readonly confidence: number;
  /** Each strategy's hedge ratio (0 to 1), by id. */
  readonly ratios: ReadonlyMap<string, number>;
  /** The ratios the frontier tries every strategy at. */
  readonly frontierRatios: readonly number[];
  /** Paths listed row by row (spec 02 §9: 1000). */
  readonly sliceRows: number;
  /** Bins of the distributions. */
  readonly bins: number;
}

/** Figures without the sorted rates, and the distribution's counts on the shared bins. */
export type SummaryFigures = Omit<StrategyFigures, 'sortedRates'> & { readonly counts: number[] };

export interface SimulationSummary {
  readonly unhedged: SummaryFigures;
  readonly strategies: readonly SummaryFigures[];
  /** Bin edges shared by every distribution, ascending: `bins + 1` rates. */
  readonly edges: number[];
  /** The first paths' net rates: unhedged, then each strategy at its ratio. */
  readonly slice: number[][];
  readonly frontier: FrontierPoint[];
}

/** The summary the results screen draws, computed once from the paths. */
export function summariseSimulation(
  simulation: StrategySimulation,
  options: SummaryOptions,
): SimulationSummary {
  const { budgetRate, budgetTolerance, confidence, ratios } = options;
  const bins = requireInteger('bins', options.bins, 1);
  requireInteger('slice rows', options.sliceRows, 0);
  const ratioOf = (id: string) => {
    const ratio = ratios.get(id);
    ensure(ratio !== undefined, () => `no hedge ratio for strategy ${id}`);
    return ratio as number;
  };
  const open = strategyFigures(simulation, null, 0, budgetRate, confidence, budgetTolerance);
  const hedged = simulation.strategies.map(({ id }) =>
    strategyFigures(simulation, id, ratioOf(id), budgetRate, confidence, budgetTolerance),
  );
  const all = [open, ...hedged];
  const low = Math.min(...all.map((f) => f.sortedRates[0] as number));
  const high = Math.max(...all.map((f) => f.sortedRates[f.sortedRates.length - 1] as number));
  const width = (high - low) / bins || 1;
  const edges = Array.from({ length: bins + 1 }, (_, k) => low + k * width);
  const summarised = all.map(({ sortedRates, ...figures }) => {
    const counts = new Array<number>(bins).fill(0);
    for (const rate of sortedRates) counts[Math.min(bins - 1, Math.floor((rate - low) / width))]! += 1;
    return { ...figures, counts };
  });
  const rows = Math.min(options.sliceRows, simulation.paths);
  const slice = Array.from({ length: rows }, (_, p) => [
    simulation.unhedged[p] as number,
    ...simulation.strategies.map(({ id, gains }) =>
      netRate(simulation.side, simulation.unhedged[p] as number, gains[p] as number, ratioOf(id)),
    ),
  ]);
  return {
    unhedged: summarised[0] as SummaryFigures,
    strategies: summarised.slice(1),
    edges,
    slice,
    frontier: efficientFrontier(simulation, options.frontierRatios, budgetRate, confidence),
  };
}
