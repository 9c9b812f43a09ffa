import type { AuthFailure } from '../../api/client.ts';
import { queryClient } from '../../api/queryClient.ts';
import { clearTokens, readTokens } from '../../api/tokens.ts';
import { forgetActivity } from '../../api/userActivity.ts';
import { isConsentGatePath } from './access.ts';
import { userQuery } from './userQuery.ts';

/** Where the idle rule sends the user (spec 01 §4): sign-in, which says why. */
export const IDLE_SIGN_OUT_PATH = '/login?idle=1';

/** Session data kept in local storage besides the tokens; cleared on sign-out. */
export const SESSION_STORAGE_KEYS = ['navAsset'] as const;

type Navigate = (to: string, options?: { replace?: boolean; state?: SignedOutState }) => void;

/**
 * Sign-out opens the Spanish landing page (spec 01 §4) in the user's own language: the route is the
 * spec's, the language stays the user's.
 */
export type SignedOutState = { keepLanguage: true };
export const SIGNED_OUT_STATE: SignedOutState = { keepLanguage: true };
let navigate: Navigate = (to) => window.location.assign(to);

/** The router registers itself here so code outside React (the API client) can move the user. */
export function setSessionNavigator(fn: Navigate): void {
  navigate = fn;
}

/**
 * Ends the session on this device: tells the server (best effort, the refresh token is revoked),
 * then forgets tokens, cached queries and session preferences. Safe to call twice.
 */
export function clearSession(): void {
  const { access, refresh } = readTokens();
  if (access && refresh) {
    // Not through apiRequest: a refused sign-out must not start another sign-out.
    void fetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
      body: JSON.stringify({ refresh }),
      keepalive: true,
    }).catch(() => {});
  }
  clearTokens();
  for (const key of SESSION_STORAGE_KEYS) localStorage.removeItem(key);
  forgetActivity();
  queryClient.cancelQueries().catch(() => {});
  queryClient.clear();
}

/**
 * Where the last sign-out went, and when, in local storage: the other tabs, which see the tokens go,
 * follow it there (the idle rule's sign-in in every tab, not the landing page).
 */
const SIGN_OUT_TARGET_KEY = 'signOutTarget';
/** A sign-out older than this was not one a tab is following now. */
const FOLLOW_WINDOW_MS = 60_000;

/**
 * Where a signed-in screen sends the user once the tokens are gone: where a sign-out that just
 * happened in any tab went (the idle rule goes to sign-in), else the Spanish landing page (spec 01 §4).
 */
export function signedOutDestination(now = Date.now()): string {
  try {
    const { to, at } = JSON.parse(localStorage.getItem(SIGN_OUT_TARGET_KEY) ?? '') as {
      to: string;
      at: number;
    };
    if (typeof to === 'string' && now - at < FOLLOW_WINDOW_MS) return to;
  } catch {
    // None recorded, or not readable: the default.
  }
  return '/landing/es';
}

/** A new session starts: forget where the last one ended. */
export function resetSignOutTarget(): void {
  localStorage.removeItem(SIGN_OUT_TARGET_KEY);
}

/** Signs out, in every tab, and goes somewhere (the landing page by default, spec 01 §2). */
export function signOut(to = '/landing/es'): void {
  // Recorded before the tokens go: the other tabs read it when they see them gone.
  localStorage.setItem(SIGN_OUT_TARGET_KEY, JSON.stringify({ to, at: Date.now() }));
  clearSession();
  navigate(to, { replace: true, state: SIGNED_OUT_STATE });
}

/** What the API client calls when the server refuses a signed-in request (spec 01 §8). */
export function handleAuthFailure(kind: AuthFailure): void {
  if (kind === 'consent') {
    void queryClient.invalidateQueries({ queryKey: userQuery().queryKey });
    if (!isConsentGatePath(window.location.pathname)) navigate('/edit-user', { replace: true });
    return;
  }
  // Staff who must use two-factor sign-in set it up in their profile before anything else.
  if (kind === 'two-factor') {
    if (window.location.pathname !== '/profile') navigate('/profile', { replace: true });
    return;
  }
  // The idle hour ended the session on the server (another tab, a reload after it): sign-in says so.
  if (kind === 'idle') {
    signOut(IDLE_SIGN_OUT_PATH);
    return;
  }
  // Signed out already, here or in another tab: where that sign-out went stands.
  if (!readTokens().access) return;
  clearSession();
  navigate('/logout', { replace: true });
}
