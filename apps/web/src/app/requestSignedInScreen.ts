import { requestEarly } from '../api/earlyRequests.ts';
import { decodeJwtPayload, isTokenExpired } from '../api/jwt.ts';
import { serverNow } from '../api/serverClock.ts';
import { readTokens } from '../api/tokens.ts';
import { loadRoleGate, loadShell, SIGNED_IN_SCREENS } from './signedInScreens.ts';

type ScreenPath = keyof typeof SIGNED_IN_SCREENS;

/**
 * What a screen asks for as it first draws, beside the shell's (the user, the navigation): the user's
 * companies and screen preferences, and its own lists. Only calls that wait for no other answer,
 * written as the screen's queries write them (requestSignedInScreen.test.ts checks they are taken).
 */
const FIRST_DATA: Partial<Record<ScreenPath, (userId: string) => string[]>> = {
  '/': (userId) => [companiesUrl(userId), '/api/preferences', '/api/markets/catalog'],
  '/data': (userId) => [companiesUrl(userId), '/api/preferences', '/api/commodities?format=json'],
  '/analytics': (userId) => [companiesUrl(userId), '/api/preferences'],
};

const companiesUrl = (userId: string) => `/api/companies?format=json&user=${encodeURIComponent(userId)}`;

/**
 * Opening a signed-in screen with a fresh token (main.tsx, once the page has painted): fetch the
 * shell's and the screen's scripts beside the app's, and ask for what the shell shows first (the
 * user and, unless the token holds its user at the consent gate, the navigation links of its role:
 * the calls of prefetchSignedInData) and what the screen shows first, instead of waiting for the
 * app's scripts to arrive and run first: on a phone's link each wait is a round trip. An expired
 * token is left to the shell, which refreshes it first.
 */
export function requestSignedInScreen(pathname: string): void {
  const loadScreen = SIGNED_IN_SCREENS[pathname as ScreenPath];
  const { access } = readTokens();
  if (!loadScreen || !access || isTokenExpired(access, serverNow())) return;
  requestEarly('/api/user', access);
  const claims = decodeJwtPayload(access);
  // A user at the consent gate has no navigation yet, nor data: asking would be refused.
  if (typeof claims?.role === 'number' && claims.gate !== true) {
    requestEarly(`/api/get_user_routes?role=${claims.role}`, access);
    const firstData = FIRST_DATA[pathname as ScreenPath];
    if (firstData && typeof claims.sub === 'string') {
      for (const url of firstData(claims.sub)) requestEarly(url, access);
    }
  }
  // A failed fetch is repeated, and reported, when the route opens.
  for (const load of [loadShell, loadRoleGate, loadScreen]) load().catch(() => undefined);
}
