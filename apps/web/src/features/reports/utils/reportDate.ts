import { formatWeekday } from '../../../utils/format.ts';

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};

/**
 * A report's date as the spec's cards show it, 'MMM DD, YY' (Jan 02, 26; in Spanish ene 02, 26),
 * the form the search also reads. Empty for anything that is not YYYY-MM-DD.
 */
export function reportDate(day: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const [, year = '', month = '', date = ''] = match;
  const names = lang.startsWith('es') ? MONTHS.es : MONTHS.en;
  return `${names[Number(month) - 1] ?? ''} ${date}, ${year.slice(2)}`;
}

/** A day named with its weekday, then as the cards show it: 'Monday Nov 23, 26', 'lunes nov 23, 26'. */
export function reportDayName(day: string, lang: string): string {
  return `${formatWeekday(day, lang)} ${reportDate(day, lang)}`;
}
