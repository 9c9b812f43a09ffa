import type { DeskLimits, ZLimitsInput } from '@cobertura/contracts';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { deskRoleOf } from './desk-me.ts';
import { readDeskLimits } from './read-desk-limits.ts';
import {
  insertLimitChanges,
  lockClientLimits,
  lockCompanyCreditLines,
  upsertClientLimits,
  upsertCreditLine,
} from './supervision.queries.ts';

/** What a limit change names: the stored `what` of a bank's credit line for a tenor. */
const creditLineWhat = (tenor: string) => `credit_line ${tenor}`;

/** 403 unless the caller is a supervisor on the desk (staff without a part of their own act as one). */
export async function requireSupervisor(services: Services, caller: Caller, what: string): Promise<void> {
  if ((await deskRoleOf(services, caller)) !== 'supervisor')
    throw new AppError('FORBIDDEN', `Only a supervisor may ${what}.`);
}

/**
 * A supervisor sets a client's limits (`PUT /api/desk/limits/{company_id}`): the four-eyes limits
 * and its banks' credit lines, in one transaction with one limit_changes row per figure that
 * changed (before, after, who, when, the comment). Figures not given, or given unchanged, are left
 * as they are and write nothing. 404 for a company the caller does not serve; 400 for a bank that
 * is not the client's.
 */
export async function setDeskLimits(
  services: Services,
  caller: Caller,
  companyId: number,
  input: z.output<typeof ZLimitsInput>,
): Promise<DeskLimits> {
  if (!caller.companyIds.includes(companyId)) throw notFound('No such client.');
  await requireSupervisor(services, caller, 'change limits');
  await inTransaction(services, async (tx) => {
    const at = tx.now();
    const base = { at, userId: caller.id, companyId, comment: input.comment ?? null };
    const changes: Parameters<typeof insertLimitChanges>[1] = [];

    const current = await lockClientLimits(tx, companyId);
    const next = {
      requestLimit: input.request_limit ?? current?.requestLimit ?? 0,
      marginThresholdBps: input.margin_threshold_bps ?? current?.marginThresholdBps ?? 0,
    };
    for (const [what, key] of [
      ['request_limit', 'requestLimit'],
      ['margin_threshold_bps', 'marginThresholdBps'],
    ] as const) {
      const before = current?.[key] ?? null;
      if (before !== next[key]) changes.push({ ...base, what, before, after: next[key] });
    }
    if (changes.length) await upsertClientLimits(tx, companyId, next);

    const banks = await lockCompanyCreditLines(tx, companyId);
    const lines = input.credit_lines ?? [];
    const strangers = lines.filter((line) => !banks.some((bank) => bank.id === line.counterparty_id));
    if (strangers.length) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', {
        credit_lines: [`Bank ${strangers[0]?.counterparty_id} is not one of this client's banks.`],
      });
    }
    // The last line given for a bank and tenor is the one kept.
    const wanted = new Map(lines.map((line) => [`${line.counterparty_id} ${line.tenor}`, line]));
    for (const line of wanted.values()) {
      const before = banks.find((bank) => bank.id === line.counterparty_id)?.lines.get(line.tenor) ?? null;
      if (before === line.amount) continue;
      await upsertCreditLine(tx, {
        counterpartyId: line.counterparty_id,
        tenor: line.tenor,
        amount: line.amount,
      });
      changes.push({
        ...base,
        counterpartyId: line.counterparty_id,
        what: creditLineWhat(line.tenor),
        before,
        after: line.amount,
      });
    }
    await insertLimitChanges(tx, changes);
  });
  const [limits] = await readDeskLimits(services, caller, [companyId]);
  if (!limits) throw notFound('No such client.');
  return limits;
}
