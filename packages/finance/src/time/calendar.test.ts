import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  adjustDate,
  businessDaysBetween,
  businessDaysOfYear,
  createCalendar,
  easterSunday,
  joinCalendars,
  nextBusinessDay,
  previousBusinessDay,
  TARGET_CALENDAR,
  WEEKENDS_ONLY,
} from './calendar.ts';
import { parseIsoDate } from './date.ts';
import { TRADING_DAYS, tradingDaysIn } from './trading-days.ts';

const d = parseIsoDate;

describe('calendars', () => {
  it('computes Easter Sunday (Meeus)', () => {
    expect(easterSunday(2021)).toBe('2021-04-04');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  // ECB, "TARGET2 closing days": New Year, Good Friday, Easter Monday, 1 May, 25 and 26 December.
  it('lists the TARGET2 closing days', () => {
    expect(TARGET_CALENDAR.holidays(2025)).toEqual([
      '2025-01-01',
      '2025-04-18',
      '2025-04-21',
      '2025-05-01',
      '2025-12-25',
      '2025-12-26',
    ]);
    expect(TARGET_CALENDAR.holidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('moves to the next and previous business days', () => {
    expect(nextBusinessDay(TARGET_CALENDAR, d('2025-04-17'))).toBe('2025-04-22');
    expect(previousBusinessDay(TARGET_CALENDAR, d('2025-04-22'))).toBe('2025-04-17');
    expect(nextBusinessDay(WEEKENDS_ONLY, d('2025-01-03'))).toBe('2025-01-06');
  });

  it('adjusts by convention', () => {
    const sat = d('2025-05-31');
    expect(adjustDate(WEEKENDS_ONLY, sat)).toBe('2025-06-02');
    expect(adjustDate(WEEKENDS_ONLY, sat, 'MODIFIED_FOLLOWING')).toBe('2025-05-30');
    expect(adjustDate(WEEKENDS_ONLY, sat, 'PRECEDING')).toBe('2025-05-30');
    expect(adjustDate(WEEKENDS_ONLY, d('2025-06-01'), 'MODIFIED_PRECEDING')).toBe('2025-06-02');
    expect(adjustDate(WEEKENDS_ONLY, sat, 'NONE')).toBe(sat);
    expect(adjustDate(WEEKENDS_ONLY, d('2025-06-02'), 'PRECEDING')).toBe('2025-06-02');
  });

  it('adds and counts business days', () => {
    expect(addBusinessDays(TARGET_CALENDAR, d('2025-12-23'), 2)).toBe('2025-12-29');
    expect(addBusinessDays(TARGET_CALENDAR, d('2025-12-29'), -2)).toBe('2025-12-23');
    expect(businessDaysBetween(TARGET_CALENDAR, d('2025-12-23'), d('2025-12-29'))).toBe(2);
    // 2025 has 261 weekdays (spec's 1Y = 261 trading days); all six TARGET2 closing days fall on weekdays.
    expect(businessDaysOfYear(WEEKENDS_ONLY, 2025)).toHaveLength(261);
    expect(businessDaysOfYear(TARGET_CALENDAR, 2025)).toHaveLength(255);
  });

  it('joins calendars', () => {
    const a = createCalendar('A', (y) => [d(`${y}-03-03`)]);
    const b = createCalendar('B', (y) => [d(`${y}-03-04`), d(`${y}-03-03`)]);
    const ab = joinCalendars([b, a, a]);
    expect(ab.id).toBe('A+B');
    expect(ab.holidays(2025)).toEqual(['2025-03-03', '2025-03-04']);
    expect(ab.isBusinessDay(d('2025-03-04'))).toBe(false);
    expect(joinCalendars([a])).toBe(a);
    expect(() => joinCalendars([])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('lists holidays of years 1 to 9999 only, naming the year refused', () => {
    expect(() => TARGET_CALENDAR.holidays(0)).toThrow(
      expect.objectContaining({ argument: 'year', issue: { kind: 'tooSmall', limit: 1, inclusive: true } }),
    );
    expect(() => TARGET_CALENDAR.holidays(2025.5)).toThrow(
      expect.objectContaining({ argument: 'year', issue: { kind: 'type', expected: 'int' } }),
    );
  });

  it('keeps the spec trading-day counts (spec 02 §9)', () => {
    expect(TRADING_DAYS).toEqual({ '1W': 5, '1M': 22, '3M': 65, '6M': 130, '1Y': 261, '10Y': 2520 });
    expect(tradingDaysIn('1y')).toBe(261);
    expect(() => tradingDaysIn('2Y')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
