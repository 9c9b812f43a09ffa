import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { LiveState } from '../../../api/liveSubscription.ts';
import { useRequestChanges } from '../../../shared/hedge-requests/index.ts';
import { DESK_KEY, LIVE_PARTS } from '../api/deskQueries.ts';
import { createThrottle } from '../utils/throttle.ts';

/** A busy desk changes many requests a second: the screens read them again at most this often. */
export const LIVE_REFETCH_MS = 500;

/**
 * Follows the requests' changes over the websocket and reads the blotter, the open ticket and the
 * position again (those on screen; the rest when next shown), at most once per 500 ms however many
 * changes arrive. Answers the socket's state.
 */
export function useDeskLive(): LiveState {
  const queryClient = useQueryClient();
  const throttle = useMemo(
    () =>
      createThrottle(() => {
        void queryClient.invalidateQueries({
          predicate: ({ queryKey }) =>
            queryKey[0] === DESK_KEY && (LIVE_PARTS as readonly unknown[]).includes(queryKey[1]),
        });
      }, LIVE_REFETCH_MS),
    [queryClient],
  );
  useEffect(() => () => throttle.cancel(), [throttle]);
  return useRequestChanges(() => throttle.call());
}
