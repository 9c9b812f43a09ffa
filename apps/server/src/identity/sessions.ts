import { randomUUID } from 'node:crypto';
import type { TTokenPair } from '@cobertura/contracts';
import { cached } from '../cache/cache.ts';
import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';
import {
  insertSession,
  readSession,
  revokeSessionRow,
  revokeUserSessionRows,
  spendRefreshToken,
} from './identity.queries.ts';
import { hashToken, newOpaqueToken, signAccessToken } from './tokens.ts';

/** A refresh after this long without activity is refused (spec 01 §9: one hour idle). */
export const IDLE_LIMIT_MS = 3_600_000;
/** Every session ends this long after sign-in, whatever the activity. */
export const SESSION_LIFETIME_MS = 24 * 3_600_000;

export interface SessionState {
  userId: number;
  startedAt: number;
  revoked: boolean;
}

const sessionKey = (id: string) => `session:${id}`;

/** Starts a session for a user who just proved who they are and returns its first token pair. */
export async function startSession(
  services: Services,
  user: { id: number; role: number },
): Promise<TTokenPair> {
  const now = services.now();
  const id = randomUUID();
  const refresh = newOpaqueToken();
  await insertSession(services, { id, userId: user.id, refreshHash: refresh.hash, now });
  return { access: await accessFor(services, user, id, now), refresh: refresh.token };
}

/**
 * Exchanges a refresh token for a new pair. The old token is spent; presenting a spent token again
 * (theft or replay) revokes the whole session. Refused after an idle hour and 24 hours after sign-in.
 */
export async function rotateRefreshToken(
  services: Services,
  refreshToken: string,
  userRole: (userId: number) => Promise<number | undefined>,
): Promise<TTokenPair> {
  const now = services.now();
  const next = newOpaqueToken();
  const outcome = await spendRefreshToken(services, {
    tokenHash: hashToken(refreshToken),
    nextHash: next.hash,
    now,
    lifetimeMs: SESSION_LIFETIME_MS,
    idleMs: IDLE_LIMIT_MS,
  });
  if ('error' in outcome) {
    if (outcome.sessionId) await services.cache.del(sessionKey(outcome.sessionId));
    throw new AppError(outcome.error, REFRESH_MESSAGES[outcome.error]);
  }
  const role = await userRole(outcome.session.userId);
  if (role === undefined) throw new AppError('UNAUTHENTICATED', REFRESH_MESSAGES.UNAUTHENTICATED);
  const access = await accessFor(
    services,
    { id: outcome.session.userId, role },
    outcome.session.id,
    now,
    outcome.session.startedAt,
  );
  return { access, refresh: next.token };
}

const REFRESH_MESSAGES = {
  UNAUTHENTICATED: 'Your session is not valid. Sign in again.',
  REFRESH_REUSED: 'This session was closed for your safety. Sign in again.',
  SESSION_ENDED: 'Your session has ended. Sign in again.',
  SESSION_IDLE: 'Session disconnected due to inactivity',
} as const;

/** Ends one session (sign-out). */
export async function revokeSession(services: Services, sessionId: string, reason: string): Promise<void> {
  await revokeSessionRow(services, sessionId, reason);
  await services.cache.del(sessionKey(sessionId));
}

/** Ends every session of a user but `keep` (password changed or reset). */
export async function revokeUserSessions(
  services: Services,
  userId: number,
  reason: string,
  keep?: string,
): Promise<void> {
  const ended = await revokeUserSessionRows(services, userId, reason, keep);
  if (ended.length) await services.cache.del(...ended.map(sessionKey));
}

/** The session behind an access token, from the cache when it can. */
export function loadSession(services: Services, sessionId: string): Promise<SessionState | null> {
  return cached(services.cache, sessionKey(sessionId), 60, async () => {
    const row = await readSession(services, sessionId);
    return row
      ? { userId: row.userId, startedAt: row.startedAt.getTime(), revoked: row.revokedAt !== null }
      : null;
  });
}

async function accessFor(
  services: Services,
  user: { id: number; role: number },
  sessionId: string,
  now: Date,
  startedAt: Date = now,
): Promise<string> {
  const endsAt = new Date(startedAt.getTime() + SESSION_LIFETIME_MS);
  return signAccessToken(
    services.config.jwtSecret,
    { userId: user.id, sessionId, role: user.role },
    now,
    services.config.accessTokenTtlSeconds,
    endsAt,
  );
}
