import {
  type BusinessCalendar,
  type BusinessDayConvention,
  CURRENCY_CALENDAR,
  calendarIdOfCurrency,
  calendarOfCountry,
  calendarOfPair,
  type Frequency,
  generateSchedule,
  holidayNames,
  type IsoDate,
  type IsoWeekday,
  nextBusinessDay,
  parseIsoDate,
  previousBusinessDay,
  TARGET,
  weekday,
} from '@cobertura/finance/time';
import { fieldValue } from '../../../utils/parseDecimal.ts';
import { type Attempt, attempt } from './attempt.ts';
import type { ArgumentFields } from './libraryErrorText.ts';

/** The spec's countries first, then every other country with a currency calendar, then TARGET2. */
export const CALENDAR_COUNTRIES: readonly string[] = (() => {
  const first = ['COL', 'USA', 'MEX', 'MYS'];
  const others = [...new Set(Object.values(CURRENCY_CALENDAR))]
    .filter((c) => !first.includes(c) && c !== TARGET)
    .sort();
  return [...first, ...others, TARGET];
})();

/** Currencies with a settlement calendar, for pairs. */
export const CALENDAR_CURRENCIES: readonly string[] = Object.keys(CURRENCY_CALENDAR);

export const FREQUENCIES: readonly Frequency[] = ['D', 'W', '2W', 'M', 'Q', 'S', 'Y'];
export const CONVENTIONS: readonly BusinessDayConvention[] = [
  'FOLLOWING',
  'MODIFIED_FOLLOWING',
  'PRECEDING',
  'MODIFIED_PRECEDING',
  'NONE',
];

/** Which calendar: a country's, or a currency pair's (closed when either currency is). */
export type CalendarChoice =
  | { readonly kind: 'country'; readonly country: string }
  | { readonly kind: 'pair'; readonly base: string; readonly quote: string };

export function calendarOf(choice: CalendarChoice): BusinessCalendar {
  return choice.kind === 'country'
    ? calendarOfCountry(choice.country)
    : calendarOfPair(`${choice.base}${choice.quote}`);
}

export interface DayRow {
  readonly date: IsoDate;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  readonly weekday: IsoWeekday;
  /** A holiday's name, where the rules give one. */
  readonly name?: string;
}

const rowOf = (date: IsoDate): DayRow => ({ date, weekday: weekday(date) });

/** The countries whose rules make up a calendar choice (a pair's two settlement calendars). */
function countriesOf(choice: CalendarChoice): string[] {
  return choice.kind === 'country'
    ? [choice.country]
    : [calendarIdOfCurrency(choice.base), calendarIdOfCurrency(choice.quote)];
}

/** The calendar tool's fields by the library's argument names (each card shows its own). */
export const CALENDAR_ARGUMENTS: ArgumentFields = {
  year: { field: 'year', label: 'tools.calendar.year' },
  date: { field: 'date', label: 'tools.calendar.fromDate' },
  start: { field: 'schedule.start', label: 'tools.calendar.start' },
  count: { field: 'schedule.count', label: 'tools.calendar.count' },
  end: { field: 'schedule.end', label: 'tools.calendar.end' },
};

/** The holidays of a year (weekend ones included, as the library lists them), named in `language`. */
export function holidaysOfYear(
  choice: CalendarChoice,
  yearText: string,
  language: string,
): Attempt<DayRow[]> {
  return attempt(() => {
    // The calendar checks the year (an integer in 1..9999); a text that is not a number reaches it as is.
    const year = fieldValue(yearText) as number;
    const holidays = calendarOf(choice).holidays(year);
    const names = holidayNames(countriesOf(choice), year, language);
    return holidays.map((date) => ({ ...rowOf(date), name: names.get(date) }));
  });
}

export interface BusinessDayAround {
  readonly date: DayRow;
  readonly isBusinessDay: boolean;
  readonly isHoliday: boolean;
  readonly next: DayRow;
  readonly previous: DayRow;
}

/** Whether a date is a business day, and the business days strictly after and before it. */
export function businessDayAround(choice: CalendarChoice, dateText: string): Attempt<BusinessDayAround> {
  return attempt(() => {
    const date = parseIsoDate(dateText, 'date');
    const calendar = calendarOf(choice);
    return {
      date: rowOf(date),
      isBusinessDay: calendar.isBusinessDay(date),
      isHoliday: calendar.isHoliday(date),
      next: rowOf(nextBusinessDay(calendar, date)),
      previous: rowOf(previousBusinessDay(calendar, date)),
    };
  });
}

export interface ScheduleForm {
  start: string;
  frequency: Frequency;
  limit: 'count' | 'end';
  count: string;
  end: string;
  convention: BusinessDayConvention;
}

/** The library's schedule (spec 02 §4) adjusted to the calendar's business days. */
export function scheduleOf(choice: CalendarChoice, form: ScheduleForm): Attempt<DayRow[]> {
  return attempt(() => {
    const start = parseIsoDate(form.start, 'start');
    const limit =
      form.limit === 'count'
        ? { count: fieldValue(form.count) as number }
        : { end: parseIsoDate(form.end, 'end') };
    return generateSchedule({
      start,
      frequency: form.frequency,
      ...limit,
      calendar: calendarOf(choice),
      convention: form.convention,
    }).map(rowOf);
  });
}
