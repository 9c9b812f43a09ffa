import { OPEN_REQUEST_STATES, type RequestState, type StrategyLeg } from '@cobertura/contracts';
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  commodities,
  companies,
  hedgeRequestEvents,
  hedgeRequests,
  portfolios,
  strategies,
  tradeTickets,
  users,
} from '../../db/schema.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

/** The hedge requests' door to the database: requests and their life. */

/** Whose companies a desk query reads: the caller's. */
export type Scope = { companyIds: number[] };

export type RequestInsert = Omit<typeof hedgeRequests.$inferInsert, 'id'>;
export type RequestFields = Partial<
  Omit<typeof hedgeRequests.$inferInsert, 'id' | 'companyId' | 'createdBy'>
>;

/** A request with the names its views show. */
export type RequestRow = typeof hedgeRequests.$inferSelect & {
  companyName: string;
  portfolioName: string;
  createdByName: string;
};

/** Which requests a list reads. */
export interface RequestFilter {
  ids?: readonly number[];
  state?: RequestState | undefined;
  open?: boolean | undefined;
  /** Only these states (the desk's lists leave the treasurers' drafts out). */
  states?: readonly RequestState[] | undefined;
  companyId?: number | undefined;
  asset?: string | undefined;
  window?: string | undefined;
}

/** A user as the desk's screens name them: first and last name. */
export const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const requestColumns = {
  request: hedgeRequests,
  companyName: companies.name,
  portfolioName: portfolios.name,
  createdByName: fullName,
};

function flatten(row: {
  request: typeof hedgeRequests.$inferSelect;
  companyName: string;
  portfolioName: string;
  createdByName: string;
}): RequestRow {
  return {
    ...row.request,
    companyName: row.companyName,
    portfolioName: row.portfolioName,
    createdByName: row.createdByName || '—',
  };
}

function filtered(scope: Scope, filter: RequestFilter): SQL | undefined {
  return and(
    inCallerCompanies(hedgeRequests.companyId, scope),
    filter.ids ? inArray(hedgeRequests.id, [...filter.ids]) : undefined,
    filter.state ? eq(hedgeRequests.state, filter.state) : undefined,
    filter.open ? inArray(hedgeRequests.state, [...OPEN_REQUEST_STATES]) : undefined,
    filter.states ? inArray(hedgeRequests.state, [...filter.states]) : undefined,
    filter.companyId ? eq(hedgeRequests.companyId, filter.companyId) : undefined,
    filter.asset ? eq(hedgeRequests.asset, filter.asset.toUpperCase()) : undefined,
    filter.window ? eq(hedgeRequests.window, filter.window) : undefined,
  );
}

function selectJoined(services: Services) {
  return services.db
    .select(requestColumns)
    .from(hedgeRequests)
    .innerJoin(companies, eq(companies.id, hedgeRequests.companyId))
    .innerJoin(portfolios, eq(portfolios.id, hedgeRequests.portfolioId))
    .innerJoin(users, eq(users.id, hedgeRequests.createdBy));
}

export async function insertRequest(services: Services, values: RequestInsert): Promise<number> {
  const [row] = await services.db.insert(hedgeRequests).values(values).returning({ id: hedgeRequests.id });
  if (!row) throw new Error('request insert returned nothing');
  return row.id;
}

