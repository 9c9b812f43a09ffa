import { describe, expect, it } from 'vitest';
import { collar } from '../pricing/strategies.ts';
import { simulateStrategies } from './simulate-strategies.ts';
import { summariseSimulation } from './simulation-summary.ts';
import { strategyFigures } from './strategy-figures.ts';

const schedule = Array.from({ length: 6 }, (_, i) => ({
  time: (i + 1) / 12,
  amount: 1_000_000,
  market: { underlying: 'fx' as const, spot: 4000, rDomestic: 0.09, rForeign: 0.04, vol: 0.11 },
}));
const strategies = [
  {
    id: 'forward',
    legs: [{ quantity: 1, instrument: { kind: 'forward' as const, strike: 4050, expiryYears: 1 } }],
  },
  { id: 'collar', legs: collar('buyer', 3900, 4250, 1) },
];

describe('summariseSimulation', () => {
  const progress: [number, number][] = [];
  const run = simulateStrategies(
    { side: 'buyer', schedule, strategies, paths: 5_000, seed: 9 },
    (done, total) => progress.push([done, total]),
  );
  const ratios = new Map([
    ['forward', 0.5],
    ['collar', 1],
  ]);
  const summary = summariseSimulation(run, {
    budgetRate: 4100,
    confidence: 95,
    ratios,
    frontierRatios: [0.5, 1],
    sliceRows: 1000,
    bins: 30,
  });

  it('reports its progress after the paths and after each strategy', () => {
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it("gives each strategy its figures at its own ratio, and the unhedged position's", () => {
    const { sortedRates: _, ...forward } = strategyFigures(run, 'forward', 0.5, 4100, 95);
    expect(summary.strategies[0]).toMatchObject(forward);
    expect(summary.unhedged.ratio).toBe(0);
    expect(summary.unhedged.id).toBeNull();
  });

  it('counts every path once in shared bins that span all the outcomes', () => {
    expect(summary.edges).toHaveLength(31);
    for (const figures of [summary.unhedged, ...summary.strategies]) {
      expect(figures.counts.reduce((a, b) => a + b, 0)).toBe(5_000);
    }
    const lowest = Math.min(...summary.slice.flat());
    expect(summary.edges[0]).toBeLessThanOrEqual(lowest);
  });

  it('lists the first 1000 paths: unhedged, then each strategy at its ratio', () => {
    expect(summary.slice).toHaveLength(1000);
    const [open, forward] = summary.slice[7]!;
    expect(open).toBe(run.unhedged[7]);
    expect(forward).toBeCloseTo(run.unhedged[7]! - 0.5 * run.strategies[0]!.gains[7]!, 9);
    expect(summary.frontier).toHaveLength(1 + 2 * 2);
  });
});
