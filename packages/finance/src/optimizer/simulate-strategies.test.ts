import { describe, expect, it } from 'vitest';
import { estimateMean, percentileOfSorted } from '../montecarlo/estimate.ts';
import { createRng } from '../montecarlo/rng.ts';
import type { StrategyLeg } from '../pricing/instrument.ts';
import { collar, knockOutForward } from '../pricing/strategies.ts';
import { touchProbability } from '../pricing/touch-probability.ts';
import type { Market } from '../pricing/types.ts';
import {
  barrierTouches,
  pathsAtVolatility,
  ratesAtVolatility,
  simulateSettlementRates,
  windowAverages,
} from './settlement-paths.ts';
import { netRate, type ScheduledSettlement, simulateStrategies } from './simulate-strategies.ts';
import { confidencePercentile, efficientFrontier, strategyFigures } from './strategy-figures.ts';

// USDCOP at 4,000 with COP rates above USD's: forwards rise with the date.
const SPOT = 4000;
const market = (vol: number, rDomestic = 0.09, rForeign = 0.04): Market => ({
  underlying: 'fx',
  spot: SPOT,
  rDomestic,
  rForeign,
  vol,
});
/** Twelve monthly payables of USD 1,000,000, the volatility rising from 10 % to 12.2 %. */
const schedule = (vol: (i: number) => number): ScheduledSettlement[] =>
  Array.from({ length: 12 }, (_, i) => ({
    time: (i + 1) / 12,
    amount: 1_000_000,
    market: market(vol(i)),
  }));
const forwardAt = (time: number) => SPOT * Math.exp((0.09 - 0.04) * time);
/** `paths` paths of the rate at each of `times` (years) from the spot, around the forwards, at `vols`. */
const settlementRates = (times: readonly number[], vols: readonly number[], paths: number, seed: number) =>
  simulateSettlementRates(
    { spot: SPOT, times, forwards: times.map(forwardAt), vols },
    paths,
    createRng(seed),
  );

const FORWARD_4100: StrategyLeg[] = [
  { quantity: 1, instrument: { kind: 'forward', strike: 4100, expiryYears: 1 } },
];
const CALL_4100: StrategyLeg[] = [
  { quantity: 1, instrument: { kind: 'vanilla', optionType: 'call', strike: 4100, expiryYears: 1 } },
];
const ASIAN_CALL: StrategyLeg[] = [
  {
    quantity: 1,
    instrument: { kind: 'asian', optionType: 'call', strike: 4100, expiryYears: 1, fixings: 21 },
  },
];
const STRATEGIES = [
  { id: 'forward', legs: FORWARD_4100 },
  { id: 'call', legs: CALL_4100 },
  { id: 'collar', legs: collar('buyer', 3900, 4300, 1) },
  { id: 'ko-forward', legs: knockOutForward('buyer', 4050, 3700, 1) },
  { id: 'asian', legs: ASIAN_CALL },
];

describe('simulateSettlementRates', () => {
  it('gives every path the forwards when nothing moves', () => {
    const times = [0.25, 0.5, 1];
    const paths = settlementRates(times, [0, 0, 0], 50, 1);
    for (let p = 0; p < 50; p++)
      times.forEach((t, i) => {
        expect(paths.rates[p * 3 + i]).toBeCloseTo(forwardAt(t), 9);
      });
  });

  it("has each date's forward as its mean and its own volatility as the spread of its log", () => {
    const times = [0.25, 1, 2];
    const vols = [0.08, 0.12, 0.15];
    const n = 40_000;
    const paths = settlementRates(times, vols, n, 7);
    times.forEach((t, i) => {
      const rates = Float64Array.from({ length: n }, (_, p) => paths.rates[p * 3 + i] as number);
      const { mean, stdError } = estimateMean(rates);
      expect(Math.abs(mean - forwardAt(t))).toBeLessThan(4 * stdError);
      const logs = estimateMean(rates.map(Math.log));
      expect(Math.sqrt(logs.variance)).toBeCloseTo((vols[i] as number) * Math.sqrt(t), 2);
    });
  });

  it('touches a barrier as often as the closed form says, between the dates too', () => {
    const times = [0.5, 1];
    const vol = 0.15;
    const n = 40_000;
    const paths = settlementRates(times, [vol, vol], n, 3);
    const touched = barrierTouches(paths, 3600, createRng(4));
    const share = touched.filter((flag, k) => k % 2 === 1 && flag === 1).length / n;
    const exact = touchProbability({ spot: SPOT, lower: 3600, upper: null, t: 1, b: 0.05, v: vol });
    expect(Math.abs(share - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / n));
    // Once touched, a path stays touched.
    for (let p = 0; p < n; p++) expect(touched[p * 2 + 1]).toBeGreaterThanOrEqual(touched[p * 2] as number);
  });
});

