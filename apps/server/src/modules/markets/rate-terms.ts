import type { CatalogInstrument } from '@cobertura/contracts';
import { addDays, type IsoDate } from '@cobertura/finance/time';
import { RATE_TENORS } from './catalog.ts';

/** The term of an interest-rate instrument and its length in days (`USD-3M` → 3M, 91 days). */
export function rateTerm(instrument: Pick<CatalogInstrument, 'id'>): { term: string; days: number } {
  const term = instrument.id.slice(instrument.id.lastIndexOf('-') + 1);
  const tenor = RATE_TENORS.find((t) => t.term === term);
  if (!tenor) throw new Error(`${instrument.id} is not a rate of the catalogue's tenors`);
  return tenor;
}

/** The expiry of a rate's term counted from a day. */
export function termExpiry(day: string, days: number): IsoDate {
  return addDays(day as IsoDate, days);
}
