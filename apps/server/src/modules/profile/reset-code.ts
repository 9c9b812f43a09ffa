import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Services } from '../../services.ts';

/** Rules of the password-reset codes, shared by the request and the validation. */
export const CODE_LIFETIME_MS = 10 * 60_000;
export const CODE_MAX_FAILURES = 5;
/** The window over which requests and wrong codes per email are counted. */
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

// Codes are keyed to the user and the server's secret, so a stolen table row is useless on its own.
export function codeHash(services: Services, userId: number, code: string): string {
  return createHmac('sha256', services.config.jwtSecret).update(`${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
