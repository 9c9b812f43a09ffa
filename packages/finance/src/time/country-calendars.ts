/**
 * Country, currency and currency-pair calendars built from the holiday rules (country-holidays.ts).
 */

import { ensure } from '../check.ts';
import { type BusinessCalendar, createCalendar, joinCalendars, TARGET_CALENDAR } from './calendar.ts';
import { calendarIdOfCurrency, TARGET, toAlpha3 } from './country-codes.ts';
import { countryHolidays } from './country-holidays.ts';

const countryCalendars = new Map<string, BusinessCalendar>();

/**
 * The business-day calendar of a country, any year: its market-closing holidays from the
 * date-holidays rules (see country-holidays.ts for which holiday types count), with the official
 * corrections listed there. `'TARGET'` gives the euro area's TARGET2 calendar.
 * @param country ISO 3166-1 alpha-3 ('COL') or alpha-2 ('CO'), any case; or 'TARGET'.
 * @throws FinanceError UNKNOWN_CALENDAR for an unknown code or a country without holiday rules.
 */
export function calendarOfCountry(country: string): BusinessCalendar {
  const code = country.trim().toUpperCase();
  if (code === TARGET) return TARGET_CALENDAR;
  const alpha3 = toAlpha3(code);
  let calendar = countryCalendars.get(alpha3);
  if (!calendar) {
    // Fail on an unknown country now rather than on the first lookup.
    countryHolidays(alpha3, 2000);
    calendar = createCalendar(alpha3, (year) => countryHolidays(alpha3, year));
    countryCalendars.set(alpha3, calendar);
  }
  return calendar;
}

/**
 * The settlement calendar of a currency ('USD' → USA (Federal Reserve), 'EUR' → TARGET2, …).
 * @throws FinanceError UNKNOWN_CALENDAR for a currency without a known calendar.
 */
export function calendarOfCurrency(currency: string): BusinessCalendar {
  return calendarOfCountry(calendarIdOfCurrency(currency));
}

/** Joined pair calendars, kept so that their per-year holiday sets are built once. */
const pairCalendars = new Map<string, BusinessCalendar>();

/**
 * The calendar of a currency pair: closed when either currency's calendar is closed.
 * @param pair six letters, e.g. 'USDCOP' (a '/' or '-' between the codes is accepted: 'USD/COP').
 * @throws FinanceError INVALID_ARGUMENT when `pair` is not two three-letter codes;
 *   UNKNOWN_CALENDAR when a currency has no known calendar.
 */
export function calendarOfPair(pair: string): BusinessCalendar {
  const letters = pair
    .trim()
    .toUpperCase()
    .replace(/[/\-\s]/g, '');
  ensure(/^[A-Z]{6}$/.test(letters), () => `not a currency pair: '${pair}'`);
  let calendar = pairCalendars.get(letters);
  if (!calendar) {
    calendar = joinCalendars([calendarOfCurrency(letters.slice(0, 3)), calendarOfCurrency(letters.slice(3))]);
    pairCalendars.set(letters, calendar);
  }
  return calendar;
}
