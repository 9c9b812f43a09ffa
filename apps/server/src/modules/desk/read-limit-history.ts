import type { ZLimitChange } from '@cobertura/contracts';
import type { z } from 'zod';
import { notFound } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { selectLimitChanges } from './supervision.queries.ts';

/** The most changes one history answers: the newest ones. */
export const MAX_LIMIT_CHANGES = 1000;

/**
 * Who changed which limit of the served companies (of `companyId` when given), from what to what and
 * when, newest first (`GET /api/desk/limits/history`). A bank's credit line is named
 * "credit_line <tenor> <bank>". 404 for a company the caller does not serve.
 */
export async function readLimitHistory(
  services: Services,
  scope: { companyIds: number[] },
  companyId: number | undefined,
): Promise<z.input<typeof ZLimitChange>[]> {
  if (companyId !== undefined && !scope.companyIds.includes(companyId)) throw notFound('No such client.');
  const rows = await selectLimitChanges(services, scope, companyId, MAX_LIMIT_CHANGES);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    user: row.user || '—',
    company_name: row.companyName,
    what: row.bankName ? `${row.what} ${row.bankName}` : row.what,
    before: row.before,
    after: row.after,
    comment: row.comment,
  }));
}
