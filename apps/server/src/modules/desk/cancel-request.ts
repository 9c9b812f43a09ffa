import type { HedgeRequest } from '@cobertura/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import type { DeskPorts } from './desk-ports.ts';
import { lockRequest } from './hedge-requests.queries.ts';
import { readRequest } from './read-request.ts';
import { announce, moveRequest } from './request-life.ts';

/**
 * `POST /api/hedge_requests/{id}/cancel`: the treasurer withdraws a request, with the reason, any
 * time until it is executed (a part already filled stays booked). 404 for anyone else's request;
 * 409 REQUEST_STATE once it is executed, rejected, expired or cancelled.
 */
export async function cancelRequest(
  services: Services,
  ports: DeskPorts,
  caller: Caller,
  id: number,
  reason: string | null,
): Promise<HedgeRequest> {
  const now = services.now();
  const cancelled = await inTransaction(services, async (tx) => {
    const request = await lockRequest(tx, caller, id);
    if (!request) throw notFound('No such request.');
    await moveRequest(tx, request, 'cancelled', { action: 'cancelled', userId: caller.id, detail: reason });
    return { ...request, state: 'cancelled' };
  });
  announce(ports.requestChanges, cancelled, 'cancelled', now);
  return readRequest(services, caller, id);
}
