import { describe, expect, it } from 'vitest';
import { FinanceError } from '../errors.ts';
import { estimateMean, pairAverages } from './estimate.ts';
import { simulateGbmPaths, simulateGbmTerminal, uniformTimes } from './paths.ts';
import { createRng } from './rng.ts';

/** Monte Carlo checks accept deviations up to this many standard errors. */
const SE_BOUND = 4.5;

describe('uniformTimes', () => {
  it('splits (start, horizon] into equal steps ending exactly at the horizon', () => {
    expect(Array.from(uniformTimes(1, 4))).toEqual([0.25, 0.5, 0.75, 1]);
    expect(Array.from(uniformTimes(1, 2, 0.5))).toEqual([0.75, 1]);
  });
  it('rejects bad grids', () => {
    expect(() => uniformTimes(1, 0)).toThrow(FinanceError);
    expect(() => uniformTimes(0, 3)).toThrow(FinanceError);
  });
});

describe('simulateGbmPaths', () => {
  it('has E[S(t)] = S·exp(μt) at every time (risk-neutral drift)', () => {
    const spec = { spot: 100, drift: 0.03, vol: 0.3, times: uniformTimes(2, 4), paths: 100_000 };
    const sim = simulateGbmPaths(spec, createRng(1));
    for (let j = 0; j < sim.steps; j++) {
      const col = new Float64Array(sim.paths);
      for (let p = 0; p < sim.paths; p++) col[p] = sim.values[p * sim.steps + j]!;
      const e = estimateMean(col);
      expect(Math.abs(e.mean - 100 * Math.exp(0.03 * sim.times[j]!))).toBeLessThan(SE_BOUND * e.stdError);
    }
  });

  it('mirrors the normals in antithetic pairs', () => {
    const sim = simulateGbmPaths(
      { spot: 50, drift: 0.01, vol: 0.2, times: uniformTimes(1, 3), paths: 4, antithetic: true },
      createRng(5),
    );
    // log S(t)/S0 of the two paths sum to 2(μ − σ²/2)t.
    for (let j = 0; j < 3; j++) {
      const a = Math.log(sim.values[j]! / 50);
      const b = Math.log(sim.values[3 + j]! / 50);
      expect(a + b).toBeCloseTo(2 * (0.01 - 0.02) * sim.times[j]!, 12);
    }
  });

  it('gives the deterministic path when vol = 0', () => {
    const sim = simulateGbmPaths({ spot: 10, drift: 0.05, vol: 0, times: [0.5, 1], paths: 2 }, createRng(3));
    expect(sim.values[1]).toBeCloseTo(10 * Math.exp(0.05), 12);
  });

  it('validates its inputs', () => {
    const rng = createRng(1);
    expect(() => simulateGbmPaths({ spot: -1, drift: 0, vol: 0.2, times: [1], paths: 2 }, rng)).toThrow(
      FinanceError,
    );
    expect(() =>
      simulateGbmPaths({ spot: 1, drift: 0, vol: 0.2, times: [1], paths: 3, antithetic: true }, rng),
    ).toThrow(FinanceError);
    expect(() => simulateGbmPaths({ spot: 1, drift: 0, vol: 0.2, times: [1, 0.5], paths: 2 }, rng)).toThrow(
      FinanceError,
    );
  });
});

describe('simulateGbmTerminal', () => {
  it('has the lognormal mean, and antithetic pairs reduce the standard error', () => {
    const plain = simulateGbmTerminal(
      { spot: 100, drift: 0.02, vol: 0.25, horizonYears: 1, paths: 200_000 },
      createRng(11),
    );
    const anti = simulateGbmTerminal(
      { spot: 100, drift: 0.02, vol: 0.25, horizonYears: 1, paths: 200_000, antithetic: true },
      createRng(11),
    );
    const ep = estimateMean(plain);
    const ea = estimateMean(pairAverages(anti));
    const exact = 100 * Math.exp(0.02);
    expect(Math.abs(ep.mean - exact)).toBeLessThan(SE_BOUND * ep.stdError);
    expect(Math.abs(ea.mean - exact)).toBeLessThan(SE_BOUND * ea.stdError);
    expect(ea.stdError).toBeLessThan(ep.stdError);
  });
});
