import { canMove, type RequestChange, type RequestState, requestReference } from '@cobertura/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../errors.ts';
import type { LiveFeed } from '../../graphql/live-feed.ts';
import type { Services } from '../../services.ts';
import {
  insertRequestEvent,
  lockRequest,
  type RequestFields,
  type RequestRow,
  selectDueRequests,
  updateRequest,
} from './hedge-requests.queries.ts';

/** One step of a request's life, as its event records it. */
export interface LifeStep {
  action: string;
  /** Who took it; null for the platform (an expiry). */
  userId: number | null;
  detail?: string | null;
  /** The trade a fill booked. */
  ticketId?: number;
}

/** What a state is called in a refusal. */
const STATE_WORDS: Record<RequestState, string> = {
  draft: 'a draft',
  submitted: 'submitted',
  quoting: 'being quoted',
  awaiting_approval: 'awaiting approval',
  executed: 'executed',
  rejected: 'rejected',
  expired: 'expired',
  cancelled: 'cancelled',
};

/** 409 REQUEST_STATE in one sentence: the request, where it stands, what was asked. */
export function stateRefusal(request: Pick<RequestRow, 'id' | 'state'>, asked: string): AppError {
  return new AppError(
    'REQUEST_STATE',
    `Request ${requestReference(request.id)} is ${STATE_WORDS[request.state as RequestState]}: it cannot be ${asked}.`,
  );
}

/**
 * Moves a locked request to `to` (the transitions of contracts REQUEST_TRANSITIONS), writing
 * `fields` with it and the step in its life; 409 REQUEST_STATE when its state does not allow it.
 * Runs in the caller's transaction.
 */
export async function moveRequest(
  scoped: Services,
  request: RequestRow,
  to: RequestState,
  step: LifeStep,
  fields: RequestFields = {},
  asked = to,
): Promise<void> {
  if (!canMove(request.state as RequestState, to)) throw stateRefusal(request, asked);
  await noteStep(scoped, request, to, step, { ...fields, state: to });
}

/** Records a step that keeps the request where it is (a quote taken, a partial fill), with `fields`. */
export async function noteStep(
  scoped: Services,
  request: RequestRow,
  state: RequestState,
  step: LifeStep,
  fields: RequestFields = {},
): Promise<void> {
  const at = scoped.now();
  await updateRequest(scoped, request.id, { ...fields, updatedAt: at });
  await insertRequestEvent(scoped, {
    requestId: request.id,
    at,
    userId: step.userId,
    state,
    action: step.action,
    detail: step.detail ?? null,
    ticketId: step.ticketId ?? null,
  });
}

/** Tells every subscriber of the request's company (and its desk) that it changed; after commit. */
export function announce(
  feed: LiveFeed<RequestChange>,
  request: Pick<RequestRow, 'id' | 'companyId' | 'state' | 'filled'>,
  action: string,
  at: Date,
): void {
  feed.publish({
    id: request.id,
    company_id: request.companyId,
    state: request.state as RequestState,
    filled: request.filled,
    action,
    at: at.toISOString(),
  });
}

/**
 * Expires the open requests whose validity has run out (the platform's step, no user), each in its
 * own transaction, and announces them. Reads call it first, and a timer runs it while the app runs.
 */
export async function expireDueRequests(services: Services, feed: LiveFeed<RequestChange>): Promise<number> {
  const now = services.now();
  const due = await selectDueRequests(services, now);
  for (const { id, companyId } of due) {
    const expired = await inTransaction(services, async (tx) => {
      const request = await lockRequest(tx, { companyIds: [companyId] }, id);
      // Moved on meanwhile (executed, cancelled) or given more time: nothing to expire.
      if (
        !request?.expiresAt ||
        request.expiresAt > now ||
        !canMove(request.state as RequestState, 'expired')
      )
        return undefined;
      await moveRequest(tx, request, 'expired', {
        action: 'expired',
        userId: null,
        detail: 'Its validity ran out.',
      });
      return { ...request, state: 'expired' };
    });
    if (expired) announce(feed, expired, 'expired', now);
  }
  return due.length;
}
