import { type IsoDate, latestAcceptedBarDate } from '@cobertura/finance/time';

/**
 * The day of the bar a price set at `instant` belongs to (spec 02 §9): the date in America/Chicago,
 * or the next day from 20:00 there on. The ticker writes today's bar on this day, and an import
 * accepts no bar after it.
 */
export function barDayFor(instant: Date): IsoDate {
  return latestAcceptedBarDate(instant.getTime());
}
