import type { CatalogInstrument } from '@cobertura/contracts';
import { addDays, addMonths, daysBetween, type IsoDate } from '@cobertura/finance/time';

/** The term of an interest-rate instrument, from its id (`USD-3M` → `3M`). */
export function rateTerm(instrument: Pick<CatalogInstrument, 'id'>): string {
  return instrument.id.slice(instrument.id.lastIndexOf('-') + 1);
}

/**
 * The expiry of a term counted from a day: 7 days a week (`1W`), calendar months (`3M`) or years
 * (`2Y`), unadjusted (a rate's term is a period, not a settlement date).
 */
export function termExpiry(day: string, term: string): IsoDate {
  const n = Number.parseInt(term, 10);
  const unit = term.slice(-1).toUpperCase();
  const start = day as IsoDate;
  if (unit === 'D') return addDays(start, n);
  if (unit === 'W') return addDays(start, 7 * n);
  return addMonths(start, unit === 'Y' ? 12 * n : n);
}

/** Calendar days of a term from a day. */
export function termDays(day: string, term: string): number {
  return daysBetween(day as IsoDate, termExpiry(day, term));
}