/** Requests of the caller's companies, newest first; `window` pages them. */
export async function selectRequests(
  services: Services,
  scope: Scope,
  filter: RequestFilter,
  window?: { limit: number; offset: number },
): Promise<RequestRow[]> {
  const query = selectJoined(services).where(filtered(scope, filter)).orderBy(desc(hedgeRequests.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map(flatten);
}

export async function countRequests(
  services: Services,
  scope: Scope,
  filter: RequestFilter,
): Promise<number> {
  const [row] = await services.db.select({ n: count() }).from(hedgeRequests).where(filtered(scope, filter));
  return row?.n ?? 0;
}

/** One request of the caller's companies; undefined for anyone else's. */
export async function selectRequest(
  services: Services,
  scope: Scope,
  id: number,
): Promise<RequestRow | undefined> {
  const [row] = await selectJoined(services).where(filtered(scope, { ids: [id] }));
  return row && flatten(row);
}

/**
 * One request of the caller's companies, locked until the transaction `services` is scoped to
 * ends: two changes of the same request run one after the other, the second seeing the first.
 */
export async function lockRequest(
  services: Services,
  scope: Scope,
  id: number,
): Promise<RequestRow | undefined> {
  const [locked] = await services.db
    .select({ id: hedgeRequests.id })
    .from(hedgeRequests)
    .where(filtered(scope, { ids: [id] }))
    .for('update');
  return locked && selectRequest(services, scope, locked.id);
}

/** Writes fields of a request, one version on. */
export async function updateRequest(services: Services, id: number, fields: RequestFields): Promise<void> {
  await services.db
    .update(hedgeRequests)
    .set({ ...fields, version: sql`${hedgeRequests.version} + 1` })
    .where(eq(hedgeRequests.id, id));
}

export async function insertRequestEvent(
  services: Services,
  event: Omit<typeof hedgeRequestEvents.$inferInsert, 'id'>,
): Promise<void> {
  await services.db.insert(hedgeRequestEvents).values(event);
}

/** The life of these requests, oldest first, with who did each step. */
export async function selectRequestEvents(services: Services, requestIds: readonly number[]) {
  if (!requestIds.length) return [];
  return services.db
    .select({
      requestId: hedgeRequestEvents.requestId,
      at: hedgeRequestEvents.at,
      state: hedgeRequestEvents.state,
      action: hedgeRequestEvents.action,
      detail: hedgeRequestEvents.detail,
      ticketId: hedgeRequestEvents.ticketId,
      tradeId: tradeTickets.tradeId,
      user: sql<string | null>`case when ${users.id} is null then null else ${fullName} end`,
    })
    .from(hedgeRequestEvents)
    .leftJoin(users, eq(users.id, hedgeRequestEvents.userId))
    .leftJoin(tradeTickets, eq(tradeTickets.id, hedgeRequestEvents.ticketId))
    .where(inArray(hedgeRequestEvents.requestId, [...requestIds]))
    .orderBy(asc(hedgeRequestEvents.id));
}

/** Open requests whose validity has run out by `now`, of every company: the platform expires them. */
export async function selectDueRequests(services: Services, now: Date) {
  return services.db
    .select({ id: hedgeRequests.id, companyId: hedgeRequests.companyId })
    .from(hedgeRequests)
    .where(and(inArray(hedgeRequests.state, [...OPEN_REQUEST_STATES]), lte(hedgeRequests.expiresAt, now)));
}

/** A strategy of the catalogue of an asset class (the `strategies` table), or undefined. */
export async function selectCatalogueStrategy(
  services: Services,
  area: 'currency' | 'commodity',
  id: number,
): Promise<{ name: string; legs: StrategyLeg[] } | undefined> {
  const [row] = await services.db
    .select({ name: strategies.name, legs: strategies.legs })
    .from(strategies)
    .where(and(eq(strategies.asset, area), eq(strategies.id, id)));
  return row && { name: row.name, legs: row.legs as StrategyLeg[] };
}

/** A commodity by name with its quotation (USD/bbl), or undefined. */
export async function selectCommodityNamed(services: Services, name: string) {
  const [row] = await services.db
    .select({ id: commodities.id, quotation: commodities.quotation })
    .from(commodities)
    .where(eq(commodities.name, name));
  return row;
}

/** The commodities a portfolio holds (its id is the caller's: the caller checked it). */
export async function selectPortfolioCommodityIds(
  services: Services,
  portfolioId: number,
): Promise<number[]> {
  const [row] = await services.db
    .select({ ids: portfolios.commodityIds })
    .from(portfolios)
    .where(eq(portfolios.id, portfolioId));
  return row?.ids ?? [];
}
