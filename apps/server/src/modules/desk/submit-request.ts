import type { ExecutionWindow, HedgeRequest, OptimizerSide, Validity } from '@cobertura/contracts';
import { requestReference } from '@cobertura/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import type { DeskPorts } from './desk-ports.ts';
import { lockRequest, type RequestFields, type RequestRow, selectRequest } from './hedge-requests.queries.ts';
import { readRequest } from './read-request.ts';
import { announce, type LifeStep, moveRequest, stateRefusal } from './request-life.ts';
import { expiryOf, windowEnds } from './request-timing.ts';
import { checkSubmission, checksDetail, type SubmittedTerms } from './submission-checks.ts';

/** What a submission writes, prepared before its transaction (the checks value the book). */
export interface Submission {
  fields: (at: Date) => RequestFields;
  step: LifeStep;
}

/**
 * A request's submission prepared: its checks run ({@link checkSubmission}), and a validity
 * 'until' that has already passed refused (400 on `valid_until`). The fields are set at the
 * moment of the move: submitted then, its window ending and its validity running from then.
 */
export async function prepareSubmission(
  services: Services,
  ports: DeskPorts,
  caller: Caller,
  terms: SubmittedTerms & { window: string; validity: string; validUntil: Date | null },
  justification: string | null,
): Promise<Submission> {
  const validity = terms.validity as Validity;
  if (validity === 'until' && (!terms.validUntil || terms.validUntil <= services.now())) {
    const text = 'The time the request stops must be in the future.';
    throw new AppError('VALIDATION_FAILED', text, { valid_until: [text] });
  }
  const { settlements, checks } = await checkSubmission(services, ports, caller, terms, justification);
  return {
    fields: (at) => ({
      settlements,
      checks,
      justification,
      submittedAt: at,
      windowEnds: windowEnds(at, terms.window as ExecutionWindow),
      expiresAt: expiryOf(validity, at, terms.validUntil),
    }),
    step: {
      action: 'submitted',
      userId: caller.id,
      detail: checksDetail(terms.amount, checks, terms.units.quantity_unit, justification),
    },
  };
}

/** A request row's terms as a submission reads them. */
export function rowTerms(row: RequestRow): Parameters<typeof prepareSubmission>[3] {
  return {
    portfolioId: row.portfolioId,
    asset: row.asset,
    area: row.area as SubmittedTerms['area'],
    side: row.side as OptimizerSide,
    settlements: row.settlements as SubmittedTerms['settlements'],
    amount: row.amount,
    unit: row.unit,
    units: row.units as SubmittedTerms['units'],
    window: row.window,
    validity: row.validity,
    validUntil: row.validUntil,
  };
}

/**
 * `POST /api/hedge_requests/{id}/submit`: a draft of the caller's companies submitted to the desk,
 * with a justification when it goes beyond the program or the exposure (else the draft's own).
 * 404 for anyone else's request; 409 REQUEST_STATE for one that is no longer a draft, or that was
 * changed while it was being checked.
 */
export async function submitRequest(
  services: Services,
  ports: DeskPorts,
  caller: Caller,
  id: number,
  body: { justification?: string | null | undefined },
): Promise<HedgeRequest> {
  const current = await selectRequest(services, caller, id);
  if (!current) throw notFound('No such request.');
  if (current.state !== 'draft') throw stateRefusal(current, 'submitted');
  const justification = body.justification || current.justification || null;
  const submission = await prepareSubmission(services, ports, caller, rowTerms(current), justification);
  const now = services.now();
  const submitted = await inTransaction(services, async (tx) => {
    const request = await lockRequest(tx, caller, id);
    if (!request) throw notFound('No such request.');
    if (request.version !== current.version && request.state === 'draft')
      throw new AppError(
        'REQUEST_STATE',
        `Request ${requestReference(id)} changed while it was being submitted: read it again.`,
      );
    await moveRequest(tx, request, 'submitted', submission.step, submission.fields(now));
    return { ...request, state: 'submitted' };
  });
  announce(ports.requestChanges, submitted, 'submitted', now);
  return readRequest(services, caller, id);
}
