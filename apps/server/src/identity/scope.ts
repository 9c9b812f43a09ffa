import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from './auth-user.ts';

/**
 * The caller's companies as an SQL condition on a company-id column, for the WHERE of every query
 * that reads company data: rows of other companies are never read, not filtered out after.
 * A caller without companies matches nothing.
 */
export function inCallerCompanies(column: AnyPgColumn, caller: Pick<AuthUser, 'companyIds'>): SQL {
  return caller.companyIds.length ? inArray(column, caller.companyIds) : sql`false`;
}
