import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Asks before unsaved changes are lost: a move inside the app (another screen, or the same screen with
 * other search parameters, which swaps the grid) is held by react-router's blocker until the user
 * answers (show it with `UnsavedChangesModal`); closing or reloading the tab gets the browser's own
 * question (`beforeunload`). Nothing is asked while `isDirty` is false.
 */
export function useUnsavedChangesWarning(isDirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);
  return blocker;
}
