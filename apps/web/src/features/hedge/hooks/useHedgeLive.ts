import type { RequestChange } from '@cobertura/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRequestChanges } from '../../../shared/hedge-requests/index.ts';
import { hedgeQueries } from '../api/hedgeQueries.ts';

/**
 * The changes that move the plan: a request sent or ended changes which periods are already asked
 * for, and a fill changes the coverage. Quotes and approvals do not: the plan values the books
 * again only for these.
 */
const PLAN_ACTIONS = new Set(['submitted', 'filled', 'executed', 'cancelled', 'expired', 'rejected']);

/** What to read again when a request changes: the list, that request, and the plan when it moved. */
export function refreshOnChange(
  client: ReturnType<typeof useQueryClient>,
  change: Pick<RequestChange, 'id' | 'action'>,
): void {
  void client.invalidateQueries({ queryKey: hedgeQueries.lists });
  void client.invalidateQueries({ queryKey: hedgeQueries.request(change.id).queryKey });
  if (PLAN_ACTIONS.has(change.action)) void client.invalidateQueries({ queryKey: hedgeQueries.plans });
}

/**
 * Keeps the screen current while it is open: every change of a request of the user's companies (the
 * GraphQL `hedgeRequests` subscription) reads the list, the request and, when it moved, the plan
 * again, so states move without reloading. Answers the socket's state.
 */
export function useHedgeLive() {
  const client = useQueryClient();
  return useRequestChanges((change) => refreshOnChange(client, change));
}
