import type { RequestChange } from '@cobertura/contracts';
import { useEffect, useRef, useState } from 'react';
import { type LiveState, subscribeLive } from '../../api/liveSubscription.ts';

const REQUESTS_SUBSCRIPTION = `subscription HedgeRequests {
  hedgeRequests { id company_id state filled action at }
}`;

/** Subscribes to the changes of the hedge requests of the caller's companies. Returns the stop function. */
export function subscribeToRequestChanges(
  onChange: (change: RequestChange) => void,
  onState: (state: LiveState) => void,
): () => void {
  return subscribeLive<RequestChange>(
    { query: REQUESTS_SUBSCRIPTION, field: 'hedgeRequests' },
    onChange,
    onState,
  );
}

/**
 * Calls `onChange` for every change of a hedge request the user may see (the treasurer's own, the
 * desk's clients'), while the component is shown; answers the socket's state.
 */
export function useRequestChanges(onChange: (change: RequestChange) => void, enabled = true): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!enabled) return;
    return subscribeToRequestChanges((change) => latest.current(change), setState);
  }, [enabled]);
  return state;
}
