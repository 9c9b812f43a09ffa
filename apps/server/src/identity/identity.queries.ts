import { EMPTY_PROFILE_DETAILS, type User, ZUser } from '@cobertura/contracts';
import { and, count, eq, gt, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import { auditLog, refreshTokens, sessions, twoFactorSecrets, userCompanies, users } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Services } from '../services.ts';

/** The identity layer's only door to the database: audit log, sessions, refresh tokens, the user view. */

export async function insertAuditEntry(services: Services, row: typeof auditLog.$inferInsert): Promise<void> {
  await services.db.insert(auditLog).values(row);
}

export async function countAuditEntries(
  services: Services,
  where: { action: string; account: string; outcome: string; since: Date; ip?: string | undefined },
): Promise<number> {
  const [row] = await services.db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.account, where.account),
        eq(auditLog.action, where.action),
        eq(auditLog.outcome, where.outcome),
        gt(auditLog.at, where.since),
        where.ip === undefined ? undefined : eq(auditLog.ip, where.ip),
      ),
    );
  return row?.n ?? 0;
}

/** A new session with its first refresh token, both or neither. */
export function insertSession(
  services: Services,
  session: { id: string; userId: number; refreshHash: string; now: Date },
): Promise<void> {
  return inTransaction(services, async ({ db }) => {
    const { id, userId, now } = session;
    await db.insert(sessions).values({ id, userId, startedAt: now, lastActivityAt: now });
    await db.insert(refreshTokens).values({ tokenHash: session.refreshHash, sessionId: id, createdAt: now });
  });
}

export type SessionRow = typeof sessions.$inferSelect;
/** Why a session closed after the idle hour: later calls with its tokens say so (SESSION_IDLE). */
export const IDLE_REASON = 'idle';
export type RotationError = 'UNAUTHENTICATED' | 'REFRESH_REUSED' | 'SESSION_ENDED' | 'SESSION_IDLE';
export type RotationOutcome = { error: RotationError; sessionId?: string } | { session: SessionRow };

/**
 * Spends a refresh token and records its successor, in one transaction. A spent token presented
 * again revokes its session; a session past its lifetime or idle limit is closed.
 */
export function spendRefreshToken(
  services: Services,
  spend: {
    tokenHash: string;
    nextHash: string;
    now: Date;
    lifetimeMs: number;
    /** The idle rule, given the session's last activity (see `activityAfter` in sessions.ts). */
    activity: (lastActivityAt: number) => { isIdle: boolean; lastActiveAt: number };
  },
): Promise<RotationOutcome> {
  const { tokenHash, now } = spend;
  return inTransaction(services, async ({ db }): Promise<RotationOutcome> => {
    const [spent] = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (!spent) {
      const [known] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!known) return { error: 'UNAUTHENTICATED' };
      await db
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'refresh token reused' })
        .where(and(eq(sessions.id, known.sessionId), isNull(sessions.revokedAt)));
      return { error: 'REFRESH_REUSED', sessionId: known.sessionId };
    }
    const [session] = await db.select().from(sessions).where(eq(sessions.id, spent.sessionId));
    if (!session) return { error: 'SESSION_ENDED' };
    if (session.revokedAt) {
      return { error: session.revokedReason === IDLE_REASON ? 'SESSION_IDLE' : 'SESSION_ENDED' };
    }
    const close = (reason: string) =>
      db.update(sessions).set({ revokedAt: now, revokedReason: reason }).where(eq(sessions.id, session.id));
    if (now.getTime() - session.startedAt.getTime() >= spend.lifetimeMs) {
      await close('expired');
      return { error: 'SESSION_ENDED', sessionId: session.id };
    }
    const { isIdle, lastActiveAt } = spend.activity(session.lastActivityAt.getTime());
    if (isIdle) {
      await close(IDLE_REASON);
      return { error: 'SESSION_IDLE', sessionId: session.id };
    }
    await db
      .update(sessions)
      .set({ lastActivityAt: new Date(lastActiveAt) })
      .where(eq(sessions.id, session.id));
    await db
      .insert(refreshTokens)
      .values({ tokenHash: spend.nextHash, sessionId: session.id, createdAt: now });
    return { session };
  });
}

export async function revokeSessionRow(services: Services, sessionId: string, reason: string): Promise<void> {
  await services.db
    .update(sessions)
    .set({ revokedAt: services.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of a user but `keep`; answers the ids it closed. */
export async function revokeUserSessionRows(
  services: Services,
  userId: number,
  reason: string,
  keep?: string,
): Promise<string[]> {
  const ended = await services.db
    .update(sessions)
    .set({ revokedAt: services.now(), revokedReason: reason })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    )
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}

export async function readSession(services: Services, sessionId: string) {
  const [row] = await services.db
    .select({
      userId: sessions.userId,
      startedAt: sessions.startedAt,
      lastActivityAt: sessions.lastActivityAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
}

/** Moves a session's last activity forward to `at` (never back: another process may have written a later one). */
export async function recordSessionActivity(services: Services, sessionId: string, at: Date): Promise<void> {
  await services.db
    .update(sessions)
    .set({ lastActivityAt: at })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastActivityAt, at)));
}

/** The user as the spec names its fields, read from the database; null when there is none. */
export async function readUserView(services: Services, id: number): Promise<User | null> {
  const [row] = await services.db.select().from(users).where(eq(users.id, id));
  if (!row) return null;
  const memberships = await services.db
    .select({ companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(eq(userCompanies.userId, id));
  const [twoFactor] = await services.db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, id), isNotNull(twoFactorSecrets.confirmedAt)));
  return ZUser.parse({
    ...EMPTY_PROFILE_DETAILS,
    ...(row.profile as object),
    pk_idusers: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    user_avatar: row.avatar,
    habeas_data: row.habeasData,
    is_active: row.isActive,
    is_staff: row.isStaff,
    platform_role: row.platformRole,
    clean_cache: row.cleanCache,
    two_factor: twoFactor !== undefined,
    companies: memberships.map((m) => m.companyId).sort((a, b) => a - b),
  });
}
