import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { IDLE_HEADER, type TTokenPair } from '@cobertura/contracts';
import { cached } from '../cache/cache.ts';
import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';
import { loadAuthUser } from './auth-user.ts';
import {
  IDLE_REASON,
  insertSession,
  readSession,
  recordSessionActivity,
  revokeSessionRow,
  revokeUserSessionRows,
  spendRefreshToken,
} from './identity.queries.ts';
import { hashToken, newOpaqueToken, signAccessToken } from './tokens.ts';

/** A session whose user has been idle this long ends (spec 01 §9: one hour idle). */
export const IDLE_LIMIT_MS = 3_600_000;
/** Every session ends this long after sign-in, whatever the activity. */
export const SESSION_LIFETIME_MS = 24 * 3_600_000;
/**
 * A user's activity is written at most once a minute per session: against an idle hour, a minute
 * more or less is nothing, and a write on every request would be a write on every read.
 */
const ACTIVITY_WRITE_STEP_MS = 60_000;
/** The longest idle time a client's report is read as; anything longer is as idle as it gets. */
const LONGEST_REPORTED_IDLE_MS = 7 * 24 * 3_600_000;

export interface SessionState {
  userId: number;
  startedAt: number;
  /** The user's last activity the server knows of, in epoch milliseconds. */
  lastActivityAt: number;
  revoked: boolean;
  /** Closed after the idle hour: its tokens are answered SESSION_IDLE. */
  isIdleEnded: boolean;
}

/**
 * What a call says of its user's activity: how long the user has been idle, in milliseconds, as the
 * web app reports it (IDLE_HEADER); `unreported` from a client that says nothing (an API script),
 * whose calls are its activity.
 */
export type IdleReport = number | 'unreported';

/** The call's report, from its headers; a header that is not a count of milliseconds is none. */
export function reportedIdle(headers: IncomingHttpHeaders): IdleReport {
  const header = headers[IDLE_HEADER];
  const value = Number(Array.isArray(header) ? header[0] : header);
  if (header === undefined || !Number.isFinite(value) || value < 0) return 'unreported';
  return Math.min(Math.floor(value), LONGEST_REPORTED_IDLE_MS);
}

/**
 * The idle rule (spec 01 §9) for a call made `now` in a session whose user was last active at
 * `lastActivityAt`: whether the idle hour has passed, and the user's last activity after the call.
 * The web app vouches for its user's activity, in any tab: the later of the session's and the one
 * it reports counts, so that its own calls (polls, refreshes, a reload) keep no idle session alive.
 * A client that reports nothing is active when it calls, after an hour without any call is too late.
 */
export function activityAfter(
  lastActivityAt: number,
  now: number,
  idle: IdleReport,
): { isIdle: boolean; lastActiveAt: number } {
  if (idle === 'unreported') return { isIdle: now - lastActivityAt >= IDLE_LIMIT_MS, lastActiveAt: now };
  const lastActiveAt = Math.max(lastActivityAt, now - idle);
  return { isIdle: now - lastActiveAt >= IDLE_LIMIT_MS, lastActiveAt };
}

/**
 * The idle rule on every signed-in call: after an idle hour the session ends, for every tab and
 * process, with SESSION_IDLE; otherwise a later activity is recorded. A check the server makes on its
 * own (a websocket's, `idle` null) knows nothing of the user and leaves the rule to their next call.
 */
export async function keepSessionAlive(
  services: Services,
  sessionId: string,
  session: SessionState,
  idle: IdleReport | null,
): Promise<void> {
  if (idle === null) return;
  const { isIdle, lastActiveAt } = activityAfter(session.lastActivityAt, services.now().getTime(), idle);
  if (isIdle) {
    await revokeSession(services, sessionId, IDLE_REASON);
    throw endedSessionError(true);
  }
  if (lastActiveAt - session.lastActivityAt >= ACTIVITY_WRITE_STEP_MS) {
    await recordSessionActivity(services, sessionId, new Date(lastActiveAt));
    await services.cache.del(sessionKey(sessionId));
  }
}

const sessionKey = (id: string) => `session:${id}`;

/** Starts a session for a user who just proved who they are and returns its first token pair. */
export async function startSession(services: Services, user: { id: number }): Promise<TTokenPair> {
  const now = services.now();
  const id = randomUUID();
  const refresh = newOpaqueToken();
  await insertSession(services, { id, userId: user.id, refreshHash: refresh.hash, now });
  return { access: await accessFor(services, user.id, id, now), refresh: refresh.token };
}

/**
 * Exchanges a refresh token for a new pair. The old token is spent; presenting a spent token again
 * (theft or replay) revokes the whole session. Refused after an idle hour (`activityAfter`: a
 * refresh is the app's own doing, its user's activity is what it reports) and 24 hours after sign-in.
 */
export async function rotateRefreshToken(
  services: Services,
  refreshToken: string,
  idle: IdleReport,
): Promise<TTokenPair> {
  const now = services.now();
  const next = newOpaqueToken();
  const outcome = await spendRefreshToken(services, {
    tokenHash: hashToken(refreshToken),
    nextHash: next.hash,
    now,
    lifetimeMs: SESSION_LIFETIME_MS,
    activity: (lastActivityAt) => activityAfter(lastActivityAt, now.getTime(), idle),
  });
  if ('error' in outcome) {
    if (outcome.sessionId) await services.cache.del(sessionKey(outcome.sessionId));
    throw new AppError(outcome.error, REFRESH_MESSAGES[outcome.error]);
  }
  await services.cache.del(sessionKey(outcome.session.id));
  const access = await accessFor(
    services,
    outcome.session.userId,
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

/** The refusal of a call in a session that has ended: SESSION_IDLE when the idle hour closed it. */
export function endedSessionError(isIdleEnded: boolean): AppError {
  return isIdleEnded
    ? new AppError('SESSION_IDLE', REFRESH_MESSAGES.SESSION_IDLE)
    : new AppError('SESSION_ENDED', REFRESH_MESSAGES.SESSION_ENDED);
}

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
      ? {
          userId: row.userId,
          startedAt: row.startedAt.getTime(),
          lastActivityAt: row.lastActivityAt.getTime(),
          revoked: row.revokedAt !== null,
          isIdleEnded: row.revokedReason === IDLE_REASON,
        }
      : null;
  });
}

/** An access token naming the user's role now, and whether they are held at the consent gate. */
async function accessFor(
  services: Services,
  userId: number,
  sessionId: string,
  now: Date,
  startedAt: Date = now,
): Promise<string> {
  const user = await loadAuthUser(services, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', REFRESH_MESSAGES.UNAUTHENTICATED);
  const endsAt = new Date(startedAt.getTime() + SESSION_LIFETIME_MS);
  return signAccessToken(
    services.config.jwtSecret,
    { userId, sessionId, role: user.role, isAtGate: !user.isActive || !user.habeasData },
    now,
    services.config.accessTokenTtlSeconds,
    endsAt,
  );
}
