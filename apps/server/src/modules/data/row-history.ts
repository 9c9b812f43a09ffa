import { type BookKind, PENDING_PK, type RowChange } from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectBookChanges } from './book.queries.ts';
import { findCallerCompanyByInitials } from './portfolios.queries.ts';

/** A book row's history, newest first (the grids' "show this row's history"); 404 for another company's row. */
export async function rowHistory(
  services: Services,
  caller: Caller,
  kind: BookKind,
  pk: string,
): Promise<RowChange[]> {
  const match = /^([A-Z]+)(\d{1,9})$/.exec(pk);
  if (!match || pk === PENDING_PK) throw notFound('No such row.');
  const company = await findCallerCompanyByInitials(services, caller, match[1] ?? '');
  if (!company) throw notFound('No such row.');
  const changes = await selectBookChanges(services, caller, kind, company.id, Number(match[2]));
  if (changes.length === 0) throw notFound('No such row.');
  return changes.map((c) => ({
    action: c.action as RowChange['action'],
    version: c.version,
    changed_by: c.changed_by,
    changed_at: c.at.toISOString(),
    before: c.before as Record<string, unknown> | null,
    after: c.after as Record<string, unknown> | null,
  }));
}
