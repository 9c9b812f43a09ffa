import type { HedgeRequest, TNewHedgeRequest } from '@cobertura/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import type { DeskPorts } from './desk-ports.ts';
import { insertRequest, insertRequestEvent, lockRequest } from './hedge-requests.queries.ts';
import { readRequest } from './read-request.ts';
import { announce, moveRequest } from './request-life.ts';
import { requestTerms } from './request-terms.ts';
import { prepareSubmission } from './submit-request.ts';

/**
 * `POST /api/hedge_requests`: a request of one of the caller's portfolios, kept as a draft, or
 * submitted at once (`submit`) after the same checks a submission runs, in the same transaction.
 */
export async function createRequest(
  services: Services,
  ports: DeskPorts,
  caller: Caller,
  input: TNewHedgeRequest,
): Promise<HedgeRequest> {
  const { companyId, ...terms } = await requestTerms(services, ports, caller, input);
  const submission = input.submit
    ? await prepareSubmission(services, ports, caller, terms, terms.justification)
    : undefined;
  const now = services.now();
  const created = await inTransaction(services, async (tx) => {
    const id = await insertRequest(tx, {
      ...terms,
      companyId,
      state: 'draft',
      createdBy: caller.id,
      createdAt: now,
      updatedAt: now,
    });
    await insertRequestEvent(tx, {
      requestId: id,
      at: now,
      userId: caller.id,
      state: 'draft',
      action: 'created',
    });
    const request = await lockRequest(tx, caller, id);
    if (!request) throw notFound('No such request.');
    if (!submission) return request;
    await moveRequest(tx, request, 'submitted', submission.step, submission.fields(now));
    return { ...request, state: 'submitted' };
  });
  announce(ports.requestChanges, created, submission ? 'submitted' : 'created', now);
  return readRequest(services, caller, created.id);
}
