import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, portfolios } from '../db/schema.ts';
import type { Services } from '../services.ts';
import type { AuthUser } from './auth-user.ts';

type CompanyScope = Pick<AuthUser, 'companyIds'>;

/**
 * The caller's companies as an SQL condition on a company-id column, for the WHERE of every query
 * that reads company data: rows of other companies are never read, not filtered out after.
 * A caller without companies matches nothing.
 */
export function inCallerCompanies(column: AnyPgColumn, caller: CompanyScope): SQL {
  return caller.companyIds.length ? inArray(column, caller.companyIds) : sql`false`;
}

/**
 * A portfolio-id column limited to the portfolios of the caller's companies (and, when given, to
 * `only`), for rows that belong to a portfolio rather than to a company: exposures, hedges,
 * programs. The portfolios are read in the same statement, so an id of another company's portfolio
 * matches nothing.
 */
export function inCallerPortfolios(column: AnyPgColumn, caller: CompanyScope, only?: readonly number[]): SQL {
  if (only?.length === 0) return sql`false`;
  const owned = and(
    inCallerCompanies(portfolios.companyId, caller),
    only ? inArray(portfolios.id, [...only]) : undefined,
  );
  return sql`${column} in (select ${portfolios.id} from ${portfolios} where ${owned})`;
}

/** One of the caller's portfolios, with its company's initials; undefined for anyone else's. */
export async function findCallerPortfolio(services: Services, caller: CompanyScope, portfolioId: number) {
  const [portfolio] = await services.db
    .select({
      id: portfolios.id,
      companyId: portfolios.companyId,
      currencyPairs: portfolios.currencyPairs,
      initials: companies.initials,
    })
    .from(portfolios)
    .innerJoin(companies, eq(companies.id, portfolios.companyId))
    .where(and(eq(portfolios.id, portfolioId), inCallerCompanies(portfolios.companyId, caller)));
  return portfolio;
}
