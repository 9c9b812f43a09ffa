import type { RequestChange } from '@cobertura/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRequestChanges } from '../../../shared/hedge-requests/index.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import { analyticsQueries } from '../api/analyticsQueries.ts';

/** The request changes that write hedges into the book: a fill, and the last fill that executes it. */
const BOOKING_ACTIONS = new Set(['filled', 'executed']);

/** Whether a change booked hedges in one of the user's own companies. */
export const isOwnFill = (
  change: Pick<RequestChange, 'action' | 'company_id'>,
  companies: readonly number[],
) => BOOKING_ACTIONS.has(change.action) && companies.includes(change.company_id);

/**
 * While an Analytics screen is open, a hedge request of the user's company filled or executed by
 * the desk values the selection again (the shown valuation is invalidated and asked anew), so the
 * treasurer sees the new coverage without reloading.
 */
export function useRevalueOnFills(): void {
  const client = useQueryClient();
  const companies = useUser().data?.companies ?? [];
  useRequestChanges((change) => {
    if (isOwnFill(change, companies))
      void client.invalidateQueries({ queryKey: analyticsQueries.valuations });
  });
}
