import { describe, expect, it } from 'vitest';
import { calendarOfPair } from './country-calendars.ts';
import type { IsoDate } from './date.ts';
import { tenorDate } from './tenor.ts';

describe('tenorDate', () => {
  it('counts weeks in days and months to the month end, then settles on a weekday (modified following)', () => {
    // Sat 7 Feb 2026 → Mon 9 Feb; Sat 28 Feb → Fri 27 Feb (Monday is in March); Sat 31 Jul 2027 → Fri 30 Jul.
    expect(tenorDate('2026-01-31' as IsoDate, '1W')).toBe('2026-02-09');
    expect(tenorDate('2026-01-31' as IsoDate, '1M')).toBe('2026-02-27');
    expect(tenorDate('2026-01-31' as IsoDate, '18M')).toBe('2027-07-30');
    expect(tenorDate('2026-01-30' as IsoDate, '3M')).toBe('2026-04-30');
  });

  it('settles on the pair calendar when given one', () => {
    // 2025-01-06 (Monday) is Reyes in Colombia: a 1W USDCOP tenor from 2024-12-30 settles on Tuesday 7 January.
    expect(tenorDate('2024-12-30' as IsoDate, '1W', calendarOfPair('USDCOP'))).toBe('2025-01-07');
  });
});
