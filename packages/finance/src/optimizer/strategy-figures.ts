/**
 * What a treasurer compares strategies by, from their simulated paths: the odds of beating the
 * budget, the expected net rate, the cash flow at risk and the worst outcomes, and the efficient
 * frontier of expected cost against cash flow at risk.
 */
import { ensure, requireFinite } from '../check.ts';
import type { Side } from '../hedging/side.ts';
import { percentileOfSorted } from '../montecarlo/estimate.ts';
import { netRate, type StrategySimulation } from './simulate-strategies.ts';

/**
 * Relative difference under which a net rate counts as the budget rate itself (float rounding),
 * unless a wider tolerance is given.
 */
export const BUDGET_TOLERANCE = 1e-9;
/** The share of paths whose average is the "worst outcomes" figure. */
export const WORST_SHARE = 0.05;

/**
 * The percentile a confidence reads (spec 02 §9): a seller's low tail (100 − c) / 200, a buyer's
 * high tail 1 − (1 − c / 100) / 2; `confidence` in percent (95 → 0.025 and 0.975).
 */
export function confidencePercentile(side: Side, confidence: number): number {
  ensure(
    confidence > 0 && confidence < 100,
    () => `a confidence is above 0 and below 100 percent, got ${confidence}`,
  );
  return side === 'seller' ? (100 - confidence) / 200 : 1 - (1 - confidence / 100) / 2;
}

export interface StrategyFigures {
  /** The strategy's id, or null for the unhedged position. */
  readonly id: string | null;
  /** The share of the amount hedged, 0 to 1. */
  readonly ratio: number;
  /** The mean net rate over the paths. */
  readonly expectedRate: number;
  /**
   * The share of paths whose net rate beats the budget rate: below it for a buyer, above it for a
   * seller, by more than the budget tolerance (a rate that only rounding sets apart is the budget).
   */
  readonly beatBudget: number;
  /** The net rate at the confidence percentile (`confidencePercentile`). */
  readonly confidenceRate: number;
  /** How far the confidence rate sits from the expected one, on the whole amount, ≥ 0. */
  readonly cashFlowAtRisk: number;
  /** The mean net rate of the worst `WORST_SHARE` of paths (the dearest for a buyer, the cheapest for a seller). */
  readonly worstRate: number;
  /** The premium paid today on the whole amount (negative: received), at this ratio. */
  readonly premium: number;
  /** Every path's net rate, ascending. */
  readonly sortedRates: Float64Array;
}

/**
 * The figures of one strategy (`id`, or null for the unhedged position) hedging `ratio` of the
 * schedule, against `budgetRate`, at `confidence` percent. A net rate within `budgetTolerance`
 * (rate units, ≥ 0; default a billionth of the budget) of the budget meets it and does not beat it:
 * a caller dealing to the pip passes half a pip.
 */
export function strategyFigures(
  simulation: StrategySimulation,
  id: string | null,
  ratio: number,
  budgetRate: number,
  confidence: number,
  budgetTolerance = BUDGET_TOLERANCE * Math.abs(budgetRate),
): StrategyFigures {
  ensure(ratio >= 0 && ratio <= 1, () => `a hedge ratio is 0 to 1, got ${ratio}`);
  requireFinite('budget rate', budgetRate);
  ensure(budgetTolerance >= 0, () => `a budget tolerance is 0 or more, got ${budgetTolerance}`);
  const { side, paths, unhedged, amount } = simulation;
  const strategy = id === null ? undefined : simulation.strategies.find((s) => s.id === id);
  ensure(id === null || strategy !== undefined, () => `no strategy ${id} in the simulation`);
  const rates = new Float64Array(paths);
  let sum = 0;
  let beats = 0;
  // A rate equal to the budget but for rounding only meets it: a forward at the budget, whose net
  // rate is the budget on every path give or take the last bits, beats it on none of them, not on a
  // share that the rounding decides.
  const beyond = budgetRate - (side === 'buyer' ? 1 : -1) * budgetTolerance;
  for (let p = 0; p < paths; p++) {
    const rate = strategy
      ? netRate(side, unhedged[p] as number, strategy.gains[p] as number, ratio)
      : unhedged[p]!;
    rates[p] = rate;
    sum += rate;
    if (side === 'buyer' ? rate < beyond : rate > beyond) beats += 1;
  }
  rates.sort();
  const expectedRate = sum / paths;
  const confidenceRate = percentileOfSorted(rates, confidencePercentile(side, confidence));
  const worst = Math.max(1, Math.floor(WORST_SHARE * paths));
  let worstSum = 0;
  for (let k = 0; k < worst; k++) worstSum += rates[side === 'buyer' ? paths - 1 - k : k] as number;
  return {
    id,
    ratio,
    expectedRate,
    beatBudget: beats / paths,
    confidenceRate,
    cashFlowAtRisk: Math.abs(confidenceRate - expectedRate) * amount,
    worstRate: worstSum / worst,
    premium: (strategy ? strategy.premium * ratio : 0) * amount,
    sortedRates: rates,
  };
}

/** A point of the frontier: what a strategy at a ratio costs on average and puts at risk. */
export interface FrontierPoint {
  readonly id: string | null;
  readonly ratio: number;
  /** The expected cash flow as a cost: a buyer's payment, a seller's receipt negated. */
  readonly expectedCost: number;
  readonly cashFlowAtRisk: number;
  /** No other point costs less on average without putting more at risk, or the reverse. */
  readonly efficient: boolean;
}

/**
 * Every strategy at every ratio of `ratios` (and the unhedged position), as expected cost against
 * cash flow at risk, each marked efficient when no other point is at least as good on both and
 * better on one.
 */
export function efficientFrontier(
  simulation: StrategySimulation,
  ratios: readonly number[],
  budgetRate: number,
  confidence: number,
): FrontierPoint[] {
  const sign = simulation.side === 'buyer' ? 1 : -1;
  const points = [
    { id: null, ratio: 0 },
    ...simulation.strategies.flatMap(({ id }) => ratios.filter((r) => r > 0).map((ratio) => ({ id, ratio }))),
  ].map(({ id, ratio }) => {
    const figures = strategyFigures(simulation, id, ratio, budgetRate, confidence);
    return {
      id,
      ratio,
      expectedCost: sign * figures.expectedRate * simulation.amount,
      cashFlowAtRisk: figures.cashFlowAtRisk,
    };
  });
  return points.map((point) => ({
    ...point,
    efficient: !points.some(
      (other) =>
        other.expectedCost <= point.expectedCost &&
        other.cashFlowAtRisk <= point.cashFlowAtRisk &&
        (other.expectedCost < point.expectedCost || other.cashFlowAtRisk < point.cashFlowAtRisk),
    ),
  }));
}
