import { describe, expect, it } from 'vitest';
import { histogram, percentileHistoryStart, pricePercentiles } from './pricePercentiles.ts';

/** One close a month from 2016-12 to 2026-11, rising 1 a month: the last is the highest. */
const rising = Array.from({ length: 120 }, (_, i) => {
  const year = 2016 + Math.floor((i + 11) / 12);
  const month = ((i + 11) % 12) + 1;
  return { date: `${year}-${String(month).padStart(2, '0')}-15`, close: 100 + i };
});

/** A close every weekday from `first` to `last`, both included. */
function weekdayCloses(first: string, last: string) {
  const closes = [];
  for (
    let day = new Date(`${first}T00:00:00Z`);
    day <= new Date(`${last}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    if (day.getUTCDay() % 6 !== 0)
      closes.push({ date: day.toISOString().slice(0, 10), close: 1 + day.getUTCDate() / 100 });
  }
  return closes;
}

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

  it('reads a daily history stored from 2000 as whole windows, on a Saturday after Friday’s close', () => {
    const today = '2026-11-28';
    const read = (stored: string) =>
      weekdayCloses(stored, '2026-11-27').filter((c) => c.date >= percentileHistoryStart(today));
    expect(pricePercentiles(read('2000-01-03')).map((p) => p.isPartial)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // A history stored from 2018 fills the 1, 3 and 5 years, not the 10.
    expect(pricePercentiles(read('2018-01-01')).map((p) => p.isPartial)).toEqual([false, false, false, true]);
  });

  it('counts every value in equal-width bins, the max in the last', () => {
    const bins = histogram([0, 1, 2, 3, 4, 10], 5);
    expect(bins.map((b) => b.count)).toEqual([2, 2, 1, 0, 1]);
    expect(bins[0]).toMatchObject({ from: 0, to: 2 });
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(6);
  });
});