describe("rates at an option's own volatility", () => {
  const times = [0.25, 0.5, 1];
  const vols = [0.1, 0.11, 0.12];
  const n = 40_000;
  const paths = settlementRates(times, vols, n, 13);
  const column = (all: Float64Array, dates: number, i: number) =>
    Float64Array.from({ length: n }, (_, p) => all[p * dates + i] as number);

  it("is the settlement rate itself at the date's own volatility, and keeps the paths' order at another", () => {
    expect(ratesAtVolatility(paths, 0.11, 1)).toEqual(column(paths.rates, 3, 1));
    const wing = ratesAtVolatility(paths, 0.14, 1);
    const settled = column(paths.rates, 3, 1);
    const order = (xs: Float64Array) => [...xs.keys()].sort((a, b) => (xs[a] as number) - (xs[b] as number));
    expect(order(wing)).toEqual(order(settled));
  });

  it('has the forward as its mean and the volatility asked as the spread of its log, at a date or along a path', () => {
    for (const [rates, t] of [
      [ratesAtVolatility(paths, 0.16, 2), 1],
      [column(pathsAtVolatility(paths, 0.16, 2).rates, 2, 1), 0.5],
    ] as const) {
      const { mean, stdError } = estimateMean(rates);
      expect(Math.abs(mean - forwardAt(t))).toBeLessThan(4 * stdError);
      expect(Math.sqrt(estimateMean(rates.map(Math.log)).variance)).toBeCloseTo(0.16 * Math.sqrt(t), 2);
    }
    // A flat volatility equal to every date's is the settlement path itself.
    const flat = settlementRates(times, [0.12, 0.12, 0.12], 50, 13);
    const again = pathsAtVolatility(flat, 0.12, 3);
    for (let k = 0; k < 150; k++) expect(again.rates[k]).toBeCloseTo(flat.rates[k] as number, 9);
  });
});

describe('windowAverages', () => {
  it('averages the forwards of the fixing days when nothing moves, and the settlement rate for one fixing', () => {
    const times = [0.5, 1];
    const still = settlementRates(times, [0, 0], 3, 1);
    const averages = windowAverages(still, 10, createRng(2));
    const expected = (start: number, end: number) =>
      Array.from({ length: 10 }, (_, k) => forwardAt(start + ((k + 1) * (end - start)) / 10)).reduce(
        (a, b) => a + b,
      ) / 10;
    expect(averages[0]).toBeCloseTo(expected(0, 0.5), 8);
    expect(averages[1]).toBeCloseTo(expected(0.5, 1), 8);
    const moving = settlementRates(times, [0.1, 0.1], 100, 1);
    expect(windowAverages(moving, 1, createRng(2))).toEqual(moving.rates);
  });

  it("has each fixing day's forward as its mean: the average's mean is the forwards' average", () => {
    const times = [1];
    const n = 40_000;
    const moving = settlementRates(times, [0.12], n, 8);
    const { mean, stdError } = estimateMean(windowAverages(moving, 12, createRng(9)));
    const forwards =
      Array.from({ length: 12 }, (_, k) => forwardAt((k + 1) / 12)).reduce((a, b) => a + b) / 12;
    expect(Math.abs(mean - forwards)).toBeLessThan(4 * stdError);
  });
});

