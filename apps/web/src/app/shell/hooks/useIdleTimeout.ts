import { useEffect, useRef } from 'react';
import { lastActivityAt, recordActivity } from '../../../api/userActivity.ts';

/** One hour without activity ends the session (spec 01 §4, §9). */
export const IDLE_TIMEOUT_MS = 3_600_000;

/** What counts as activity: mouse, keyboard, touch and scroll. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'scroll',
  'wheel',
] as const;

/**
 * Calls `onIdle` once `timeoutMs` pass without activity in any tab: activity is shared through
 * local storage (userActivity.ts), so a user at work in one tab keeps the others, and the session,
 * alive. Opening the app counts as activity. Uses plain setTimeout and Date.now so a fake clock
 * (Vitest's, or Playwright's page.clock) drives it; the single timer re-arms itself for the time
 * left when it fires early.
 */
export function useIdleTimeout(onIdle: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  const onIdleNow = useRef(onIdle);
  onIdleNow.current = onIdle;

  useEffect(() => {
    if (lastActivityAt() === null) recordActivity();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const elapsed = Date.now() - (lastActivityAt() ?? Date.now());
      if (elapsed >= timeoutMs) onIdleNow.current();
      else timer = setTimeout(check, timeoutMs - elapsed);
    };
    const onActivity = () => recordActivity();
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    check();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [timeoutMs]);
}
