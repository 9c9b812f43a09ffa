import { useEffect, useState } from 'react';

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
 * True once `timeoutMs` pass without activity. Uses plain setTimeout and Date.now so a fake clock
 * (Vitest's, or Playwright's page.clock) drives it. Activity only records a time stamp: the single
 * timer re-arms itself for the remaining time when it fires early.
 */
export function useIdleTimeout(timeoutMs = IDLE_TIMEOUT_MS, enabled = true): boolean {
  const [isIdle, setIsIdle] = useState(false);

  useEffect(() => {
    if (!enabled || isIdle) return;
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const elapsed = Date.now() - lastActivity;
      if (elapsed >= timeoutMs) setIsIdle(true);
      else timer = setTimeout(check, timeoutMs - elapsed);
    };
    const onActivity = () => {
      lastActivity = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    timer = setTimeout(check, timeoutMs);
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [enabled, isIdle, timeoutMs]);

  return isIdle;
}
