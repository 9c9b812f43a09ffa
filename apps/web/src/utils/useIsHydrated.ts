import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a prerendered page is drawn from its HTML and hydrated, true once the script runs it
 * (at once on a page the script draws itself): what must not act before the script can handle it
 * waits for this.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
