import { isIsoDate } from '@cobertura/finance/time';
import { z } from 'zod';

/**
 * How a date written in figures (a/b/yyyy) is read — the one rule of the grid's typing and pasting
 * and of an import's text cells. `yyyy-mm-dd` needs none of this: it is read the same everywhere.
 */

/** The two ways the world writes a/b/yyyy: 31/12/2027 and 12/31/2027. */
export const DATE_ORDERS = ['day-first', 'month-first'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/**
 * The order figure dates are read in: one of the two, or `either` when none is settled — then a
 * date that reads only one way (31/12/2027, 12/31/2027) is read that way, and one that reads both
 * ways as different days (01/02/2028) is not read at all.
 */
export type FigureDateOrder = DateOrder | 'either';

/** A user's setting (Profile): an order, or `language`, the default, which follows the app's language. */
export const DATE_ORDER_SETTINGS = ['language', ...DATE_ORDERS] as const;
export type DateOrderSetting = (typeof DATE_ORDER_SETTINGS)[number];
export const ZDateOrderSetting = z
  .enum(DATE_ORDER_SETTINGS)
  .describe(
    "How dates written in figures (a/b/yyyy) are read: 'day-first', 'month-first', or 'language' (Spanish day first; English, written both ways, reads only dates that cannot be misread).",
  );

/**
 * Each language's own order. Every Spanish-speaking country writes the day first; English is written
 * month first in the United States and day first in most other places (and by the platform's Latin
 * American treasurers working in English), so English settles nothing.
 */
const LANGUAGE_ORDERS: Readonly<Record<string, FigureDateOrder>> = { es: 'day-first', en: 'either' };

/** The order a user's figure dates are read in: their setting, else their language's. */
export function dateOrderFor(setting: DateOrderSetting, language: string): FigureDateOrder {
  return setting === 'language' ? (LANGUAGE_ORDERS[language] ?? 'either') : setting;
}

/** A figure date as read: the day, or why there is none — with the days it could be, for the message. */
export type FigureDate =
  | { date: string }
  | { problem: 'NOT_A_DATE' }
  /** Both orders read a real day, and they differ; nothing settles which was meant. */
  | { problem: 'AMBIGUOUS_DATE'; dayFirst: string; monthFirst: string }
  /** A real day only in the order the user does not write (13/01/2028 for a month-first user). */
  | { problem: 'OTHER_ORDER_DATE'; otherOrder: string };

/** A real calendar day as `yyyy-mm-dd`, or undefined (2027-02-30, month 13, a year before 1000). */
export function calendarDay(year: number, month: number, day: number): string | undefined {
  if (year < 1000 || year > 9999) return undefined;
  const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(text) ? text : undefined;
}

/**
 * `first/second/year` read in `order`. A settled order reads the date its way when that is a real
 * day, and never swaps it: a day only the other order gives is OTHER_ORDER_DATE. `either` reads the
 * one real day when only one order gives one (or both give the same), and answers AMBIGUOUS_DATE when
 * they give two.
 */
export function readFigureDate(
  first: number,
  second: number,
  year: number,
  order: FigureDateOrder,
): FigureDate {
  const dayFirst = calendarDay(year, second, first);
  const monthFirst = calendarDay(year, first, second);
  if (order !== 'either') {
    const [mine, other] = order === 'day-first' ? [dayFirst, monthFirst] : [monthFirst, dayFirst];
    if (mine) return { date: mine };
    return other ? { problem: 'OTHER_ORDER_DATE', otherOrder: other } : { problem: 'NOT_A_DATE' };
  }
  if (dayFirst && monthFirst && dayFirst !== monthFirst)
    return { problem: 'AMBIGUOUS_DATE', dayFirst, monthFirst };
  const date = dayFirst ?? monthFirst;
  return date ? { date } : { problem: 'NOT_A_DATE' };
}
