import { and, asc, count, eq, gt, inArray, like, sql } from 'drizzle-orm';
import {
  bankQuotes,
  commodities,
  commodityExposures,
  companies,
  counterparties,
  creditLines,
  currencies,
  hedgeRequests,
  tradeTickets,
  units,
  userCompanies,
  users,
} from '../../db/schema.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';
import { fullName, type Scope } from './hedge-requests.queries.ts';

/** The trader's door to the database: bank quotes, trade tickets, and what a confirmation names. */

/** Quote statuses that may still be executed while within their validity. */
export const LIVE_STATUSES = ['live', 'approved'] as const;

const quoteColumns = {
  id: bankQuotes.id,
  requestId: bankQuotes.requestId,
  counterpartyId: bankQuotes.counterpartyId,
  counterparty: counterparties.name,
  counterpartyCode: counterparties.code,
  simulated: counterparties.simulated,
  price: bankQuotes.price,
  fairValue: bankQuotes.fairValue,
  marginBps: bankQuotes.marginBps,
  amount: bankQuotes.amount,
  quotedAt: bankQuotes.quotedAt,
  validUntil: bankQuotes.validUntil,
  takenById: bankQuotes.takenBy,
  takenBy: fullName,
  status: bankQuotes.status,
};

export type QuoteRow = Awaited<ReturnType<typeof selectQuotes>>[number];

/** The quotes of these requests, oldest first, with their banks and who took them. */
export function selectQuotes(services: Services, requestIds: readonly number[]) {
  return services.db
    .select(quoteColumns)
    .from(bankQuotes)
    .innerJoin(counterparties, eq(counterparties.id, bankQuotes.counterpartyId))
    .innerJoin(users, eq(users.id, bankQuotes.takenBy))
    .where(inArray(bankQuotes.requestId, requestIds.length ? [...requestIds] : [0]))
    .orderBy(asc(bankQuotes.id));
}

/** One quote of a request; undefined when it is another request's or none. */
export async function selectQuote(services: Services, requestId: number, quoteId: number) {
  const [row] = await services.db
    .select(quoteColumns)
    .from(bankQuotes)
    .innerJoin(counterparties, eq(counterparties.id, bankQuotes.counterpartyId))
    .innerJoin(users, eq(users.id, bankQuotes.takenBy))
    .where(and(eq(bankQuotes.id, quoteId), eq(bankQuotes.requestId, requestId)));
  return row;
}

/**
 * The quotes of the caller's companies' requests still executable at `now` (live or approved,
 * within their validity), for the blotter's count and best price.
 */
export function selectExecutableQuotes(services: Services, scope: Scope, now: Date) {
  return services.db
    .select({
      requestId: bankQuotes.requestId,
      counterparty: counterparties.name,
      simulated: counterparties.simulated,
      price: bankQuotes.price,
      marginBps: bankQuotes.marginBps,
    })
    .from(bankQuotes)
    .innerJoin(counterparties, eq(counterparties.id, bankQuotes.counterpartyId))
    .innerJoin(hedgeRequests, eq(hedgeRequests.id, bankQuotes.requestId))
    .where(
      and(
        inCallerCompanies(hedgeRequests.companyId, scope),
        inArray(bankQuotes.status, [...LIVE_STATUSES]),
        gt(bankQuotes.validUntil, now),
      ),
    );
}

export async function insertQuote(services: Services, values: Omit<typeof bankQuotes.$inferInsert, 'id'>) {
  const [row] = await services.db.insert(bankQuotes).values(values).returning({ id: bankQuotes.id });
  if (!row) throw new Error('quote insert returned nothing');
  return row.id;
}

/** A bank's older live quotes of the request give way to its newer one. */
export async function supersedeLiveQuotes(services: Services, requestId: number, counterpartyId: number) {
  await services.db
    .update(bankQuotes)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(bankQuotes.requestId, requestId),
        eq(bankQuotes.counterpartyId, counterpartyId),
        eq(bankQuotes.status, 'live'),
      ),
    );
}

export async function setQuoteStatus(services: Services, quoteId: number, status: string) {
  await services.db.update(bankQuotes).set({ status }).where(eq(bankQuotes.id, quoteId));
}

/** The banks of a company (of `ids` among them when given). */
export function selectCompanyBanks(services: Services, companyId: number, ids?: readonly number[]) {
  return services.db
    .select({
      id: counterparties.id,
      name: counterparties.name,
      code: counterparties.code,
      simulated: counterparties.simulated,
      spreadBps: counterparties.spreadBps,
    })
    .from(counterparties)
    .where(
      and(eq(counterparties.companyId, companyId), ids ? inArray(counterparties.id, [...ids]) : undefined),
    )
    .orderBy(asc(counterparties.id));
}

