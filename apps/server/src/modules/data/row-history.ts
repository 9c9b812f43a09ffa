import {
  BOOK_KINDS,
  type BookKind,
  bookCode,
  isBookCode,
  PENDING_PK,
  type RowChange,
} from '@cobertura/contracts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectBookChanges, selectRowsOfCode } from './book.queries.ts';

/**
 * A row's image as the history shows it: the kind's fields only, without the bookkeeping a stored
 * image also holds (its id and version), which say nothing a treasurer changed.
 */
function fieldsOf(kind: BookKind, image: unknown): Record<string, unknown> | null {
  if (image === null || typeof image !== 'object') return null;
  const fields = BOOK_KINDS[kind].fields;
  return Object.fromEntries(Object.entries(image).filter(([field]) => Object.hasOwn(fields, field)));
}

/**
 * A book row's history, newest first (the grids' "show this row's history"), by its code — a deleted
 * row's too; 404 for another company's row. A code given to rows of two of the caller's companies
 * (their own codes, INV-2031) needs the company named.
 */
export async function rowHistory(
  services: Services,
  caller: Caller,
  kind: BookKind,
  pk: string,
  companyId?: number,
): Promise<RowChange[]> {
  if (pk === PENDING_PK || !isBookCode(pk)) throw notFound('No such row.');
  const named = await selectRowsOfCode(services, caller, kind, bookCode(pk), companyId);
  if (named.length > 1)
    throw new AppError('CONFLICT', 'Rows of several of your companies have this code: name the company.');
  const [row] = named;
  if (!row) throw notFound('No such row.');
  const changes = await selectBookChanges(services, caller, kind, row.companyId, row.rowId);
  if (changes.length === 0) throw notFound('No such row.');
  return changes.map((c) => ({
    action: c.action as RowChange['action'],
    version: c.version,
    changed_by: c.changed_by,
    changed_at: c.at.toISOString(),
    before: fieldsOf(kind, c.before),
    after: fieldsOf(kind, c.after),
  }));
}
