/**
 * Reads a JWT's claims without verifying it: the browser only needs `exp` to know when to refresh or
 * sign out (spec 01 §4); the server verifies every token it receives.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Expiry of a token in epoch milliseconds, or null when the token has no readable `exp` claim. */
export function tokenExpiryMs(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/**
 * True when the token is unreadable, has no `exp`, or expires within `marginMs` of `nowMs`.
 * A token without `exp` counts as invalid: every token the server issues carries one.
 */
export function isTokenExpired(token: string, nowMs: number, marginMs = 0): boolean {
  const expiry = tokenExpiryMs(token);
  return expiry === null || expiry - marginMs <= nowMs;
}
