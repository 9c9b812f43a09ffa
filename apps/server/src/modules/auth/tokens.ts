import { createHash, randomBytes } from 'node:crypto';
import type { AccessClaims } from '@cobertura/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/errors.ts';

const ISSUER = 'cobertura';

/** Signs a short-lived access token; it never outlives its session. */
export async function signAccessToken(
  secret: Uint8Array,
  claims: { userId: number; sessionId: string; role: number },
  now: Date,
  ttlSeconds: number,
  sessionEndsAt: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = Math.min(iat + ttlSeconds, Math.floor(sessionEndsAt.getTime() / 1000));
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
}

/** Verifies signature, issuer and expiry; 401 TOKEN_EXPIRED or UNAUTHENTICATED otherwise. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    if (typeof payload.sid !== 'string' || typeof payload.role !== 'number' || !payload.sub) {
      throw new AppError('UNAUTHENTICATED', 'The sign-in token is not valid.');
    }
    return payload as unknown as AccessClaims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new AppError('TOKEN_EXPIRED', 'Your session token has expired. Sign in again.');
    }
    if (error instanceof AppError) throw error;
    throw new AppError('UNAUTHENTICATED', 'The sign-in token is not valid.');
  }
}

/** A random opaque token (refresh tokens, verification links) and the hash stored for it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
