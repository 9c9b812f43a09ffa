import { describe, expect, it } from 'vitest';
import { windowStart, yearsBefore } from './historyWindow.ts';

describe('history windows (spec 02 §9)', () => {
  it('starts 5 years back from the 1st of January, 11 in extended mode', () => {
    expect(windowStart('5Y', '2026-11-24')).toBe('2021-01-01');
    expect(windowStart('11Y', '2026-01-01')).toBe('2015-01-01');
    expect(windowStart('all', '2026-11-24') < '2000-01-01').toBe(true);
  });

  it('counts whole years back, 29 February falling on the 28th', () => {
    expect(yearsBefore('2026-11-24', 3)).toBe('2023-11-24');
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(yearsBefore('2024-02-29', 4)).toBe('2020-02-29');
  });
});
