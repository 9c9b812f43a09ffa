import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FinanceError } from '../errors.ts';
import { between } from '../test/arbitraries.ts';
import { estimateMean, estimateWithControl, pairAverages, percentiles } from './estimate.ts';

const EXACT = 1e-12;

describe('estimateMean', () => {
  it('gives the sample mean and standard error', () => {
    const e = estimateMean([1, 2, 3, 4]);
    expect(e.mean).toBe(2.5);
    expect(e.variance).toBeCloseTo(5 / 3, 14);
    expect(e.stdError).toBeCloseTo(Math.sqrt(5 / 3 / 4), 14);
    expect(estimateMean([7]).stdError).toBe(0);
  });
  it('is stable for a large common offset', () => {
    const e = estimateMean([1e9 + 1, 1e9 + 2, 1e9 + 3]);
    expect(e.variance).toBeCloseTo(1, 6);
  });
  it('needs data', () => {
    expect(() => estimateMean([])).toThrow(FinanceError);
  });
});

describe('pairAverages', () => {
  it('averages adjacent pairs', () => {
    expect(Array.from(pairAverages([1, 3, 5, 9]))).toEqual([2, 7]);
    expect(() => pairAverages([1])).toThrow(FinanceError);
  });
});

describe('estimateWithControl', () => {
  it('removes the part of Y explained by X exactly when Y is linear in X', () => {
    const x = [1, 2, 3, 4, 5];
    const y = x.map((v) => 3 * v + 2);
    const e = estimateWithControl(y, x, 10);
    expect(e.beta).toBeCloseTo(3, 12);
    expect(e.mean).toBeCloseTo(32, 12);
    expect(e.stdError).toBeLessThan(EXACT);
  });
});

describe('percentiles', () => {
  it('interpolates linearly between order statistics (Excel PERCENTILE.INC)', () => {
    // PERCENTILE.INC({15,20,35,40,50}, 0.4) = 29 (rank 1.6 → 20 + 0.6·15).
    expect(percentiles([50, 15, 40, 20, 35], [0, 0.4, 1])).toEqual([15, 29, 50]);
  });
  it('is monotone in the probability', () => {
    fc.assert(
      fc.property(
        fc.array(between(-1e6, 1e6), { minLength: 1, maxLength: 50 }),
        between(0, 1),
        between(0, 1),
        (xs, p, q) => {
          const [a, b] = percentiles(xs, [Math.min(p, q), Math.max(p, q)]);
          return a! <= b!;
        },
      ),
    );
  });
  it('rejects bad probabilities and empty data', () => {
    expect(() => percentiles([1], [1.5])).toThrow(FinanceError);
    expect(() => percentiles([], [0.5])).toThrow(FinanceError);
  });
});
