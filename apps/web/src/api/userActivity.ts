import { IDLE_HEADER } from '@cobertura/contracts';

/**
 * The user's last activity (mouse, keyboard, touch, scroll) in any tab, kept in local storage so that
 * every tab and a reload share it: one idle hour ends the session (spec 01 §9), whichever tab the
 * user worked in. Every call to the server says how long ago that was (IDLE_HEADER), so that what
 * the app asks on its own (polls, refreshes, a reload) keeps no idle session alive there.
 */
export const ACTIVITY_STORAGE_KEY = 'lastActivity';

/** Activity is written at most this often: a mouse move fires many times a second. */
const WRITE_STEP_MS = 5_000;

/** The time of the user's last activity in any tab (epoch milliseconds), or null when none is known. */
export function lastActivityAt(): number | null {
  const stored = Number(localStorage.getItem(ACTIVITY_STORAGE_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/** Records an activity of the user now (at most every few seconds). */
export function recordActivity(now = Date.now()): void {
  const last = lastActivityAt();
  if (last === null || now - last >= WRITE_STEP_MS || now < last) {
    localStorage.setItem(ACTIVITY_STORAGE_KEY, String(now));
  }
}

/** Forgets the activity of a session that ended. */
export function forgetActivity(): void {
  localStorage.removeItem(ACTIVITY_STORAGE_KEY);
}

/** The header that tells the server how long the user has been idle; none when no activity is known. */
export function idleHeader(now = Date.now()): Record<string, string> {
  const last = lastActivityAt();
  return last === null ? {} : { [IDLE_HEADER]: String(Math.max(0, now - last)) };
}
