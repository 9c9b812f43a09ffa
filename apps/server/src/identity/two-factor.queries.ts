import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Services } from '../services.ts';

/** Two-factor sign-in's only door to the database. */

/** The user's secret row (confirmed or not); undefined when there is none. */
export async function readTwoFactorSecret(services: Services, userId: number) {
  const [row] = await services.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row;
}

/** Whether the user has a confirmed secret: sign-in then asks for a code. */
export async function hasConfirmedTwoFactor(services: Services, userId: number): Promise<boolean> {
  const [row] = await services.db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.confirmedAt)));
  return row !== undefined;
}

/** Starts an enrolment: a new unconfirmed secret replaces an unconfirmed one; false when one is confirmed. */
export async function putUnconfirmedSecret(
  services: Services,
  userId: number,
  secretEncrypted: string,
): Promise<boolean> {
  const written = await services.db
    .insert(twoFactorSecrets)
    .values({ userId, secretEncrypted, createdAt: services.now() })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretEncrypted, createdAt: services.now(), lastStep: 0 },
      setWhere: isNull(twoFactorSecrets.confirmedAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  return written.length > 0;
}

/**
 * Marks a code's time step used: true when it was newer than every step used before, so the same
 * code (or an older one) is never accepted twice, whichever process receives it.
 */
export async function spendTimeStep(services: Services, userId: number, step: number): Promise<boolean> {
  const spent = await services.db
    .update(twoFactorSecrets)
    .set({ lastStep: step })
    .where(and(eq(twoFactorSecrets.userId, userId), lt(twoFactorSecrets.lastStep, step)))
    .returning({ userId: twoFactorSecrets.userId });
  return spent.length > 0;
}

/** Confirms the secret and stores the recovery codes' hashes (replacing any earlier ones). */
export function confirmSecret(services: Services, userId: number, codeHashes: string[]): Promise<void> {
  return inTransaction(services, async ({ db }) => {
    await db
      .update(twoFactorSecrets)
      .set({ confirmedAt: services.now() })
      .where(eq(twoFactorSecrets.userId, userId));
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Turns two-factor sign-in off: the secret and the recovery codes go. */
export function deleteTwoFactor(services: Services, userId: number): Promise<void> {
  return inTransaction(services, async ({ db }) => {
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  });
}

/** Unused recovery codes of a user. */
export async function countRecoveryCodesLeft(services: Services, userId: number): Promise<number> {
  const [row] = await services.db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Spends a recovery code; false when it is not one of the user's unused codes. */
export async function spendRecoveryCode(
  services: Services,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const spent = await services.db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: services.now() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0;
}

export function insertChallenge(
  services: Services,
  challenge: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<unknown> {
  return services.db.insert(twoFactorChallenges).values({ ...challenge, createdAt: services.now() });
}

/** A challenge still open (not used, not expired, not tried wrongly too often); undefined otherwise. */
export async function readOpenChallenge(services: Services, tokenHash: string, maxFailures: number) {
  const [row] = await services.db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, services.now()),
        lt(twoFactorChallenges.failedAttempts, maxFailures),
      ),
    );
  return row;
}

/** Spends a challenge once its code was right; false when another request spent it first. */
export async function spendChallenge(services: Services, tokenHash: string): Promise<boolean> {
  const spent = await services.db
    .update(twoFactorChallenges)
    .set({ usedAt: services.now() })
    .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), isNull(twoFactorChallenges.usedAt)))
    .returning({ userId: twoFactorChallenges.userId });
  return spent.length > 0;
}

export async function countChallengeFailure(services: Services, tokenHash: string): Promise<void> {
  await services.db
    .update(twoFactorChallenges)
    .set({ failedAttempts: sql`${twoFactorChallenges.failedAttempts} + 1` })
    .where(eq(twoFactorChallenges.tokenHash, tokenHash));
}
