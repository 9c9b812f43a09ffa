import { describe, expect, it } from 'vitest';
import { histogram, pricePercentiles } from './pricePercentiles.ts';

/** One close a month from 2016-12 to 2026-11, rising 1 a month: the last is the highest. */
const rising = Array.from({ length: 120 }, (_, i) => {
  const year = 2016 + Math.floor((i + 11) / 12);
  const month = ((i + 11) % 12) + 1;
  return { date: `${year}-${String(month).padStart(2, '0')}-15`, close: 100 + i };
});

describe('price percentiles', () => {
  it('puts the highest close at the 100th percentile of every window', () => {
    const result = pricePercentiles(rising);
    expect(result.map((p) => p.years)).toEqual([1, 3, 5, 10]);
    expect(result.map((p) => p.rank)).toEqual([1, 1, 1, 1]);
    expect(result.map((p) => p.count)).toEqual([12, 36, 60, 120]);
    expect(result[0]).toMatchObject({ min: 208, max: 219, isPartial: false });
  });

  it('ranks a close in the middle and says when history is shorter than the window', () => {
    const closes = [...rising.slice(-24), { date: '2026-11-20', close: 207.5 }];
    const [oneYear, threeYears] = pricePercentiles(closes);
    // 1 year: closes after 2025-11-20: 208…219 (12) and 207.5 → only itself is ≤ 207.5.
    expect(oneYear?.rank).toBeCloseTo(1 / 13, 12);
    expect(threeYears?.isPartial).toBe(true);
    expect(pricePercentiles([])).toEqual([]);
  });

  it('counts every value in equal-width bins, the max in the last', () => {
    const bins = histogram([0, 1, 2, 3, 4, 10], 5);
    expect(bins.map((b) => b.count)).toEqual([2, 2, 1, 0, 1]);
    expect(bins[0]).toMatchObject({ from: 0, to: 2 });
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(6);
  });
});
