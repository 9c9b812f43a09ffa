import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, parseIsoDate } from './date.ts';
import { DAY_COUNT_SPELLINGS, dayCountOf, dayCounts, yearsBetween } from './day-count.ts';

const TOLERANCE = 1e-12;
const dates = fc.integer({ min: 0, max: 60_000 }).map(fromEpochDay);

// One contract test for every day count.
describe.each(Object.entries(dayCounts))('day count %s', (_key, dc) => {
  it('is zero on equal dates, antisymmetric and additive', () => {
    fc.assert(
      fc.property(dates, dates, dates, (a, b, c) => {
        expect(dc.yearFraction(a, a)).toBe(0);
        expect(dc.yearFraction(a, b)).toBeCloseTo(-dc.yearFraction(b, a), 12);
        expect(Math.abs(dc.yearFraction(a, b) + dc.yearFraction(b, c) - dc.yearFraction(a, c))).toBeLessThan(
          TOLERANCE * 100,
        );
      }),
    );
  });

  it('is about one per year', () => {
    const f = dc.yearFraction(parseIsoDate('2021-01-01'), parseIsoDate('2022-01-01'));
    expect(f).toBeGreaterThan(0.99);
    expect(f).toBeLessThan(1.02);
  });
});

describe('ACT/365 Fixed', () => {
  it('divides actual days by 365 (spec 02 §9)', () => {
    expect(yearsBetween(parseIsoDate('2024-01-01'), parseIsoDate('2025-01-01'))).toBeCloseTo(366 / 365, 15);
    expect(dayCounts.ACT_365F.yearFraction(parseIsoDate('2025-01-01'), parseIsoDate('2025-04-01'))).toBe(
      90 / 365,
    );
  });

  it('ACT/ACT ISDA splits across years (2006 ISDA Definitions §4.16(b))', () => {
    // 2003-11-01 to 2004-05-01: 61/365 + 121/366 (ISDA's own worked example, 1998 memo "EMU and market conventions").
    const f = dayCounts.ACT_ACT_ISDA.yearFraction(parseIsoDate('2003-11-01'), parseIsoDate('2004-05-01'));
    expect(f).toBeCloseTo(61 / 365 + 121 / 366, 14);
  });

  it('reads outside spellings', () => {
    expect(dayCountOf('ACT/365')).toBe(dayCounts.ACT_365F);
    expect(dayCountOf('Actual/365 Fixed')).toBe(dayCounts.ACT_365F);
    expect(dayCountOf(' act/360 ')).toBe(dayCounts.ACT_360);
    expect(dayCountOf('Actual/Actual (ISDA)')).toBe(dayCounts.ACT_ACT_ISDA);
    for (const [spelling, key] of Object.entries(DAY_COUNT_SPELLINGS))
      expect(dayCountOf(spelling)).toBe(dayCounts[key]);
    expect(() => dayCountOf('30/360')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
