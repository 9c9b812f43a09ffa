import { describe, expect, it } from 'vitest';
import { bar } from '../test/portfolio-book.ts';
import { refusalOf } from '../test/refusal-of.ts';
import { dailyRun, largestMoves } from './stress-days.ts';

// Ten days: a 5 % jump on day 3, a two-day slide of 4 % then 3 % on days 6 and 7.
const CLOSES = [100, 101, 100, 105, 106, 105, 100.8, 97.776, 98, 99];
const history = CLOSES.map((close, i) => bar(`2026-01-${String(i + 1).padStart(2, '0')}`, close));

describe('largestMoves', () => {
  it('finds the largest one-day rises and falls with their dates, largest first', () => {
    const { up, down } = largestMoves(history, 1, 2);
    expect(up.map((m) => [m.from, m.to])).toEqual([
      ['2026-01-03', '2026-01-04'],
      ['2026-01-09', '2026-01-10'],
    ]);
    expect(up[0]!.move).toBeCloseTo(0.05, 12);
    expect(down.map((m) => m.move)).toEqual([100.8 / 105 - 1, 97.776 / 100.8 - 1]);
    expect(down[0]!.horizon).toBe(1);
  });

  it('keeps one window per episode over several days', () => {
    const { down } = largestMoves(history, 2, 3);
    // 105 → 97.776 over days 6–8 is the slide; the overlapping 106 → 100.8 is the same episode.
    expect(down[0]).toEqual({ horizon: 2, from: '2026-01-06', to: '2026-01-08', move: 97.776 / 105 - 1 });
    for (let i = 1; i < down.length; i++) {
      expect(down[i]!.from >= down[0]!.to || down[i]!.to <= down[0]!.from).toBe(true);
    }
  });

  it('gives fewer moves than asked when the history has fewer, and refuses a zero horizon', () => {
    const { up, down } = largestMoves(history.slice(0, 2), 1, 5);
    expect([up.length, down.length]).toEqual([1, 0]);
    expect(up[0]!.move).toBeCloseTo(0.01, 12);
    expect(refusalOf(() => largestMoves(history, 0, 1)).code).toBe('INVALID_ARGUMENT');
  });
});

describe('dailyRun', () => {
  it('keeps the bars after the last gap of more than a week: monthly closes are not daily moves', () => {
    const sparse = [bar('2025-10-31', 90), bar('2025-11-28', 95), bar('2025-12-19', 99)];
    // A Friday, the Monday after and a Thursday after a three-day holiday run.
    const daily = [
      bar('2026-01-02', 100),
      bar('2026-01-05', 101),
      bar('2026-01-06', 102),
      bar('2026-01-12', 99),
    ];
    expect(dailyRun([...sparse, ...daily])).toEqual(daily);
    expect(dailyRun(daily)).toEqual(daily);
    expect(dailyRun([])).toEqual([]);
  });
});
