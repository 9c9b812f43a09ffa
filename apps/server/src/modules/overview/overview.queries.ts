import { OPEN_REQUEST_STATES } from '@cobertura/contracts';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { companies, hedgeRequests } from '../../db/schema.ts';
import type { Caller } from '../../identity/caller.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

/** Overview's door to the database: the company it shows and its hedge requests past their window. */

type Scope = Pick<Caller, 'companyIds'>;

/** One of the caller's companies (`id`, else the first by id); undefined for anyone else's. */
export async function selectCallerCompany(services: Services, caller: Scope, id: number | undefined) {
  const [found] = await services.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(inCallerCompanies(companies.id, caller), id === undefined ? undefined : eq(companies.id, id)))
    .orderBy(asc(companies.id))
    .limit(1);
  return found;
}

/** The company's open hedge requests whose execution window ended before `now`, the oldest first. */
export function selectRequestsPastWindow(services: Services, caller: Scope, companyId: number, now: Date) {
  return services.db
    .select({
      id: hedgeRequests.id,
      portfolioId: hedgeRequests.portfolioId,
      asset: hedgeRequests.asset,
      window: hedgeRequests.window,
      windowEnds: hedgeRequests.windowEnds,
    })
    .from(hedgeRequests)
    .where(
      and(
        inCallerCompanies(hedgeRequests.companyId, caller),
        eq(hedgeRequests.companyId, companyId),
        inArray(hedgeRequests.state, [...OPEN_REQUEST_STATES]),
        lt(hedgeRequests.windowEnds, now),
      ),
    )
    .orderBy(asc(hedgeRequests.windowEnds));
}
