import { and, eq, inArray, sql } from 'drizzle-orm';
import { companies, portfolios } from '../../db/schema.ts';
import type { Caller } from '../../identity/caller.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

/** The caller's companies and their portfolios, as the book and its files name them. */

type Scope = Pick<Caller, 'companyIds'>;

/** One of the caller's companies (its initials prefix its generated book codes); undefined for anyone else's. */
export async function findCallerCompany(services: Services, caller: Scope, companyId: number) {
  const [company] = await services.db
    .select({ id: companies.id, initials: companies.initials })
    .from(companies)
    .where(and(eq(companies.id, companyId), inCallerCompanies(companies.id, caller)));
  return company;
}

/** A company's portfolios among `ids`, with their pairs and commodities. */
export function selectCompanyPortfolios(services: Services, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return services.db
    .select({ id: portfolios.id, pairs: portfolios.currencyPairs, commodityIds: portfolios.commodityIds })
    .from(portfolios)
    .where(and(eq(portfolios.companyId, companyId), inArray(portfolios.id, ids)));
}

const portfolioAnswer = {
  pk_idportfolio: portfolios.id,
  portfolio_name: portfolios.name,
  fk_currency: portfolios.currencyPairs,
  fk_idcommodity: portfolios.commodityIds,
  fk_id_end_product: portfolios.endProductId,
  fk_id_business: portfolios.businessId,
  fk_id_client: portfolios.clientId,
  fk_id_plant: portfolios.plantId,
  fk_id_provider: portfolios.providerId,
  fk_idcompany: portfolios.companyId,
  created_at: sql<string>`to_char(${portfolios.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  show: portfolios.show,
};

export async function selectPortfolio(services: Services, caller: Scope, portfolioId: number) {
  const [portfolio] = await services.db
    .select(portfolioAnswer)
    .from(portfolios)
    .where(and(eq(portfolios.id, portfolioId), inCallerCompanies(portfolios.companyId, caller)));
  return portfolio;
}

export async function insertPortfolio(services: Services, portfolio: typeof portfolios.$inferInsert) {
  const [created] = await services.db.insert(portfolios).values(portfolio).returning({ id: portfolios.id });
  return created;
}

/** Renames or shows/hides one of the caller's portfolios; undefined when it is not theirs. */
export async function updatePortfolio(
  services: Services,
  caller: Scope,
  portfolioId: number,
  change: { name?: string; show?: boolean },
) {
  const [updated] = await services.db
    .update(portfolios)
    .set(change)
    .where(and(eq(portfolios.id, portfolioId), inCallerCompanies(portfolios.companyId, caller)))
    .returning({ id: portfolios.id, companyId: portfolios.companyId });
  return updated;
}

/** A company's name and its portfolios' names, which an import names portfolios by. */
export async function selectCompanyPortfolioNames(services: Services, companyId: number) {
  const [company] = await services.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const names = await services.db
    .select({ id: portfolios.id, name: portfolios.name })
    .from(portfolios)
    .where(eq(portfolios.companyId, companyId));
  return { companyName: company?.name ?? '', portfolios: names };
}
