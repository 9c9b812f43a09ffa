import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../test/refusal-of.ts';
import { createCalendar, TARGET_CALENDAR } from './calendar.ts';
import { addDays, fromEpochDay, type IsoDate, isWeekend, parseIsoDate } from './date.ts';
import { generateSchedule, MAX_SCHEDULE_DATES, parseFrequency } from './schedule.ts';

const d = parseIsoDate;
/** The first `count` unadjusted dates of a schedule from `start`. */
const steps = (start: string, frequency: string, count: number) =>
  generateSchedule({ start: d(start), frequency, count });

describe('schedule generation (spec 02 §4)', () => {
  it('D steps over weekends: Friday + 3 days', () => {
    expect(steps('2025-01-02', 'D', 4)).toEqual(['2025-01-02', '2025-01-03', '2025-01-06', '2025-01-07']);
  });

  it('W is 7 days, 2W is 15 days', () => {
    expect(steps('2025-01-01', 'W', 3)).toEqual(['2025-01-01', '2025-01-08', '2025-01-15']);
    expect(steps('2025-01-01', '2W', 3)).toEqual(['2025-01-01', '2025-01-16', '2025-01-31']);
  });

  it('steps months from the first date with end-of-month clamping', () => {
    expect(steps('2024-01-31', 'M', 4)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
    expect(steps('2024-11-30', 'Q', 3)).toEqual(['2024-11-30', '2025-02-28', '2025-05-30']);
    expect(steps('2024-08-31', 'S', 2)).toEqual(['2024-08-31', '2025-02-28']);
  });

  it('treats any other frequency as a year', () => {
    expect(parseFrequency('A')).toBe('Y');
    expect(parseFrequency('m')).toBe('M');
    expect(steps('2024-02-29', 'ANNUAL', 2)).toEqual(['2024-02-29', '2025-02-28']);
  });

  it('stops at an end date, inclusive', () => {
    expect(generateSchedule({ start: d('2025-01-15'), frequency: 'M', end: d('2025-03-15') })).toEqual([
      '2025-01-15',
      '2025-02-15',
      '2025-03-15',
    ]);
  });

  it('adjusts to business days without drifting', () => {
    // 2025-05-01 is a TARGET2 holiday (Thursday).
    expect(
      generateSchedule({ start: d('2025-03-01'), frequency: 'M', count: 4, calendar: TARGET_CALENDAR }),
    ).toEqual(['2025-03-03', '2025-04-01', '2025-05-02', '2025-06-02']);
    expect(
      generateSchedule({ start: d('2025-12-24'), frequency: 'D', count: 3, calendar: TARGET_CALENDAR }),
    ).toEqual(['2025-12-24', '2025-12-29', '2025-12-30']);
  });

  it('rejects bad arguments', () => {
    expect(() => generateSchedule({ start: d('2025-01-01'), frequency: 'M' })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() => generateSchedule({ start: d('2025-01-01'), frequency: 'M', count: 0 })).toThrow();
    expect(() =>
      generateSchedule({ start: d('2025-01-01'), frequency: 'M', end: d('2024-01-01') }),
    ).toThrow();
  });

  it('names the argument and the issue of a refusal', () => {
    const start = d('2025-01-01');
    const detail = (count: unknown, end?: IsoDate) => {
      const { argument, issue } = refusalOf(() =>
        generateSchedule({ start, frequency: 'M', count: count as number, end }),
      );
      return { argument, issue };
    };
    expect(detail(undefined)).toEqual({ argument: 'count', issue: { kind: 'missing' } });
    expect(detail(0)).toEqual({ argument: 'count', issue: { kind: 'tooSmall', limit: 1, inclusive: true } });
    expect(detail(2.5)).toEqual({ argument: 'count', issue: { kind: 'type', expected: 'int' } });
    expect(detail('abc')).toEqual({ argument: 'count', issue: { kind: 'type', expected: 'int' } });
    expect(detail(MAX_SCHEDULE_DATES + 1)).toEqual({
      argument: 'count',
      issue: { kind: 'tooBig', limit: MAX_SCHEDULE_DATES, inclusive: true },
    });
    expect(detail(undefined, d('2024-01-01'))).toEqual({
      argument: 'end',
      issue: { kind: 'rule', rule: 'endBeforeStart' },
    });
    expect(detail(3, d('2026-01-01'))).toEqual({ issue: { kind: 'rule', rule: 'countOrEnd' } });
  });

  // A calendar with many random holidays, to stress the adjustment.
  const randomCalendar = (seed: number) =>
    createCalendar(`R${seed}`, (year) => {
      const out: IsoDate[] = [];
      for (let i = 0; i < 366; i++) {
        const day = addDays(parseIsoDate(`${year}-01-01`), i);
        if ((i * 7919 + seed) % 11 === 0) out.push(day);
      }
      return out;
    });

  it('property: adjusted schedules land on business days and increase strictly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18_000, max: 22_000 }).map(fromEpochDay),
        fc.constantFrom('D', 'W', '2W', 'M', 'Q', 'S', 'Y'),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 10 }),
        (start, frequency, count, seed) => {
          const calendar = randomCalendar(seed);
          const dates = generateSchedule({ start, frequency, count, calendar });
          for (const [i, date] of dates.entries()) {
            expect(calendar.isBusinessDay(date)).toBe(true);
            if (i > 0) expect(date > dates[i - 1]!).toBe(true);
          }
          if (frequency === 'D') expect(dates).toHaveLength(count);
        },
      ),
    );
  });

  it('property: unadjusted D schedules never land on weekends after the first date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18_000, max: 22_000 }).map(fromEpochDay), (start) => {
        const dates = generateSchedule({ start, frequency: 'D', count: 10 });
        for (const date of dates.slice(1)) expect(isWeekend(date)).toBe(false);
      }),
    );
  });
});
