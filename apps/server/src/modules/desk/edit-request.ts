import type { HedgeRequest, THedgeRequestInput } from '@cobertura/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import type { DeskPorts } from './desk-ports.ts';
import { lockRequest } from './hedge-requests.queries.ts';
import { readRequest } from './read-request.ts';
import { announce, noteStep, stateRefusal } from './request-life.ts';
import { requestTerms } from './request-terms.ts';

/**
 * `PUT /api/hedge_requests/{id}`: a draft's terms replaced, checked as a new request's are. 404 for
 * anyone else's request; 409 REQUEST_STATE once it is no longer a draft; 400 on `portfolio_id` for
 * a portfolio of another company (a draft stays with its company).
 */
export async function editRequest(
  services: Services,
  ports: DeskPorts,
  caller: Caller,
  id: number,
  input: THedgeRequestInput,
): Promise<HedgeRequest> {
  const { companyId, ...terms } = await requestTerms(services, ports, caller, input);
  const now = services.now();
  const edited = await inTransaction(services, async (tx) => {
    const request = await lockRequest(tx, caller, id);
    if (!request) throw notFound('No such request.');
    if (request.state !== 'draft') throw stateRefusal(request, 'edited');
    if (request.companyId !== companyId) {
      const text = `The request belongs to ${request.companyName}: choose one of its portfolios.`;
      throw new AppError('VALIDATION_FAILED', text, { portfolio_id: [text] });
    }
    await noteStep(tx, request, 'draft', { action: 'edited', userId: caller.id }, terms);
    return request;
  });
  announce(ports.requestChanges, edited, 'edited', now);
  return readRequest(services, caller, id);
}
