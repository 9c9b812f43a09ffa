/**
 * An Asian option's fixings on a valuation date: those already fixed (read from history) and those
 * still to come.
 */
import type { BusinessCalendar } from '../time/calendar.ts';
import type { IsoDate } from '../time/date.ts';
import { businessDaysOf } from './business-days-of.ts';
import { firstBarFrom } from './first-bar-from.ts';
import type { HistoryBar } from './types.ts';

/** The fixings of an average: how many, what the past ones add up to, and the future ones' span. */
export interface AsianFixings {
  /** All fixings, n ≥ 1. */
  readonly count: number;
  /** Fixings before the valuation date and the sum of their closes. */
  readonly pastCount: number;
  readonly pastSum: number;
  /** The first fixing on or after the valuation date; null when none is left. */
  readonly firstFuture: IsoDate | null;
}

/** A calendar's business days listed once over [from, to], sorted. */
export interface BusinessDaySpan {
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly days: readonly IsoDate[];
}

/** The index of the first date ≥ `date` (> `date` when `isStrict`) in sorted `dates`. */
function searchDates(dates: readonly IsoDate[], date: IsoDate, isStrict: boolean): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid]! < date || (isStrict && dates[mid] === date)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The business days of [start, end] on `calendar` as fixings. A fixing before `valuationDate` is
 * the close of that day, or the last close before it when the day has no bar.
 * @param known the calendar's business days over a span, read instead of the calendar when they
 *   cover [start, end] (a book lists them once for all its rows: {@link hedgeRowContext}).
 * @returns the fixings, or `problem` when there is no business day in the period or a past fixing
 *   has no close on or before it.
 */
export function asianFixings(
  calendar: BusinessCalendar,
  known: BusinessDaySpan | null,
  start: IsoDate,
  end: IsoDate,
  valuationDate: IsoDate,
  history: readonly HistoryBar[],
): AsianFixings | { readonly problem: string } {
  const isCovered = known !== null && known.from <= start && known.to >= end;
  const days = isCovered ? known.days : businessDaysOf(calendar, start, end);
  const first = searchDates(days, start, false);
  const last = searchDates(days, end, true);
  if (last <= first)
    return { problem: `There is no business day to fix the average between ${start} and ${end}.` };
  const split = Math.min(last, Math.max(first, searchDates(days, valuationDate, false)));
  // Walk the past fixings and the history together: each fixing reads the last bar on or before it.
  let bar = firstBarFrom(history, days[first]!);
  let pastSum = 0;
  for (let i = first; i < split; i++) {
    const date = days[i]!;
    while (bar < history.length && history[bar]!.date <= date) bar++;
    if (bar === 0) return { problem: `The history has no close on or before the fixing of ${date}.` };
    pastSum += history[bar - 1]!.close;
  }
  return {
    count: last - first,
    pastCount: split - first,
    pastSum,
    firstFuture: split < last ? days[split]! : null,
  };
}