const ticketColumns = {
  ticket: tradeTickets,
  counterparty: counterparties.name,
  trader: fullName,
};

export type TicketRow = typeof tradeTickets.$inferSelect & { counterparty: string; trader: string };

/** The tickets of these requests, oldest first, with bank and trader names. */
export async function selectTickets(services: Services, requestIds: readonly number[]): Promise<TicketRow[]> {
  if (!requestIds.length) return [];
  const rows = await services.db
    .select(ticketColumns)
    .from(tradeTickets)
    .innerJoin(counterparties, eq(counterparties.id, tradeTickets.counterpartyId))
    .innerJoin(users, eq(users.id, tradeTickets.traderId))
    .where(inArray(tradeTickets.requestId, [...requestIds]))
    .orderBy(asc(tradeTickets.id));
  return rows.map((row) => ({ ...row.ticket, counterparty: row.counterparty, trader: row.trader }));
}

/** The ticket an idempotency key booked, of any request; undefined when the key is new. */
export async function selectTicketByKey(services: Services, key: string) {
  const [row] = await services.db
    .select({ id: tradeTickets.id, requestId: tradeTickets.requestId })
    .from(tradeTickets)
    .where(eq(tradeTickets.idempotencyKey, key));
  return row;
}

export async function insertTicket(services: Services, values: Omit<typeof tradeTickets.$inferInsert, 'id'>) {
  const [row] = await services.db.insert(tradeTickets).values(values).returning({ id: tradeTickets.id });
  if (!row) throw new Error('ticket insert returned nothing');
  return row.id;
}

/**
 * The next number of the day for trade ids starting with `prefix` (DCA-T-20261128-): the tickets
 * so numbered plus one, counted under a transaction lock on the prefix so that two executions of
 * the same company and day take different numbers. Runs in the caller's transaction.
 */
export async function nextTradeNumber(services: Services, prefix: string): Promise<number> {
  await services.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`trade:${prefix}`}))`);
  const [row] = await services.db
    .select({ n: count() })
    .from(tradeTickets)
    .where(like(tradeTickets.tradeId, `${prefix}%`));
  return (row?.n ?? 0) + 1;
}

/**
 * A bank's credit line in one tenor bucket, locked until the transaction ends, so that two
 * executions against the same line (or a supervisor changing it) run one after the other; undefined
 * when none is set.
 */
export async function lockBankLine(services: Services, counterpartyId: number, tenor: string) {
  const [row] = await services.db
    .select({ amount: creditLines.amount })
    .from(creditLines)
    .where(and(eq(creditLines.counterpartyId, counterpartyId), eq(creditLines.tenor, tenor)))
    .for('update');
  return row?.amount;
}

/** People's names by id. */
export async function selectUserNames(
  services: Services,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await services.db
    .select({ id: users.id, name: fullName, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name || row.username]));
}

/** A company's initials (the prefix of its trade ids). */
export async function selectCompanyInitials(services: Services, companyId: number): Promise<string> {
  const [row] = await services.db
    .select({ initials: companies.initials })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.initials ?? 'X';
}

/**
 * The client's treasury, who receive confirmations: the active users of role 2 of the company who
 * have accepted the data-protection terms (no mail about the company's trades reaches one who has not).
 */
export function selectTreasuryRecipients(services: Services, companyId: number) {
  return services.db
    .select({ email: users.email, name: fullName })
    .from(users)
    .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
    .where(
      and(
        eq(userCompanies.companyId, companyId),
        eq(users.platformRole, 2),
        eq(users.isActive, true),
        eq(users.habeasData, true),
      ),
    )
    .orderBy(asc(users.id));
}

/** What a commodity's hedge row names of it: id, quotation (USD/bbl), unit and currency. */
export async function selectCommodityTerms(services: Services, name: string) {
  const [row] = await services.db
    .select({
      id: commodities.id,
      quotation: commodities.quotation,
      unit: units.name,
      currency: currencies.code,
    })
    .from(commodities)
    .innerJoin(units, eq(units.id, commodities.unitId))
    .innerJoin(currencies, eq(currencies.id, commodities.currencyId))
    .where(eq(commodities.name, name));
  return row;
}

/** The ports a portfolio's exposures of a commodity name, most used first. */
export async function selectExposurePorts(services: Services, portfolioId: number, commodityId: number) {
  const rows = await services.db
    .select({ port: commodityExposures.port, n: count() })
    .from(commodityExposures)
    .where(
      and(
        eq(commodityExposures.fk_idportfolio, portfolioId),
        eq(commodityExposures.fk_idcommodity, commodityId),
        sql`coalesce(trim(${commodityExposures.port}), '') <> ''`,
      ),
    )
    .groupBy(commodityExposures.port)
    .orderBy(sql`count(*) desc`, asc(commodityExposures.port));
  return rows.map((row) => row.port as string);
}
