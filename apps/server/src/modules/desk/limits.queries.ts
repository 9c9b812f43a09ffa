import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  companies,
  counterparties,
  creditLines,
  deskLimits,
  deskMembers,
  tradeTickets,
} from '../../db/schema.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';
import type { Scope } from './hedge-requests.queries.ts';

/** The desk's reference data: members' parts, clients' limits, banks and their credit lines. */

/** The caller's part on the desk: 'trader', 'supervisor', or undefined when not a desk member. */
export async function selectDeskRole(services: Services, userId: number): Promise<string | undefined> {
  const [row] = await services.db
    .select({ deskRole: deskMembers.deskRole })
    .from(deskMembers)
    .where(eq(deskMembers.userId, userId));
  return row?.deskRole;
}

/** The caller's companies by name. */
export function selectServedCompanies(services: Services, scope: Scope) {
  return services.db
    .select({ id: companies.id, name: companies.name, initials: companies.initials })
    .from(companies)
    .where(inCallerCompanies(companies.id, scope))
    .orderBy(companies.id);
}

/** The four-eyes limits of the caller's companies (of `companyIds` among them when given). */
export function selectClientLimits(services: Services, scope: Scope, companyIds?: readonly number[]) {
  return services.db
    .select({
      companyId: deskLimits.companyId,
      requestLimit: deskLimits.requestLimit,
      marginThresholdBps: deskLimits.marginThresholdBps,
    })
    .from(deskLimits)
    .where(
      and(
        inCallerCompanies(deskLimits.companyId, scope),
        companyIds ? inArray(deskLimits.companyId, [...companyIds]) : undefined,
      ),
    );
}

/** The banks of the caller's companies (of `companyIds` among them), with their credit lines by tenor. */
export async function selectCounterparties(services: Services, scope: Scope, companyIds?: readonly number[]) {
  const banks = await services.db
    .select()
    .from(counterparties)
    .where(
      and(
        inCallerCompanies(counterparties.companyId, scope),
        companyIds ? inArray(counterparties.companyId, [...companyIds]) : undefined,
      ),
    )
    .orderBy(counterparties.companyId, counterparties.id);
  const lines = await linesByBank(services, banks);
  return banks.map((bank) => ({ ...bank, lines: Object.fromEntries(lines(bank.id)) }));
}

/**
 * The credit lines of these banks, by bank: each bank's `[tenor, amount]` pairs. With `lock`, they
 * stay locked until the transaction `services` is scoped to ends.
 */
export async function linesByBank(
  services: Services,
  banks: readonly { id: number }[],
  options: { lock?: boolean } = {},
): Promise<(bankId: number) => [string, number][]> {
  if (!banks.length) return () => [];
  const query = services.db
    .select()
    .from(creditLines)
    .where(
      inArray(
        creditLines.counterpartyId,
        banks.map((bank) => bank.id),
      ),
    );
  const lines = options.lock ? await query.for('update') : await query;
  return (bankId) => lines.filter((l) => l.counterpartyId === bankId).map((l) => [l.tenor, l.amount]);
}

/**
 * What the executed trades of these banks still use of their lines: the desk amount of each ticket
 * whose last value date is after `today`, by bank and by the tenor bucket of that date, counted
 * from `today` (as `bucketOf` buckets days).
 */
export async function selectCreditUsage(
  services: Services,
  counterpartyIds: readonly number[],
  today: string,
): Promise<{ counterpartyId: number; lastValueDate: string; deskAmount: number }[]> {
  if (!counterpartyIds.length) return [];
  const rows = await services.db
    .select({
      counterpartyId: tradeTickets.counterpartyId,
      lastValueDate: sql<string>`(${tradeTickets.valueDates}->>(jsonb_array_length(${tradeTickets.valueDates}) - 1))`,
      deskAmount: tradeTickets.deskAmount,
    })
    .from(tradeTickets)
    .where(inArray(tradeTickets.counterpartyId, [...counterpartyIds]));
  return rows.filter((row) => row.lastValueDate > today);
}
