import type { StrategyLeg } from '@cobertura/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { companies, portfolios, strategies } from '../../db/schema.ts';
import type { Caller } from '../../identity/caller.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

/** Catalogue strategies of an asset class by id, with their legs. */
export async function selectStrategiesById(
  services: Services,
  asset: 'currency' | 'commodity',
  ids: readonly number[],
) {
  const rows = await services.db
    .select()
    .from(strategies)
    .where(and(eq(strategies.asset, asset), inArray(strategies.id, [...ids])));
  return rows.map((row) => ({ ...row, legs: row.legs as StrategyLeg[] }));
}

/** One of the caller's companies' portfolios, with its company's initials; undefined otherwise. */
export async function selectCallerPortfolio(services: Services, caller: Caller, id: number) {
  const [row] = await services.db
    .select({ id: portfolios.id, currencyPairs: portfolios.currencyPairs, initials: companies.initials })
    .from(portfolios)
    .innerJoin(companies, eq(companies.id, portfolios.companyId))
    .where(and(inCallerCompanies(portfolios.companyId, caller), eq(portfolios.id, id)));
  return row;
}
