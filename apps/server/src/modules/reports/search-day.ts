import { REPORT_SEARCH_COUNTRIES } from '@cobertura/contracts';
import {
  adjustDate,
  type BusinessCalendar,
  calendarOfCountry,
  type IsoDate,
  isIsoDate,
  joinCalendars,
} from '@cobertura/finance/time';

let calendar: BusinessCalendar | undefined;

/** The business days of Colombia, the United States and Mexico together, which a date search reads. */
export function reportSearchCalendar(): BusinessCalendar {
  calendar ??= joinCalendars(REPORT_SEARCH_COUNTRIES.map((country) => calendarOfCountry(country)));
  return calendar;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Spanish month abbreviations, for a search typed as the Spanish screen shows dates. */
const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** A date search: the day the text names, and the business day whose reports it finds. */
export interface DateSearch {
  asked: IsoDate;
  day: IsoDate;
}

/**
 * The days a search text names, when it is a date: `2026-01-01`, or the cards' `Jan 01, 26` (English
 * or Spanish month, two- or four-digit year). A weekend or a holiday of any of the three countries
 * moves forward to the next business day of all three (spec 01 §5), in any year, so that the list
 * can say which day it shows. Undefined when the text is not a date.
 */
export function dateSearch(text: string): DateSearch | undefined {
  const asked = parseSearchDate(text.trim().toLowerCase());
  if (!asked) return undefined;
  return { asked, day: adjustDate(reportSearchCalendar(), asked, 'FOLLOWING') };
}

function parseSearchDate(text: string): IsoDate | undefined {
  if (isIsoDate(text)) return text;
  const match = /^([a-z]{3})\.?\s+(\d{1,2}),?\s+(\d{2}|\d{4})$/.exec(text);
  if (!match) return undefined;
  const [, name = '', dayText = '', yearText = ''] = match;
  const month = Math.max(MONTHS.indexOf(name), MESES.indexOf(name)) + 1;
  if (month === 0) return undefined;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const iso = `${year}-${String(month).padStart(2, '0')}-${dayText.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}
