import type { DeskRequest, RequestState, ZApprovalInput, ZRejectInput } from '@cobertura/contracts';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import type { DeskMarket } from './desk-market.ts';
import { deskRoleOf } from './desk-me.ts';
import type { DeskPorts } from './desk-ports.ts';
import { type PendingApproval, readDeskRequest } from './desk-request-view.ts';
import { lockRequest } from './hedge-requests.queries.ts';
import { announce, moveRequest, stateRefusal } from './request-life.ts';
import { setQuoteStatus } from './trading.queries.ts';

/**
 * `POST /api/desk/requests/{id}/approval`: a supervisor's answer to an execution waiting for four
 * eyes. Approve: the request goes back to quoting with the quote approved (status 'approved'),
 * executable by anyone but the approver; reject: the request is rejected with the comment. 403
 * FORBIDDEN for a trader, 403 FOUR_EYES for the supervisor who asked for it; 409 REQUEST_STATE
 * unless awaiting approval.
 */
export async function decideApproval(
  services: Services,
  ports: Pick<DeskPorts, 'requestChanges'>,
  market: DeskMarket,
  caller: Caller,
  id: number,
  input: z.output<typeof ZApprovalInput>,
): Promise<DeskRequest> {
  if ((await deskRoleOf(services, caller)) !== 'supervisor')
    throw new AppError('FORBIDDEN', 'Only a supervisor of the desk approves executions.');
  const now = services.now();
  const decided = await inTransaction(services, async (tx) => {
    const request = await lockRequest(tx, caller, id);
    if (!request || request.state === 'draft') throw notFound('No such request.');
    const verb = input.decision === 'approve' ? 'approved' : 'rejected';
    if (request.state !== 'awaiting_approval') throw stateRefusal(request, verb);
    const pending = request.pendingApproval as PendingApproval | null;
    if (!pending) throw stateRefusal(request, verb);
    if (pending.asked_by === caller.id)
      throw new AppError('FOUR_EYES', 'You asked for this execution: another supervisor approves it.');
    const comment = input.comment?.trim() || null;
    if (input.decision === 'approve') {
      await moveRequest(
        tx,
        request,
        'quoting',
        { action: 'approved', userId: caller.id, detail: comment ?? `Quote ${pending.quote_id} approved.` },
        { pendingApproval: null, approvedQuoteId: pending.quote_id, approvedBy: caller.id },
      );
      await setQuoteStatus(tx, pending.quote_id, 'approved');
      return { ...request, state: 'quoting' satisfies RequestState };
    }
    await moveRequest(
      tx,
      request,
      'rejected',
      { action: 'rejected', userId: caller.id, detail: comment ?? 'The supervisor refused the execution.' },
      { pendingApproval: null },
    );
    return { ...request, state: 'rejected' satisfies RequestState };
  });
  announce(ports.requestChanges, decided, input.decision === 'approve' ? 'approved' : 'rejected', now);
  return readDeskRequest(services, market, caller, id);
}

/**
 * `POST /api/desk/requests/{id}/reject`: the desk (trader or supervisor) refuses a request it cannot
 * do, with the reason: submitted, quoting or awaiting approval → rejected. 409 REQUEST_STATE otherwise.
 */
export async function rejectRequest(
  services: Services,
  ports: Pick<DeskPorts, 'requestChanges'>,
  market: DeskMarket,
  caller: Caller,
  id: number,
  input: z.output<typeof ZRejectInput>,
): Promise<DeskRequest> {
  const now = services.now();
  const rejected = await inTransaction(services, async (tx) => {
    const request = await lockRequest(tx, caller, id);
    if (!request || request.state === 'draft') throw notFound('No such request.');
    await moveRequest(
      tx,
      request,
      'rejected',
      { action: 'rejected', userId: caller.id, detail: input.reason },
      { pendingApproval: null, approvedQuoteId: null, approvedBy: null },
    );
    return { ...request, state: 'rejected' satisfies RequestState };
  });
  announce(ports.requestChanges, rejected, 'rejected', now);
  return readDeskRequest(services, market, caller, id);
}
