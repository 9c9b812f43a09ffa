/** The fixing days of an average, listed from a calendar. */
import type { BusinessCalendar } from '../time/calendar.ts';
import { fromEpochDay, type IsoDate, toEpochDay } from '../time/date.ts';

/** The business days of [start, end] on `calendar`, in order (empty when `end` < `start`). */
export function businessDaysOf(calendar: BusinessCalendar, start: IsoDate, end: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = toEpochDay(start), last = toEpochDay(end); day <= last; day++) {
    const date = fromEpochDay(day);
    if (calendar.isBusinessDay(date)) days.push(date);
  }
  return days;
}
