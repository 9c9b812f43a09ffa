/**
 * Business-day calendars.
 *
 * A business day is a weekday (Monday to Friday — the spec's weekends are Saturday and Sunday in
 * every country) that is not a holiday of the calendar. Calendars are immutable; each memoises its
 * holidays per year, so a lookup after the first one in a year is a set lookup.
 */
import { ensure, requireInteger } from '../check.ts';
import { TARGET } from './country-codes.ts';
import {
  addDays,
  dateParts,
  epochDayOf,
  fromEpochDay,
  type IsoDate,
  isoDate,
  toEpochDay,
  weekday,
} from './date.ts';

/** A set of non-business days. */
export interface BusinessCalendar {
  /** 'USA', 'COL', 'TARGET', 'WEEKENDS', or joined ids such as 'COL+USA'. */
  readonly id: string;
  /** Whether `date` is a holiday of this calendar (whatever its weekday). */
  isHoliday(date: IsoDate): boolean;
  /** Whether `date` is a weekday and not a holiday. */
  isBusinessDay(date: IsoDate): boolean;
  /**
   * The holidays of `year` (1 to 9999), sorted, without duplicates, weekend ones included.
   * @throws FinanceError INVALID_ARGUMENT when `year` is not an integer in that range.
   */
  holidays(year: number): readonly IsoDate[];
}

/**
 * A calendar from a function listing each year's holidays (memoised per year).
 * @param id the calendar's id. @param holidaysOfYear the holidays of one year (any order, duplicates allowed).
 */
export function createCalendar(
  id: string,
  holidaysOfYear: (year: number) => readonly IsoDate[],
): BusinessCalendar {
  const byYear = new Map<number, { list: readonly IsoDate[]; days: Set<number> }>();
  const load = (year: number) => {
    let entry = byYear.get(year);
    if (!entry) {
      const list = [...new Set(holidaysOfYear(year))].filter((d) => dateParts(d).year === year).sort();
      entry = { list, days: new Set(list.map(toEpochDay)) };
      byYear.set(year, entry);
    }
    return entry;
  };
  const isHoliday = (date: IsoDate) => load(Number(date.slice(0, 4))).days.has(toEpochDay(date));
  return {
    id,
    isHoliday,
    isBusinessDay: (date) => weekday(date) < 6 && !isHoliday(date),
    holidays: (year) => load(requireInteger('year', year, 1, 9999)).list,
  };
}

/** Saturdays and Sundays only, no holidays. */
export const WEEKENDS_ONLY: BusinessCalendar = createCalendar('WEEKENDS', () => []);

/**
 * Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus, *Astronomical
 * Algorithms*, 2nd ed., ch. 8).
 */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/**
 * The euro area's TARGET2 (T2) closing days, as published by the ECB (in force since 2002): New
 * Year's Day, Good Friday, Easter Monday, 1 May (Labour Day), 25 December and 26 December.
 */
export const TARGET_CALENDAR: BusinessCalendar = createCalendar(TARGET, (year) => {
  const easter = easterSunday(year);
  return [
    isoDate(year, 1, 1),
    addDays(easter, -2),
    addDays(easter, 1),
    isoDate(year, 5, 1),
    isoDate(year, 12, 25),
    isoDate(year, 12, 26),
  ];
});

/**
 * A calendar closed whenever any of `calendars` is closed. Its id joins the sorted distinct ids with '+'.
 * @throws FinanceError INVALID_ARGUMENT when `calendars` is empty.
 */
