import type { BookKind } from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { type BookFilter, selectBookRowsJson } from './data.queries.ts';

/** The query of a book read, in the spec's names (spec 02 §7). */
export interface BookQuery {
  portfolios?: number[];
  currency?: number[];
  commodity?: number[];
  end_product?: number[];
  date?: string;
  initialDate?: string;
  exposure_date?: boolean;
}

/**
 * Reads the caller's rows of a kind as the JSON array to answer. `window` says how `date` reads:
 * 'future' keeps rows dated on or after it, 'past' rows from `initialDate` to before it; without a
 * window every row is read.
 */
export function listBookRows(
  services: Services,
  caller: Caller,
  kind: BookKind,
  query: BookQuery,
  window?: 'future' | 'past',
): Promise<string> {
  const filter: BookFilter = {
    portfolios: query.portfolios,
    pairIds: query.currency,
    commodityIds: query.commodity,
    endProductIds: query.end_product,
    isByExposureDate: query.exposure_date === true,
    ...(window === 'future' ? { from: query.date } : {}),
    ...(window === 'past' ? { from: query.initialDate, to: query.date } : {}),
  };
  return selectBookRowsJson(services, caller, kind, filter);
}
