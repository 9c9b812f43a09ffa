import { describe, expect, it } from 'vitest';
import { alignByDate, base100, combine, levelGap, regress } from './comparison.ts';

describe('comparison maths', () => {
  it('aligns two series on the days both have, in date order', () => {
    const pair = alignByDate(
      [
        { date: '2026-01-03', close: 3 },
        { date: '2026-01-01', close: 1 },
        { date: '2026-01-02', close: 2 },
      ],
      [
        { date: '2026-01-02', close: 20 },
        { date: '2026-01-03', close: 30 },
        { date: '2026-01-04', close: 40 },
      ],
    );
    expect(pair).toEqual({ dates: ['2026-01-02', '2026-01-03'], first: [2, 3], second: [20, 30] });
  });

  it('rebases to 100 at the first value', () => {
    expect(base100([4, 5, 2])).toEqual([100, 125, 50]);
    expect(base100([0, 1]).every(Number.isNaN)).toBe(true);
  });

  it('measures how far apart the two levels are (EUR/USD near 1.1, the dollar index near 105)', () => {
    const pair = { dates: ['a', 'b'], first: [1.1, 1.1], second: [104, 106] };
    expect(levelGap(pair)).toBeCloseTo(105 / 1.1, 12);
    expect(levelGap({ ...pair, first: pair.second, second: pair.first })).toBeCloseTo(105 / 1.1, 12);
    expect(levelGap({ dates: [], first: [], second: [] })).toBeNull();
    expect(levelGap({ dates: ['a'], first: [0], second: [1] })).toBeNull();
  });

  it('multiplies and divides day by day (EURUSD × USDCOP is EURCOP)', () => {
    const pair = { dates: ['a', 'b'], first: [1.1, 1.2], second: [4000, 4100] };
    expect(combine(pair, 'MULTIPLY')).toEqual([1.1 * 4000, 1.2 * 4100]);
    expect(combine(pair, 'DIVIDE')).toEqual([1.1 / 4000, 1.2 / 4100]);
  });

  it('regresses y on x exactly on a line, with zero residuals and R² 1', () => {
    const x = [1, 2, 3, 4];
    const fit = regress({ dates: [], first: x.map((v) => 3 + 2 * v), second: x }, false);
    expect(fit?.slope).toBeCloseTo(2, 12);
    expect(fit?.intercept).toBeCloseTo(3, 12);
    expect(fit?.r2).toBeCloseTo(1, 12);
    expect(fit?.residuals.every((r) => Math.abs(r) < 1e-12)).toBe(true);
  });

  it('regresses logs: y = 2·x^1.5 has slope 1.5 and intercept ln 2', () => {
    const x = [1, 2, 4, 8, 16];
    const fit = regress({ dates: [], first: x.map((v) => 2 * v ** 1.5), second: x }, true);
    expect(fit?.slope).toBeCloseTo(1.5, 12);
    expect(fit?.intercept).toBeCloseTo(Math.log(2), 12);
  });

  it('gives R² below 1 and residuals summing to 0 on noisy data (textbook example)', () => {
    // x 1..5, y 2,4,5,4,5: slope 0.6, intercept 2.2, R² 0.6 (a common worked example of OLS).
    const fit = regress({ dates: [], first: [2, 4, 5, 4, 5], second: [1, 2, 3, 4, 5] }, false);
    expect(fit?.slope).toBeCloseTo(0.6, 12);
    expect(fit?.intercept).toBeCloseTo(2.2, 12);
    expect(fit?.r2).toBeCloseTo(0.6, 12);
    expect(fit?.residuals.reduce((s, r) => s + r, 0)).toBeCloseTo(0, 12);
  });

  it('has no regression under two points or without variation in x', () => {
    expect(regress({ dates: [], first: [1], second: [1] }, false)).toBeNull();
    expect(regress({ dates: [], first: [1, 2], second: [3, 3] }, false)).toBeNull();
  });
});
