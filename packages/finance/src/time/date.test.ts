import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  daysBetween,
  endOfMonth,
  fromEpochDay,
  isIsoDate,
  isoDate,
  parseIsoDate,
  toEpochDay,
  utcDateOfInstant,
  weekday,
} from './date.ts';

/** Epoch days covering years 1900 to 2200. */
const epochDays = fc.integer({ min: -25_567, max: 84_000 });

describe('dates', () => {
  it('round-trips epoch days and agrees with the UTC calendar', () => {
    fc.assert(
      fc.property(epochDays, (n) => {
        const d = fromEpochDay(n);
        expect(toEpochDay(d)).toBe(n);
        expect(d).toBe(new Date(n * 86_400_000).toISOString().slice(0, 10));
      }),
    );
  });

  it('knows fixed points', () => {
    expect(toEpochDay(parseIsoDate('1970-01-01'))).toBe(0);
    expect(toEpochDay(parseIsoDate('2000-03-01'))).toBe(11_017);
    expect(weekday(parseIsoDate('2025-01-01'))).toBe(3); // a Wednesday
    expect(weekday(parseIsoDate('2026-03-08'))).toBe(7); // a Sunday
  });

  it('validates strings', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-01')).toBe(false);
    expect(isIsoDate('2023-02-01T00:00:00Z')).toBe(false);
    expect(() => parseIsoDate('2023-13-01')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => isoDate(2023, 4, 31)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('names the date refused, and whether it was left out', () => {
    expect(() => parseIsoDate('2023-13-01', 'deliveryDate')).toThrow(
      expect.objectContaining({
        message: "not a YYYY-MM-DD date: '2023-13-01'",
        argument: 'deliveryDate',
        issue: { kind: 'rule', rule: 'date' },
      }),
    );
    expect(() => parseIsoDate('')).toThrow(
      expect.objectContaining({ argument: 'date', issue: { kind: 'missing' } }),
    );
  });

  it('adds months with end-of-month clamping', () => {
    const jan31 = parseIsoDate('2024-01-31');
    expect(addMonths(jan31, 1)).toBe('2024-02-29');
    expect(addMonths(jan31, 2)).toBe('2024-03-31');
    expect(addMonths(jan31, -2)).toBe('2023-11-30');
    expect(addMonths(parseIsoDate('2023-12-15'), 1)).toBe('2024-01-15');
    expect(addYears(parseIsoDate('2024-02-29'), 1)).toBe('2025-02-28');
    expect(endOfMonth(parseIsoDate('2100-02-03'))).toBe('2100-02-28');
  });

  it('adds days consistently with daysBetween', () => {
    fc.assert(
      fc.property(epochDays, fc.integer({ min: -5000, max: 5000 }), (n, k) => {
        const d = fromEpochDay(n);
        expect(daysBetween(d, addDays(d, k))).toBe(k);
      }),
    );
  });

  it('takes the UTC date of an instant', () => {
    expect(utcDateOfInstant(Date.UTC(2025, 0, 1, 23, 59))).toBe('2025-01-01');
    expect(utcDateOfInstant(-1)).toBe('1969-12-31');
  });
});
