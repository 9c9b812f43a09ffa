/**
 * An Asian option's fixings on a valuation date: those already fixed (read from history) and those
 * still to come.
 */
import type { BusinessCalendar } from '../time/calendar.ts';
import { fromEpochDay, type IsoDate, toEpochDay } from '../time/date.ts';
import { closeOn } from './close-on.ts';
import type { HistoryBar } from './types.ts';

/** The fixings of an average: how many, what the past ones add up to, and the future ones' span. */
export interface AsianFixings {
  /** All fixings, n ≥ 1. */
  readonly count: number;
  /** Fixings before the valuation date and the sum of their closes. */
  readonly pastCount: number;
  readonly pastSum: number;
  /** The first and last fixing on or after the valuation date; null when none is left. */
  readonly firstFuture: IsoDate | null;
  readonly lastFuture: IsoDate | null;
}

/**
 * The business days of [start, end] on `calendar` as fixings. A fixing before `valuationDate` is
 * the close of that day, or the last close before it when the day has no bar.
 * @returns the fixings, or `problem` when there is no business day in the period or a past fixing
 *   has no close on or before it.
 */
export function asianFixings(
  calendar: BusinessCalendar,
  start: IsoDate,
  end: IsoDate,
  valuationDate: IsoDate,
  history: readonly HistoryBar[],
): AsianFixings | { readonly problem: string } {
  let count = 0;
  let pastCount = 0;
  let pastSum = 0;
  let firstFuture: IsoDate | null = null;
  let lastFuture: IsoDate | null = null;
  for (let day = toEpochDay(start), last = toEpochDay(end); day <= last; day++) {
    const date = fromEpochDay(day);
    if (!calendar.isBusinessDay(date)) continue;
    count++;
    if (date >= valuationDate) {
      firstFuture ??= date;
      lastFuture = date;
      continue;
    }
    const close = closeOn(history, date);
    if (close === null) return { problem: `The history has no close on or before the fixing of ${date}.` };
    pastCount++;
    pastSum += close;
  }
  if (count === 0)
    return { problem: `There is no business day to fix the average between ${start} and ${end}.` };
  return { count, pastCount, pastSum, firstFuture, lastFuture };
}
