/**
 * Calendar dates without time zones.
 *
 * A date is an ISO 8601 `YYYY-MM-DD` string (branded {@link IsoDate}): it sorts as text, crosses the
 * wire unchanged and never meets the process time zone. Arithmetic goes through the epoch day, the
 * whole number of days since 1970-01-01 in the proleptic Gregorian calendar, converted with Howard
 * Hinnant's integer algorithms (`days_from_civil`, `civil_from_days`,
 * https://howardhinnant.github.io/date_algorithms.html) — no `Date` object is involved.
 */
import { ensure, requireFinite, requireInteger } from '../check.ts';

/** A calendar date `YYYY-MM-DD` (years 0001 to 9999), validated by {@link isoDate} or {@link parseIsoDate}. */
export type IsoDate = string & { readonly __brand: 'IsoDate' };

/** Days since 1970-01-01 (which is day 0); negative before it. */
export type EpochDay = number;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIN_YEAR = 1;
const MAX_YEAR = 9999;

/** Whether `year` is a Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days (28 to 31) in `month` (1 to 12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function checkParts(year: number, month: number, day: number): void {
  requireInteger('year', year, MIN_YEAR, MAX_YEAR);
  requireInteger('month', month, 1, 12);
  ensure(
    Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month),
    () => `day ${day} does not exist in ${year}-${pad(month, 2)}`,
  );
}

/**
 * The date with the given parts.
 * @param year 1 to 9999. @param month 1 to 12. @param day 1 to the month's length.
 * @throws FinanceError INVALID_ARGUMENT when a part is out of range or the day does not exist.
 */
export function isoDate(year: number, month: number, day: number): IsoDate {
  checkParts(year, month, day);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` as IsoDate;
}

/** Whether `value` is a string `YYYY-MM-DD` naming a real date. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return year >= MIN_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Validates a `YYYY-MM-DD` string (exactly that form: no time, no zone).
 * @param name the argument's name in the error's detail (the message does not show it).
 * @throws FinanceError INVALID_ARGUMENT when `value` is not a real date in that form (issue
 *   `missing` when empty, else the rule `date`).
 */
export function parseIsoDate(value: string, name = 'date'): IsoDate {
  ensure(
    isIsoDate(value),
    () => `not a YYYY-MM-DD date: '${value}'`,
    'INVALID_ARGUMENT',
    () => ({
      argument: name,
      issue:
        value === undefined || value === null || String(value).trim() === ''
          ? { kind: 'missing' }
          : { kind: 'rule', rule: 'date' },
    }),
  );
  return value;
}

/** The parts of a date: `{ year, month (1-12), day (1-31) }`. */
export function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

/** Epoch day of a year/month/day (no validation; Hinnant's days_from_civil). */
export function epochDayOf(year: number, month: number, day: number): EpochDay {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Days since 1970-01-01 of `date`. */
export function toEpochDay(date: IsoDate): EpochDay {
  const { year, month, day } = dateParts(date);
  return epochDayOf(year, month, day);
}

/**
 * The date `epochDay` days after 1970-01-01 (Hinnant's civil_from_days).
 * @throws FinanceError INVALID_ARGUMENT when not an integer or the year leaves 0001..9999.
 */
export function fromEpochDay(epochDay: EpochDay): IsoDate {
  requireInteger('epoch day', epochDay);
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  ensure(
    year >= MIN_YEAR && year <= MAX_YEAR,
    () => `epoch day ${epochDay} is outside years ${MIN_YEAR}..${MAX_YEAR}`,
  );
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` as IsoDate;
}

/** `date` moved by `days` calendar days (negative moves back). @throws FinanceError INVALID_ARGUMENT for a non-integer. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Calendar days from `start` to `end` (negative when `end` is earlier). */
export function daysBetween(start: IsoDate, end: IsoDate): number {
  return toEpochDay(end) - toEpochDay(start);
}

/** ISO weekday of `date`: 1 = Monday … 7 = Sunday. */
export function weekday(date: IsoDate): IsoWeekday {
  // 1970-01-01 was a Thursday (4).
  const d = (((toEpochDay(date) + 3) % 7) + 7) % 7;
  return (d + 1) as IsoWeekday;
}

/** Whether `date` is a Saturday or a Sunday. */
export function isWeekend(date: IsoDate): boolean {
  return weekday(date) >= 6;
}

/**
 * `date` moved by `months` months; a day past the target month's end is clamped to its last day
 * (2024-01-31 + 1 month = 2024-02-29).
 * @throws FinanceError INVALID_ARGUMENT for a non-integer or a result outside 0001..9999.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  requireInteger('months', months);
  const { year, month, day } = dateParts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return isoDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/** `date` moved by `years` years, 29 February clamped to 28 February. @throws as {@link addMonths}. */
export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

/** The first day of `date`'s month. */
export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 8)}01` as IsoDate;
}

/** The last day of `date`'s month. */
export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = dateParts(date);
  return isoDate(year, month, daysInMonth(year, month));
}

/** Whether `date` is the last day of its month. */
export function isEndOfMonth(date: IsoDate): boolean {
  const { year, month, day } = dateParts(date);
  return day === daysInMonth(year, month);
}

/** -1, 0 or 1 as `a` is before, equal to or after `b` (ISO strings compare as text). */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The earlier of two dates. */
export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

/** The later of two dates. */
export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}

/**
 * The UTC calendar date of an instant given as milliseconds since 1970-01-01T00:00:00Z.
 * @throws FinanceError INVALID_ARGUMENT when `epochMs` is not finite.
 */
export function utcDateOfInstant(epochMs: number): IsoDate {
  requireFinite('instant', epochMs);
  return fromEpochDay(Math.floor(epochMs / 86_400_000));
}