describe('simulateStrategies', () => {
  const input = (vol: number, seed = 11, paths = 20_000) => ({
    side: 'buyer' as const,
    schedule: schedule((i) => vol + (vol > 0 ? 0.002 * i : 0)),
    strategies: STRATEGIES,
    paths,
    seed,
  });

  it('equals the deterministic answer in a market that does not move', () => {
    const run = simulateStrategies(input(0, 11, 20));
    const weightedForward = schedule(() => 0).reduce((sum, { time }) => sum + forwardAt(time) / 12, 0);
    for (let p = 0; p < 20; p++) {
      expect(run.unhedged[p]).toBeCloseTo(weightedForward, 8);
      // Each payoff is then known today and paid for in full: no strategy gains or loses.
      for (const { gains } of run.strategies) expect(gains[p]).toBeCloseTo(0, 8);
    }
    // The call's premium is its intrinsic value on each forward, discounted.
    const call = schedule(() => 0).reduce(
      (sum, { time }) => sum + (Math.max(forwardAt(time) - 4100, 0) * Math.exp(-0.09 * time)) / 12,
      0,
    );
    expect(run.strategies[1]!.premium).toBeCloseTo(call, 8);
    const figures = strategyFigures(run, 'forward', 1, 4150, 95);
    expect(figures.expectedRate).toBeCloseTo(weightedForward, 8);
    expect(figures.cashFlowAtRisk).toBeCloseTo(0, 3);
    expect(figures.beatBudget).toBe(1);
  });

  it("does not count a forward's net rate as beating a budget set at that rate, whatever the rounding", () => {
    const short: StrategyLeg[] = [{ ...FORWARD_4100[0]!, quantity: -1 }];
    for (const [side, legs, better] of [
      ['buyer', FORWARD_4100, -0.01],
      ['seller', short, 0.01],
    ] as const) {
      const run = simulateStrategies({
        ...input(0.1, 11, 2_000),
        side,
        strategies: [{ id: 'forward', legs }],
      });
      // A full forward's net rate is the same on every path, but for the last bits.
      const rates = Array.from({ length: 2_000 }, (_, p) =>
        netRate(side, run.unhedged[p]!, run.strategies[0]!.gains[p]!, 1),
      );
      const budget = rates[0]!;
      expect(Math.max(...rates.map((r) => Math.abs(r - budget)))).toBeLessThan(1e-9 * budget);
      // At the budget on every path is meeting it, not beating it.
      expect(strategyFigures(run, 'forward', 1, budget, 95).beatBudget).toBe(0);
      // A budget a hundredth of a peso worse than the forward is beaten on every path, one better on none.
      expect(strategyFigures(run, 'forward', 1, budget - better, 95).beatBudget).toBe(1);
      expect(strategyFigures(run, 'forward', 1, budget + better, 95).beatBudget).toBe(0);
      // Dealt to the pip (a hundredth of a peso), a budget within half a pip is met, not beaten.
      const halfPip = 0.005;
      expect(strategyFigures(run, 'forward', 1, budget - 0.4 * better, 95, halfPip).beatBudget).toBe(0);
      expect(strategyFigures(run, 'forward', 1, budget + 0.4 * better, 95, halfPip).beatBudget).toBe(0);
      expect(strategyFigures(run, 'forward', 1, budget - better, 95, halfPip).beatBudget).toBe(1);
    }
  });

  it('repeats a run to the last digit from its seed, and a strategy does not depend on its neighbours', () => {
    const first = simulateStrategies(input(0.1));
    const again = simulateStrategies(input(0.1));
    expect(again.unhedged).toEqual(first.unhedged);
    first.strategies.forEach((s, i) => {
      expect(again.strategies[i]!.gains).toEqual(s.gains);
    });
    const alone = simulateStrategies({ ...input(0.1), strategies: [STRATEGIES[3]!, STRATEGIES[4]!] });
    expect(alone.strategies[0]!.gains).toEqual(first.strategies[3]!.gains);
    const other = simulateStrategies(input(0.1, 12));
    expect(other.unhedged).not.toEqual(first.unhedged);
  });

  it('prices every strategy fairly: its gain, premium carried, averages zero on the forward measure', () => {
    // A flat volatility: an Asian is priced on the date's own volatility over its whole window.
    const run = simulateStrategies({ ...input(0.1, 5, 40_000), schedule: schedule(() => 0.1) });
    for (const { id, gains } of run.strategies) {
      const { mean, stdError } = estimateMean(gains);
      // The Asian's price is the two-moment approximation, within a few hundredths of a peso.
      expect(Math.abs(mean), id).toBeLessThan(4 * stdError + (id === 'asian' ? 0.05 : 1e-9));
    }
  });

  it('reads the confidence percentiles of spec 02 §9 and puts the cash flow at risk where they fall', () => {
    expect(confidencePercentile('seller', 95)).toBeCloseTo(0.025, 12);
    expect(confidencePercentile('buyer', 95)).toBeCloseTo(0.975, 12);
    expect(confidencePercentile('buyer', 90)).toBeCloseTo(0.95, 12);
    const run = simulateStrategies(input(0.1));
    const figures = strategyFigures(run, 'call', 0.6, 4150, 95);
    expect(figures.confidenceRate).toBe(percentileOfSorted(figures.sortedRates, 0.975));
    expect(figures.cashFlowAtRisk).toBeCloseTo(
      (figures.confidenceRate - figures.expectedRate) * 12_000_000,
      3,
    );
    const worst = figures.sortedRates.slice(-1000);
    expect(figures.worstRate).toBeCloseTo(worst.reduce((a, b) => a + b, 0) / 1000, 6);
  });

  it("scales a forward's cash flow at risk by the share left open; efficient points are beaten by none", () => {
    const run = simulateStrategies(input(0.1));
    const open = strategyFigures(run, null, 0, 4150, 95).cashFlowAtRisk;
    for (const ratio of [0.25, 0.5, 0.75, 1]) {
      expect(strategyFigures(run, 'forward', ratio, 4150, 95).cashFlowAtRisk).toBeCloseTo(
        open * (1 - ratio),
        0,
      );
    }
    const points = efficientFrontier(run, [0.25, 0.5, 0.75, 1], 4150, 95);
    const forwards = points.filter((p) => p.id === 'forward').sort((a, b) => a.ratio - b.ratio);
    for (let k = 1; k < forwards.length; k++)
      expect(forwards[k]!.cashFlowAtRisk).toBeLessThan(forwards[k - 1]!.cashFlowAtRisk);
    const full = forwards.at(-1)!;
    expect(full.efficient).toBe(true);
    // Efficient points are those no other point beats on both figures.
    for (const point of points.filter((p) => p.efficient))
      expect(
        points.some((o) => o.expectedCost < point.expectedCost && o.cashFlowAtRisk < point.cashFlowAtRisk),
      ).toBe(false);
  });

  it('refuses a double barrier, whose two levels need daily paths', () => {
    const double: StrategyLeg[] = [
      {
        quantity: 1,
        instrument: {
          kind: 'double_barrier',
          optionType: 'call',
          strike: 4000,
          expiryYears: 1,
          lowerBarrier: 3500,
          upperBarrier: 4600,
        },
      },
    ];
    expect(() =>
      simulateStrategies({ ...input(0.1, 1, 10), strategies: [{ id: 'dko', legs: double }] }),
    ).toThrow(/double-barrier leg is not simulated/);
  });
});
