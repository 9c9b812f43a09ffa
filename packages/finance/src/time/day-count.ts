/**
 * Day-count conventions as named data.
 *
 * The product's own convention is ACT/365 Fixed: spec 02 §9 fixes 365 days per year, and every time
 * to expiry in the valuation inputs is `days_to_expiration / 365`. ACT/360 and ACT/ACT ISDA are here
 * for money-market rates and imports that quote them (definitions: 2006 ISDA Definitions §4.16).
 */
import { ensure } from '../check.ts';
import { dateParts, daysBetween, type IsoDate, isLeapYear, isoDate } from './date.ts';

/** The product's days per year (spec 02 §9): ACT/365 Fixed. */
export const DAYS_PER_YEAR = 365;

/** A day-count convention: a name and the year fraction between two dates. */
export interface DayCount {
  /** Canonical name, e.g. 'ACT/365F'. */
  readonly name: string;
  /**
   * Year fraction (years) from `start` to `end`; negative when `end` is before `start`, 0 when equal.
   * Additive: yearFraction(a, b) + yearFraction(b, c) = yearFraction(a, c).
   */
  yearFraction(start: IsoDate, end: IsoDate): number;
}

function actActIsda(start: IsoDate, end: IsoDate): number {
  if (end < start) return -actActIsda(end, start);
  const y1 = dateParts(start).year;
  const y2 = dateParts(end).year;
  if (y1 === y2) return daysBetween(start, end) / (isLeapYear(y1) ? 366 : 365);
  const firstPart = daysBetween(start, isoDate(y1 + 1, 1, 1)) / (isLeapYear(y1) ? 366 : 365);
  const lastPart = daysBetween(isoDate(y2, 1, 1), end) / (isLeapYear(y2) ? 366 : 365);
  return firstPart + (y2 - y1 - 1) + lastPart;
}

/** The day counts by canonical key. */
export const dayCounts = {
  /** Actual days / 365, every year (the product's default). */
  ACT_365F: { name: 'ACT/365F', yearFraction: (s, e) => daysBetween(s, e) / DAYS_PER_YEAR },
  /** Actual days / 360 (USD, EUR money markets). */
  ACT_360: { name: 'ACT/360', yearFraction: (s, e) => daysBetween(s, e) / 360 },
  /** Actual days in each calendar year / that year's length (365 or 366). */
  ACT_ACT_ISDA: { name: 'ACT/ACT ISDA', yearFraction: actActIsda },
} as const satisfies Record<string, DayCount>;

/** Canonical key of a day count. */
export type DayCountKey = keyof typeof dayCounts;

/** Outside spellings (imports, term sheets) → canonical key. Matched case-insensitively, spaces collapsed. */
export const DAY_COUNT_SPELLINGS: Readonly<Record<string, DayCountKey>> = {
  'ACT/365': 'ACT_365F',
  'ACT/365F': 'ACT_365F',
  'ACT/365 FIXED': 'ACT_365F',
  'ACTUAL/365': 'ACT_365F',
  'ACTUAL/365F': 'ACT_365F',
  'ACTUAL/365 FIXED': 'ACT_365F',
  'ACTUAL/365 (FIXED)': 'ACT_365F',
  'ACT/365 (FIXED)': 'ACT_365F',
  'A/365F': 'ACT_365F',
  'A/365': 'ACT_365F',
  ACT365: 'ACT_365F',
  ACT_365F: 'ACT_365F',
  ENGLISH: 'ACT_365F',
  'ACT/360': 'ACT_360',
  'ACTUAL/360': 'ACT_360',
  'A/360': 'ACT_360',
  ACT360: 'ACT_360',
  ACT_360: 'ACT_360',
  FRENCH: 'ACT_360',
  'ACT/ACT': 'ACT_ACT_ISDA',
  'ACT/ACT ISDA': 'ACT_ACT_ISDA',
  'ACTUAL/ACTUAL': 'ACT_ACT_ISDA',
  'ACTUAL/ACTUAL (ISDA)': 'ACT_ACT_ISDA',
  'ACT/ACT (ISDA)': 'ACT_ACT_ISDA',
  'ACT/365 ISDA': 'ACT_ACT_ISDA',
  ACT_ACT_ISDA: 'ACT_ACT_ISDA',
};

/**
 * The day count named by an outside spelling ('ACT/365', 'Actual/365 Fixed', 'act/360', …).
 * @throws FinanceError INVALID_ARGUMENT for a spelling not in {@link DAY_COUNT_SPELLINGS}.
 */
export function dayCountOf(spelling: string): DayCount {
  const key = DAY_COUNT_SPELLINGS[spelling.trim().replace(/\s+/g, ' ').toUpperCase()];
  ensure(key !== undefined, () => `unknown day count '${spelling}'`);
  return dayCounts[key];
}

/** ACT/365 Fixed year fraction from `start` to `end`, in years (the product's time to expiry). */
export function yearsBetween(start: IsoDate, end: IsoDate): number {
  return daysBetween(start, end) / DAYS_PER_YEAR;
}

/** Year fraction of a number of calendar days under ACT/365 Fixed. */
export function daysToYears(days: number): number {
  return days / DAYS_PER_YEAR;
}
