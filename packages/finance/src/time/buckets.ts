/**
 * Period buckets (spec 02 §2 "Bucket options" and §9 "Interval groups").
 *
 * Each date falls in exactly one bucket per period; a bucket has a sortable text key and its first
 * and last day (inclusive):
 * - DAILY: the day itself, key '2025-03-14'.
 * - WEEKLY: the ISO week, Monday to Sunday, key '2025-W11' (ISO 8601 week-numbering year).
 * - HALF-MONTH: days 1–15 and 16–end of month (the spec's split at the 15th), keys '2025-03-H1' / '-H2'.
 * - MONTHLY: key '2025-03'. QUARTERLY: key '2025-Q1'. SEMESTER: Jan–Jun / Jul–Dec, key '2025-S1'.
 * - YEARLY: key '2025'.
 */
import { ensure } from '../check.ts';
import { addDays, dateParts, daysBetween, daysInMonth, type IsoDate, isoDate, weekday } from './date.ts';

/** The spec's bucket options. */
export const PERIODS = [
  'DAILY',
  'WEEKLY',
  'HALF-MONTH',
  'MONTHLY',
  'QUARTERLY',
  'SEMESTER',
  'YEARLY',
] as const;

/** One of {@link PERIODS}. */
export type Period = (typeof PERIODS)[number];

/** A date's bucket. */
export interface Bucket {
  readonly period: Period;
  /** Sortable key: the same order as the buckets' dates. */
  readonly key: string;
  /** First day, inclusive. */
  readonly start: IsoDate;
  /** Last day, inclusive. */
  readonly end: IsoDate;
}

/** The spec's chart interval codes (§9 "Interval groups") and their periods. */
export const INTERVAL_PERIOD: Readonly<Record<string, Period>> = {
  '1D': 'DAILY',
  '1W': 'WEEKLY',
  '2W': 'HALF-MONTH',
  '1M': 'MONTHLY',
  '1Q': 'QUARTERLY',
  '6M': 'SEMESTER',
  '1Y': 'YEARLY',
};

/**
 * A period from a bucket option ('MONTHLY', any case; 'HALF MONTH' and 'HALF_MONTH' accepted) or an
 * interval code ('1M').
 * @throws FinanceError INVALID_ARGUMENT for anything else.
 */
export function parsePeriod(value: string): Period {
  const v = value.trim().toUpperCase().replace(/[ _]/g, '-');
  const period = (PERIODS as readonly string[]).includes(v) ? (v as Period) : INTERVAL_PERIOD[v];
  ensure(period !== undefined, () => `unknown period '${value}'`);
  return period;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** The ISO 8601 week of a date: its week-numbering year and week number (1 to 53). */
export function isoWeek(date: IsoDate): { year: number; week: number } {
  // The Thursday of the date's week decides the week-numbering year.
  const thursday = addDays(date, 4 - weekday(date));
  const { year } = dateParts(thursday);
  const dayOfYear = daysBetween(isoDate(year, 1, 1), thursday);
  return { year, week: Math.floor(dayOfYear / 7) + 1 };
}

/** The bucket of `date` for `period`. */
export function bucketOf(date: IsoDate, period: Period): Bucket {
  const { year, month, day } = dateParts(date);
  const monthKey = `${String(year).padStart(4, '0')}-${pad2(month)}`;
  switch (period) {
    case 'DAILY':
      return { period, key: date, start: date, end: date };
    case 'WEEKLY': {
      const start = addDays(date, 1 - weekday(date));
      const w = isoWeek(date);
      return {
        period,
        key: `${String(w.year).padStart(4, '0')}-W${pad2(w.week)}`,
        start,
        end: addDays(start, 6),
      };
    }
    case 'HALF-MONTH':
      return day <= 15
        ? { period, key: `${monthKey}-H1`, start: isoDate(year, month, 1), end: isoDate(year, month, 15) }
        : {
            period,
            key: `${monthKey}-H2`,
            start: isoDate(year, month, 16),
            end: isoDate(year, month, daysInMonth(year, month)),
          };
    case 'MONTHLY':
      return {
        period,
        key: monthKey,
        start: isoDate(year, month, 1),
        end: isoDate(year, month, daysInMonth(year, month)),
      };
    case 'QUARTERLY': {
      const q = Math.ceil(month / 3);
      return quarterLike(period, year, `Q${q}`, (q - 1) * 3 + 1, 3);
    }
    case 'SEMESTER': {
      const s = month <= 6 ? 1 : 2;
      return quarterLike(period, year, `S${s}`, (s - 1) * 6 + 1, 6);
    }
    case 'YEARLY':
      return quarterLike(period, year, '', 1, 12);
  }
}

/**
 * How many buckets of `period` run from the one holding `first` to the one holding `last`, empty
 * ones included (one when `last` is in `first`'s bucket or before it): counted from the two dates
 * alone, so the size of a period table is known before any bucket is built (1900 to 2199 daily is
 * 109,573 buckets, counted in constant time).
 */
export function bucketCount(first: IsoDate, last: IsoDate, period: Period): number {
  return Math.max(1, bucketOrdinal(last, period) - bucketOrdinal(first, period) + 1);
}

/** The bucket of `date` as a whole number that rises by one from each bucket to the next. */
function bucketOrdinal(date: IsoDate, period: Period): number {
  const { year, month, day } = dateParts(date);
  const months = year * 12 + month - 1;
  switch (period) {
    case 'DAILY':
      return daysBetween(isoDate(1970, 1, 1), date);
    case 'WEEKLY':
      // Monday-based: the days since a Monday (1970-01-05), in whole weeks.
      return Math.floor(daysBetween(isoDate(1970, 1, 5), date) / 7);
    case 'HALF-MONTH':
      return months * 2 + (day <= 15 ? 0 : 1);
    case 'MONTHLY':
      return months;
    case 'QUARTERLY':
      return Math.floor(months / 3);
    case 'SEMESTER':
      return Math.floor(months / 6);
    case 'YEARLY':
      return year;
  }
}

function quarterLike(
  period: Period,
  year: number,
  suffix: string,
  firstMonth: number,
  months: number,
): Bucket {
  const lastMonth = firstMonth + months - 1;
  const y = String(year).padStart(4, '0');
  return {
    period,
    key: suffix ? `${y}-${suffix}` : y,
    start: isoDate(year, firstMonth, 1),
    end: isoDate(year, lastMonth, daysInMonth(year, lastMonth)),
  };
}

/**
 * Items grouped by bucket, buckets in date order, items in input order within a bucket.
 * @param dateOf the date of an item.
 */
export function groupByBucket<T>(
  items: readonly T[],
  dateOf: (item: T) => IsoDate,
  period: Period,
): { bucket: Bucket; items: T[] }[] {
  const groups = new Map<string, { bucket: Bucket; items: T[] }>();
  for (const item of items) {
    const bucket = bucketOf(dateOf(item), period);
    let group = groups.get(bucket.key);
    if (!group) {
      group = { bucket, items: [] };
      groups.set(bucket.key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()].sort((a, b) => (a.bucket.start < b.bucket.start ? -1 : 1));
}
