import { requestEarly } from '../api/earlyRequests.ts';
import { decodeJwtPayload, isTokenExpired } from '../api/jwt.ts';
import { serverNow } from '../api/serverClock.ts';
import { readTokens } from '../api/tokens.ts';
import { loadRoleGate, loadShell, SIGNED_IN_SCREENS } from './signedInScreens.ts';

/**
 * Opening a signed-in screen with a fresh token (main.tsx, once the page has painted): fetch the
 * shell's and the screen's scripts beside the app's, and ask for what the shell shows first (the
 * user and, unless the token holds its user at the consent gate, the navigation links of its role:
 * the calls of prefetchSignedInData), instead of waiting for the app's scripts to arrive and run
 * first: on a phone's link each wait is a round trip. An expired token is left to the shell, which
 * refreshes it first.
 */
export function requestSignedInScreen(pathname: string): void {
  const loadScreen = SIGNED_IN_SCREENS[pathname as keyof typeof SIGNED_IN_SCREENS];
  const { access } = readTokens();
  if (!loadScreen || !access || isTokenExpired(access, serverNow())) return;
  requestEarly('/api/user', access);
  const claims = decodeJwtPayload(access);
  // A user at the consent gate has no navigation yet: asking would be refused.
  if (typeof claims?.role === 'number' && claims.gate !== true) {
    requestEarly(`/api/get_user_routes?role=${claims.role}`, access);
  }
  // A failed fetch is repeated, and reported, when the route opens.
  for (const load of [loadShell, loadRoleGate, loadScreen]) load().catch(() => undefined);
}