export function joinCalendars(calendars: readonly BusinessCalendar[]): BusinessCalendar {
  const distinct = [...new Map(calendars.map((c) => [c.id, c])).values()].sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  ensure(distinct.length > 0, 'no calendar to join');
  if (distinct.length === 1) return distinct[0]!;
  return createCalendar(distinct.map((c) => c.id).join('+'), (year) =>
    distinct.flatMap((c) => c.holidays(year)),
  );
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(calendar: BusinessCalendar, date: IsoDate): IsoDate {
  let d = addDays(date, 1);
  while (!calendar.isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** The last business day strictly before `date`. */
export function previousBusinessDay(calendar: BusinessCalendar, date: IsoDate): IsoDate {
  let d = addDays(date, -1);
  while (!calendar.isBusinessDay(d)) d = addDays(d, -1);
  return d;
}

/** Business-day conventions (ISDA 2006 §4.12). */
export type BusinessDayConvention =
  | 'FOLLOWING'
  | 'MODIFIED_FOLLOWING'
  | 'PRECEDING'
  | 'MODIFIED_PRECEDING'
  | 'NONE';

/**
 * `date` itself when it is a business day, else moved by `convention`:
 * FOLLOWING — the next business day (the spec's rule: "hedge dates shift to the next available
 * trading date"); MODIFIED_FOLLOWING — the next one unless it is in the next month, then the
 * previous; PRECEDING / MODIFIED_PRECEDING — the mirror images; NONE — unchanged.
 */
export function adjustDate(
  calendar: BusinessCalendar,
  date: IsoDate,
  convention: BusinessDayConvention = 'FOLLOWING',
): IsoDate {
  if (convention === 'NONE' || calendar.isBusinessDay(date)) return date;
  const month = date.slice(0, 7);
  switch (convention) {
    case 'FOLLOWING':
      return nextBusinessDay(calendar, date);
    case 'PRECEDING':
      return previousBusinessDay(calendar, date);
    case 'MODIFIED_FOLLOWING': {
      const next = nextBusinessDay(calendar, date);
      return next.slice(0, 7) === month ? next : previousBusinessDay(calendar, date);
    }
    case 'MODIFIED_PRECEDING': {
      const previous = previousBusinessDay(calendar, date);
      return previous.slice(0, 7) === month ? previous : nextBusinessDay(calendar, date);
    }
  }
}

/**
 * The latest holiday of `calendar` before `date` — a weekday that is not a business day — whose
 * next business day is on or before `date`; undefined when there is none in the `withinDays` days
 * before it. A search for that holiday lands on a business day that has already come.
 * @throws FinanceError INVALID_ARGUMENT for a non-integer `withinDays`.
 */
export function latestHolidayBefore(
  calendar: BusinessCalendar,
  date: IsoDate,
  withinDays = 366,
): IsoDate | undefined {
  requireInteger('withinDays', withinDays);
  for (let back = 1; back <= withinDays; back++) {
    const day = addDays(date, -back);
    const isHoliday = weekday(day) <= 5 && !calendar.isBusinessDay(day);
    if (isHoliday && nextBusinessDay(calendar, day) <= date) return day;
  }
  return undefined;
}

/**
 * `date` moved by `count` business days (negative moves back); `count` 0 returns `date` adjusted
 * FOLLOWING.
 * @throws FinanceError INVALID_ARGUMENT for a non-integer count.
 */
export function addBusinessDays(calendar: BusinessCalendar, date: IsoDate, count: number): IsoDate {
  requireInteger('count', count);
  let d = count === 0 ? adjustDate(calendar, date) : date;
  for (let i = 0; i < count; i++) d = nextBusinessDay(calendar, d);
  for (let i = 0; i > count; i--) d = previousBusinessDay(calendar, d);
  return d;
}

/** Business days in the half-open range (`start`, `end`] (0 when `end` ≤ `start`). */
export function businessDaysBetween(calendar: BusinessCalendar, start: IsoDate, end: IsoDate): number {
  let count = 0;
  for (let day = toEpochDay(start) + 1, last = toEpochDay(end); day <= last; day++) {
    if (calendar.isBusinessDay(fromEpochDay(day))) count++;
  }
  return count;
}

/** The business days of a year, in order. */
export function businessDaysOfYear(calendar: BusinessCalendar, year: number): IsoDate[] {
  const out: IsoDate[] = [];
  for (let day = epochDayOf(year, 1, 1), last = epochDayOf(year, 12, 31); day <= last; day++) {
    const date = fromEpochDay(day);
    if (calendar.isBusinessDay(date)) out.push(date);
  }
  return out;
}
