import { describe, expect, it } from 'vitest';
import type { DatedClose } from './comparison.ts';
import { seasonalProfile } from './seasonality.ts';

/** A close on the 1st and the 28th of each month of a year, from a function of the month. */
function year(y: number, level: (month: number) => number, lastMonth = 12): DatedClose[] {
  return Array.from({ length: lastMonth }, (_, i) => i + 1).flatMap((month) => {
    const mm = String(month).padStart(2, '0');
    return [
      { date: `${y}-${mm}-01`, close: level(month - 0.5) },
      { date: `${y}-${mm}-28`, close: level(month) },
    ];
  });
}

describe('seasonality', () => {
  it('averages the rebased paths of past years with their 10th–90th band, the current year over them', () => {
    // 2023 rises 1 a month from 100, 2024 falls 1 a month, 2025 rises 2: averages of month 12 are
    // 112, 88, 124 → mean 108.
    const closes = [
      ...year(2023, (m) => 100 + m),
      ...year(2024, (m) => 100 - m),
      ...year(2025, (m) => 100 + 2 * m),
      ...year(2026, (m) => 200 + 4 * m, 3),
    ];
    const profile = seasonalProfile(closes, 'month', 2026);
    expect(profile.years).toEqual([2023, 2024, 2025]);
    expect(profile.points).toHaveLength(12);
    const december = profile.points[11]!;
    const rebased = [112 / 100.5, 88 / 99.5, 124 / 101].map((v) => 100 * v);
    expect(december.mean).toBeCloseTo(rebased.reduce((s, v) => s + v) / 3, 10);
    expect(december.p10).toBeLessThan(december.mean);
    expect(december.p90).toBeGreaterThan(december.mean);
    expect(profile.points[2]!.current).toBeCloseTo((100 * 212) / 202, 10);
    expect(profile.points[3]!.current).toBeNull();
  });

  it('leaves out a partial first year and groups by ISO week', () => {
    const closes = [...year(2022, (m) => 100 + m).slice(10), ...year(2023, (m) => 100 + m)];
    const profile = seasonalProfile(closes, 'week', 2026);
    expect(profile.years).toEqual([2023]);
    expect(profile.points.every((p) => p.period >= 1 && p.period <= 53)).toBe(true);
    expect(profile.points.every((p) => p.p10 === p.mean && p.p90 === p.mean)).toBe(true);
  });
});
