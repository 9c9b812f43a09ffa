import { createHash, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import type { AccessClaims } from '@cobertura/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.ts';

const ISSUER = 'cobertura';

/**
 * Per signing secret: the key, imported once (importing it on every call doubles the cost of a
 * request), and the tokens already verified with it, by their exact text. A client sends the same
 * token on every call until it expires, and its signature cannot change without changing the text;
 * expiry is checked again on every use.
 */
const signers = new WeakMap<Uint8Array, { key: KeyObject; verified: LRUCache<string, AccessClaims> }>();
function signerOf(secret: Uint8Array) {
  let signer = signers.get(secret);
  if (!signer) {
    signer = { key: createSecretKey(secret), verified: new LRUCache({ max: 20_000 }) };
    signers.set(secret, signer);
  }
  return signer;
}

/** Signs a short-lived access token; it never outlives its session. */
export async function signAccessToken(
  secret: Uint8Array,
  claims: { userId: number; sessionId: string; role: number; isAtGate: boolean },
  now: Date,
  ttlSeconds: number,
  sessionEndsAt: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = Math.min(iat + ttlSeconds, Math.floor(sessionEndsAt.getTime() / 1000));
  return new SignJWT({ sid: claims.sessionId, role: claims.role, gate: claims.isAtGate })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(signerOf(secret).key);
}

/** Verifies signature, issuer and expiry; 401 TOKEN_EXPIRED or UNAUTHENTICATED otherwise. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date): Promise<AccessClaims> {
  const { key, verified } = signerOf(secret);
  const known = verified.get(token);
  if (known) {
    if (known.exp * 1000 <= now.getTime()) throw tokenExpired();
    return known;
  }
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    if (typeof payload.sid !== 'string' || typeof payload.role !== 'number' || !payload.sub) {
      throw new AppError('UNAUTHENTICATED', 'The sign-in token is not valid.');
    }
    const claims = payload as unknown as AccessClaims;
    verified.set(token, claims);
    return claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw tokenExpired();
    if (error instanceof AppError) throw error;
    throw new AppError('UNAUTHENTICATED', 'The sign-in token is not valid.');
  }
}

/** The refusal of an access token past its expiry. */
export const tokenExpired = () =>
  new AppError('TOKEN_EXPIRED', 'Your session token has expired. Sign in again.');

/** A random opaque token (refresh tokens, verification links) and the hash stored for it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
