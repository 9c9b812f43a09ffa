/**
 * Date schedules (spec 02 §4, "Hedge dates and schedules").
 *
 * The first date is given, then each date steps by the frequency:
 * - D: the next weekday (Friday + 3 days = Monday); with a calendar, the next business day.
 * - W: 7 days. 2W: 15 days (the spec's figure, not 14).
 * - M: 1 month, Q: 3 months, S: 6 months; any other code: 1 year.
 *
 * Month steps are counted from the first date, not chained: date i is first + i·k months with the
 * day clamped to the month's end (31 Jan → 28/29 Feb → 31 Mar → 30 Apr), so a short month never
 * drags later dates back. Day steps are first + i·n days.
 *
 * Business-day adjustment (optional): each unadjusted date is moved by the convention (FOLLOWING by
 * default, the spec's "next available trading date"); adjusting never feeds into the next step. When
 * two unadjusted dates adjust to the same day (a holiday run longer than the step) the repeat is
 * dropped, so adjusted schedules are strictly increasing.
 */
import { ensure, notANumberIssue } from '../check.ts';
import {
  adjustDate,
  type BusinessCalendar,
  type BusinessDayConvention,
  nextBusinessDay,
} from './calendar.ts';
import { addDays, addMonths, type IsoDate, isWeekend } from './date.ts';

/** Schedule frequency codes: day, week, two weeks, month, quarter, semester, year. */
export type Frequency = 'D' | 'W' | '2W' | 'M' | 'Q' | 'S' | 'Y';

/** A step: a number of days or of months. */
export type Step = { readonly days: number } | { readonly months: number };

/** The step of each frequency other than D (D steps to the next weekday or business day). */
export const FREQUENCY_STEP: Readonly<Record<Exclude<Frequency, 'D'>, Step>> = {
  W: { days: 7 },
  '2W': { days: 15 },
  M: { months: 1 },
  Q: { months: 3 },
  S: { months: 6 },
  Y: { months: 12 },
};

/**
 * A frequency from its code, any case. As in the spec, any code other than D, W, 2W, M, Q and S
 * means a year.
 */
export function parseFrequency(code: string): Frequency {
  const c = code.trim().toUpperCase();
  return c === 'D' || c === 'W' || c === '2W' || c === 'M' || c === 'Q' || c === 'S' ? c : 'Y';
}

/** Options of {@link generateSchedule}. */
export interface ScheduleOptions {
  /** The first date (kept as is unless adjusted). */
  readonly start: IsoDate;
  /** The frequency (a code such as 'M' is accepted; unknown codes mean a year). */
  readonly frequency: Frequency | string;
  /** Number of dates, including the first (≥ 1). Give `count` or `end`, not both. */
  readonly count?: number;
  /** Last allowed (unadjusted) date, inclusive. */
  readonly end?: IsoDate;
  /** When given, dates are adjusted to business days of this calendar. */
  readonly calendar?: BusinessCalendar;
  /** Adjustment convention, FOLLOWING by default. */
  readonly convention?: BusinessDayConvention;
}

/** Upper bound on the dates one call may produce (about 40 years of days). */
export const MAX_SCHEDULE_DATES = 15_000;

/**
 * The dates of a schedule, in increasing order.
 * @throws FinanceError INVALID_ARGUMENT when neither or both of `count`/`end` are given, `count` is
 *   not a positive integer, `end` is before `start`, or more than {@link MAX_SCHEDULE_DATES} dates result.
 */
export function generateSchedule(options: ScheduleOptions): IsoDate[] {
  const { start, end, count, calendar } = options;
  const convention = options.convention ?? 'FOLLOWING';
  const frequency = parseFrequency(options.frequency);
  ensure((count === undefined) !== (end === undefined), 'give either count or end', 'INVALID_ARGUMENT', () =>
    count === undefined
      ? { argument: 'count', issue: { kind: 'missing' } }
      : { issue: { kind: 'rule', rule: 'countOrEnd' } },
  );
  ensure(
    count === undefined || (Number.isInteger(count) && count >= 1),
    () => `count ${count} is not a positive integer`,
    'INVALID_ARGUMENT',
    () => ({
      argument: 'count',
      issue: Number.isInteger(count)
        ? { kind: 'tooSmall', limit: 1, inclusive: true }
        : notANumberIssue(count, 'int'),
    }),
  );
  ensure(end === undefined || end >= start, () => `end ${end} is before start ${start}`, 'INVALID_ARGUMENT', {
    argument: 'end',
    issue: { kind: 'rule', rule: 'endBeforeStart' },
  });
  const limit = count ?? MAX_SCHEDULE_DATES + 1;
  const within = (d: IsoDate) => end === undefined || d <= end;

  const raw: IsoDate[] = [];
  if (frequency === 'D') {
    // With a calendar the first date is adjusted first, so that D gives `count` distinct business days.
    let d = calendar ? adjustDate(calendar, start, convention) : start;
    while (raw.length < limit && within(d)) {
      raw.push(d);
      d = calendar ? nextBusinessDay(calendar, d) : nextWeekday(d);
    }
  } else {
    const step = FREQUENCY_STEP[frequency];
    for (let i = 0; raw.length < limit; i++) {
      const d = 'days' in step ? addDays(start, i * step.days) : addMonths(start, i * step.months);
      if (!within(d)) break;
      raw.push(d);
    }
  }
  ensure(
    raw.length <= MAX_SCHEDULE_DATES,
    () => `schedule longer than ${MAX_SCHEDULE_DATES} dates`,
    'INVALID_ARGUMENT',
    () =>
      count === undefined
        ? { argument: 'end', issue: { kind: 'rule', rule: 'tooManyDates' } }
        : { argument: 'count', issue: { kind: 'tooBig', limit: MAX_SCHEDULE_DATES, inclusive: true } },
  );
  if (!calendar) return raw;
  const out: IsoDate[] = [];
  for (const d of raw) {
    const adjusted = adjustDate(calendar, d, convention);
    if (out.length === 0 || adjusted > out[out.length - 1]!) out.push(adjusted);
  }
  return out;
}

function nextWeekday(date: IsoDate): IsoDate {
  let d = addDays(date, 1);
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}
