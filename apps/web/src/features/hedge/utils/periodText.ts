import { formatDate, formatMonth } from '../../../utils/format.ts';

const lastDayOfMonth = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};

/** A period as a treasurer names it: a whole month by its name ("Dec 2026"), else its first and last days. */
export function periodText(period: { date: string; end: string }, lang: string): string {
  const isMonth =
    period.date.endsWith('-01') &&
    period.date.slice(0, 7) === period.end.slice(0, 7) &&
    Number(period.end.slice(8)) === lastDayOfMonth(period.end);
  if (isMonth) return formatMonth(period.date, lang);
  if (period.date === period.end) return formatDate(period.date, lang);
  return `${formatDate(period.date, lang)} – ${formatDate(period.end, lang)}`;
}
