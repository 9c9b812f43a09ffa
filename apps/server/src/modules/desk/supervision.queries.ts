import { OPEN_REQUEST_STATES } from '@cobertura/contracts';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  bankQuotes,
  companies,
  counterparties,
  creditLines,
  deskLimits,
  hedgeRequests,
  limitChanges,
  tradeTickets,
  users,
} from '../../db/schema.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';
import { fullName, type Scope } from './hedge-requests.queries.ts';
import { linesByBank } from './limits.queries.ts';

/** The supervisors' door to the database: limits as they change, the desk's trades and live quotes. */

/** A client's four-eyes limits, locked until the transaction `services` is scoped to ends; undefined when none is set. */
export async function lockClientLimits(services: Services, companyId: number) {
  const [row] = await services.db
    .select({ requestLimit: deskLimits.requestLimit, marginThresholdBps: deskLimits.marginThresholdBps })
    .from(deskLimits)
    .where(eq(deskLimits.companyId, companyId))
    .for('update');
  return row;
}

/** Writes a client's four-eyes limits, creating the row the first time. */
export async function upsertClientLimits(
  services: Services,
  companyId: number,
  values: { requestLimit: number; marginThresholdBps: number },
): Promise<void> {
  await services.db
    .insert(deskLimits)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: deskLimits.companyId, set: values });
}

/** A company's banks with their credit lines by tenor, locked until the transaction ends. */
export async function lockCompanyCreditLines(services: Services, companyId: number) {
  const banks = await services.db
    .select({ id: counterparties.id, name: counterparties.name })
    .from(counterparties)
    .where(eq(counterparties.companyId, companyId))
    .for('update');
  const lines = await linesByBank(services, banks, { lock: true });
  return banks.map((bank) => ({ ...bank, lines: new Map(lines(bank.id)) }));
}

/** Writes a bank's credit line for one tenor, creating it the first time. */
export async function upsertCreditLine(
  services: Services,
  line: { counterpartyId: number; tenor: string; amount: number },
): Promise<void> {
  await services.db
    .insert(creditLines)
    .values(line)
    .onConflictDoUpdate({
      target: [creditLines.counterpartyId, creditLines.tenor],
      set: { amount: line.amount },
    });
}

export async function insertLimitChanges(
  services: Services,
  changes: Omit<typeof limitChanges.$inferInsert, 'id'>[],
): Promise<void> {
  if (changes.length) await services.db.insert(limitChanges).values(changes);
}

/** The changes of the caller's companies' limits (of `companyId` when given), newest first, at most `limit`. */
export function selectLimitChanges(
  services: Services,
  scope: Scope,
  companyId: number | undefined,
  limit: number,
) {
  return services.db
    .select({
      at: limitChanges.at,
      user: fullName,
      companyName: companies.name,
      what: limitChanges.what,
      bankName: counterparties.name,
      before: limitChanges.before,
      after: limitChanges.after,
      comment: limitChanges.comment,
    })
    .from(limitChanges)
    .innerJoin(companies, eq(companies.id, limitChanges.companyId))
    .innerJoin(users, eq(users.id, limitChanges.userId))
    .leftJoin(counterparties, eq(counterparties.id, limitChanges.counterpartyId))
    .where(
      and(
        inCallerCompanies(limitChanges.companyId, scope),
        companyId ? eq(limitChanges.companyId, companyId) : undefined,
      ),
    )
    .orderBy(desc(limitChanges.at), desc(limitChanges.id))
    .limit(limit);
}

/**
 * The trade tickets of the caller's companies whose last value date is after `today` (not yet
 * settled), with the client, asset and bank they were done with.
 */
export async function selectOutstandingTickets(services: Services, scope: Scope, today: string) {
  const rows = await services.db
    .select({
      companyName: companies.name,
      asset: hedgeRequests.asset,
      counterparty: counterparties.name,
      deskAmount: tradeTickets.deskAmount,
      lastValueDate: sql<string>`(${tradeTickets.valueDates}->>(jsonb_array_length(${tradeTickets.valueDates}) - 1))`,
    })
    .from(tradeTickets)
    .innerJoin(hedgeRequests, eq(hedgeRequests.id, tradeTickets.requestId))
    .innerJoin(companies, eq(companies.id, hedgeRequests.companyId))
    .innerJoin(counterparties, eq(counterparties.id, tradeTickets.counterpartyId))
    .where(inCallerCompanies(hedgeRequests.companyId, scope));
  return rows.filter((row) => row.lastValueDate > today);
}

/** The live quotes (still valid at `now`) of the open requests of the caller's companies. */
export function selectLiveQuotes(services: Services, scope: Scope, now: Date) {
  return services.db
    .select({
      requestId: bankQuotes.requestId,
      companyId: hedgeRequests.companyId,
      companyName: companies.name,
      counterparty: counterparties.name,
      marginBps: bankQuotes.marginBps,
      quotedAt: bankQuotes.quotedAt,
    })
    .from(bankQuotes)
    .innerJoin(hedgeRequests, eq(hedgeRequests.id, bankQuotes.requestId))
    .innerJoin(companies, eq(companies.id, hedgeRequests.companyId))
    .innerJoin(counterparties, eq(counterparties.id, bankQuotes.counterpartyId))
    .where(
      and(
        inCallerCompanies(hedgeRequests.companyId, scope),
        inArray(hedgeRequests.state, [...OPEN_REQUEST_STATES]),
        eq(bankQuotes.status, 'live'),
        gt(bankQuotes.validUntil, now),
      ),
    )
    .orderBy(bankQuotes.id);
}

/** The trade ids of these requests' tickets, oldest first. */
export function selectTradeIds(services: Services, requestIds: readonly number[]) {
  if (!requestIds.length) return Promise.resolve([]);
  return services.db
    .select({ requestId: tradeTickets.requestId, tradeId: tradeTickets.tradeId })
    .from(tradeTickets)
    .where(inArray(tradeTickets.requestId, [...requestIds]))
    .orderBy(tradeTickets.id);
}

/** How many requests of the caller's companies stand in each state. */
export function selectStateCounts(services: Services, scope: Scope) {
  return services.db
    .select({ state: hedgeRequests.state, n: count() })
    .from(hedgeRequests)
    .where(inCallerCompanies(hedgeRequests.companyId, scope))
    .groupBy(hedgeRequests.state);
}
