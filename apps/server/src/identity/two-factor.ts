import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { TTwoFactorChallenge } from '@cobertura/contracts';
import { Secret, TOTP } from 'otpauth';
import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';
import {
  countChallengeFailure,
  insertChallenge,
  readOpenChallenge,
  readTwoFactorSecret,
  spendChallenge,
  spendRecoveryCode,
  spendTimeStep,
} from './two-factor.queries.ts';

/** RFC 6238's defaults, the ones every authenticator app reads: HMAC-SHA-1, 6 digits, 30 seconds. */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** A code of the step before or after the server's is accepted too (RFC 6238 §5.2, clock drift). */
const TOTP_WINDOW = 1;
/** How long the code step of a sign-in waits after a right password. */
export const CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes one challenge takes before it is closed (the password must be given again). */
export const CHALLENGE_MAX_FAILURES = 5;
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits without the look-alikes 0/o, 1/l/i. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const TWO_FACTOR_MESSAGES = {
  invalidCode:
    'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  invalidChallenge: 'The sign-in step has expired. Sign in again with your password.',
} as const;

/** A TOTP of a user's secret, labelled for the authenticator app's list. */
export function totpOf(secretBase32: string, account: string): TOTP {
  return new TOTP({
    issuer: 'Cobertura',
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret of 160 bits (RFC 4226 §4's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step a 6-digit code belongs to at `now`, within the drift window; null when it matches
 * none. The caller still has to spend the step so that the code is not used twice.
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const totp = totpOf(secretBase32, '');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

// The secret is kept encrypted (AES-256-GCM) under a key derived from the server's secret, so a
// copy of the database alone does not give the codes away.
function secretKey(services: Services): Buffer {
  return Buffer.from(
    hkdfSync('sha256', services.config.jwtSecret, Buffer.alloc(0), 'cobertura two-factor secret', 32),
  );
}

export function encryptSecret(services: Services, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(services), iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(services: Services, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('malformed two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(services), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}

/** Ten recovery codes such as `k7fq2-mx9hd` (50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as stored: an HMAC keyed by the server's secret, of the user and the code as typed loosely. */
export function recoveryCodeHash(services: Services, userId: number, code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHmac('sha256', services.config.jwtSecret).update(`recovery:${userId}:${normal}`).digest('hex');
}

/**
 * Checks a code against a user's confirmed (or, while enrolling, unconfirmed) secret: a current
 * 6-digit code whose step was not used yet, or, when `allowRecovery`, an unused recovery code,
 * which is spent.
 */
export async function checkSecondFactor(
  services: Services,
  userId: number,
  code: string,
  options: { allowRecovery: boolean; confirmedOnly: boolean },
): Promise<boolean> {
  const row = await readTwoFactorSecret(services, userId);
  if (!row || (options.confirmedOnly && !row.confirmedAt)) return false;
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const step = matchingStep(decryptSecret(services, row.secretEncrypted), typed, services.now());
    return step !== null && (await spendTimeStep(services, userId, step));
  }
  if (!options.allowRecovery) return false;
  return spendRecoveryCode(services, userId, recoveryCodeHash(services, userId, typed));
}

/** The challenge a right password earns when the account has two-factor sign-in. */
export async function issueChallenge(services: Services, userId: number): Promise<TTwoFactorChallenge> {
  const token = newOpaqueToken();
  const expiresAt = new Date(services.now().getTime() + CHALLENGE_TTL_SECONDS * 1000);
  await insertChallenge(services, { tokenHash: token.hash, userId, expiresAt });
  return { challenge: token.token, expires_in: CHALLENGE_TTL_SECONDS };
}

/**
 * The second step of a sign-in: the challenge must be open and the code right; the challenge is
 * then spent. Answers the user's id; TWO_FACTOR_INVALID otherwise (a wrong code counts against the
 * challenge, which closes after CHALLENGE_MAX_FAILURES).
 */
export async function passChallenge(services: Services, challenge: string, code: string): Promise<number> {
  const tokenHash = hashToken(challenge);
  const open = await readOpenChallenge(services, tokenHash, CHALLENGE_MAX_FAILURES);
  if (!open) throw new AppError('TWO_FACTOR_INVALID', TWO_FACTOR_MESSAGES.invalidChallenge);
  const isRight = await checkSecondFactor(services, open.userId, code, {
    allowRecovery: true,
    confirmedOnly: true,
  });
  if (!isRight) {
    await countChallengeFailure(services, tokenHash);
    throw new AppError('TWO_FACTOR_INVALID', TWO_FACTOR_MESSAGES.invalidCode);
  }
  if (!(await spendChallenge(services, tokenHash))) {
    throw new AppError('TWO_FACTOR_INVALID', TWO_FACTOR_MESSAGES.invalidChallenge);
  }
  return open.userId;
}
