import type { AuthFailure } from '../../api/client.ts';
import { queryClient } from '../../api/queryClient.ts';
import { clearTokens, readTokens } from '../../api/tokens.ts';
import { isConsentGatePath } from './access.ts';
import { userQuery } from './userQuery.ts';

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
  queryClient.cancelQueries().catch(() => {});
  queryClient.clear();
}

let signOutTarget: string | null = null;

/**
 * Where a signed-in screen sends the user once the tokens are gone: the target of the last explicit
 * sign-out (the idle rule goes to /login), else the Spanish landing page (spec 01 §4).
 */
export function signedOutDestination(): string {
  return signOutTarget ?? '/landing/es';
}

/** A new session starts: forget where the last one ended. */
export function resetSignOutTarget(): void {
  signOutTarget = null;
}

/** Signs out and goes somewhere (the landing page by default, spec 01 §2). */
export function signOut(to = '/landing/es'): void {
  signOutTarget = to;
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
  if (!readTokens().access && window.location.pathname === '/logout') return;
  clearSession();
  navigate('/logout', { replace: true });
}
