import { describe, expect, it } from 'vitest';
import {
  businessDayAround,
  CALENDAR_COUNTRIES,
  holidaysOfYear,
  type ScheduleForm,
  scheduleOf,
} from './calendarCalc.ts';

const COL = { kind: 'country', country: 'COL' } as const;
const USDCOP = { kind: 'pair', base: 'USD', quote: 'COP' } as const;

describe('calendar choices', () => {
  it("lists the spec's countries first and TARGET2 last", () => {
    expect(CALENDAR_COUNTRIES.slice(0, 4)).toEqual(['COL', 'USA', 'MEX', 'MYS']);
    expect(CALENDAR_COUNTRIES.at(-1)).toBe('TARGET');
  });
});

describe('holidaysOfYear', () => {
  it('lists Reyes Magos 2021 on Monday 11 January in Colombia (Ley 51 de 1983)', () => {
    const out = holidaysOfYear(COL, '2021', 'es');
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value).toContainEqual({ date: '2021-01-11', weekday: 1, name: 'Día de los Reyes Magos' });
    expect(out.value.find((r) => r.date === '2021-08-07')?.weekday).toBe(6);
  });

  it('joins both countries for a pair: USDCOP has US Independence Day and Colombian 20 July', () => {
    const out = holidaysOfYear(USDCOP, '2021', 'en');
    const rows = out.ok ? out.value : [];
    expect(rows.find((r) => r.date === '2021-07-05')?.name).toMatch(/Independence Day/);
    expect(rows.find((r) => r.date === '2021-07-20')?.name).toBeDefined();
  });

  it('refuses a year that is not one', () => {
    expect(holidaysOfYear(COL, 'abc', 'en').ok).toBe(false);
  });
});

describe('businessDayAround', () => {
  it('steps over the Reyes Magos holiday and the weekend', () => {
    const out = businessDayAround(COL, '2021-01-08');
    expect(out.ok && out.value).toMatchObject({
      isBusinessDay: true,
      next: { date: '2021-01-12' },
      previous: { date: '2021-01-07' },
    });
    const holiday = businessDayAround(COL, '2021-01-11');
    expect(holiday.ok && holiday.value.isHoliday).toBe(true);
  });
});

describe('scheduleOf', () => {
  const form: ScheduleForm = {
    start: '2021-01-11',
    frequency: 'M',
    limit: 'count',
    count: '3',
    end: '',
    convention: 'FOLLOWING',
  };

  it('steps monthly from the start and adjusts each date to a business day', () => {
    const out = scheduleOf(COL, form);
    expect(out.ok && out.value.map((r) => r.date)).toEqual(['2021-01-12', '2021-02-11', '2021-03-11']);
  });

  it('stops at an end date and reports bad counts in the library’s words', () => {
    const out = scheduleOf(COL, { ...form, frequency: 'Q', limit: 'end', end: '2021-12-31' });
    expect(out.ok && out.value).toHaveLength(4);
    const bad = scheduleOf(COL, { ...form, count: '0' });
    expect(!bad.ok && bad.error.message).toContain('not a positive integer');
  });
});
