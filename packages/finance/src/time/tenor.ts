/**
 * Tenors: a period counted from a start date ('1W', '3M', '18M', '2Y'), as FX forwards are quoted.
 */
import { adjustDate, type BusinessCalendar, WEEKENDS_ONLY } from './calendar.ts';
import { addDays, addMonths, type IsoDate } from './date.ts';

/** The usual FX forward tenors, shortest first. */
export const TENORS = ['1W', '2W', '1M', '2M', '3M', '6M', '9M', '1Y', '18M', '2Y'] as const;
export type Tenor = (typeof TENORS)[number];

/**
 * The date of a tenor from `start`: 7 days a week, calendar months otherwise (clamped to the month's
 * end), moved MODIFIED_FOLLOWING on `calendar` (FX tenors settle on a business day).
 * @param calendar default: weekends only (when no pair is known).
 */
export function tenorDate(start: IsoDate, tenor: Tenor, calendar: BusinessCalendar = WEEKENDS_ONLY): IsoDate {
  const n = Number.parseInt(tenor, 10);
  const unadjusted = tenor.endsWith('W')
    ? addDays(start, 7 * n)
    : addMonths(start, tenor.endsWith('Y') ? 12 * n : n);
  return adjustDate(calendar, unadjusted, 'MODIFIED_FOLLOWING');
}
