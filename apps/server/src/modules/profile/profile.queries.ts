import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { resetCodes, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Services } from '../../services.ts';

/** The profile module's only door to the database. */

export type UserRow = typeof users.$inferSelect;

export async function findUser(services: Services, id: number): Promise<UserRow | undefined> {
  const [user] = await services.db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByEmail(services: Services, email: string): Promise<UserRow | undefined> {
  const [user] = await services.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** Other users already holding this username or email (case-insensitively). */
export function findOthersHolding(services: Services, userId: number, username: string, email: string) {
  return services.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        or(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(sql`lower(${users.email})`, email)),
      ),
    );
}

export async function updateUserRow(
  services: Services,
  userId: number,
  changes: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await services.db.update(users).set(changes).where(eq(users.id, userId));
}

/** A new reset code for a user; any earlier open code is closed in the same transaction. */
export function replaceResetCode(
  services: Services,
  code: { userId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  const now = services.now();
  return inTransaction(services, async ({ db }) => {
    await db
      .update(resetCodes)
      .set({ closedAt: now })
      .where(and(eq(resetCodes.userId, code.userId), isNull(resetCodes.closedAt)));
    await db.insert(resetCodes).values({ ...code, createdAt: now });
  });
}

/** The user's newest open, unexpired reset code. */
export async function findOpenResetCode(services: Services, userId: number) {
  const [open] = await services.db
    .select()
    .from(resetCodes)
    .where(
      and(
        eq(resetCodes.userId, userId),
        isNull(resetCodes.closedAt),
        gt(resetCodes.expiresAt, services.now()),
      ),
    )
    .orderBy(desc(resetCodes.id))
    .limit(1);
  return open;
}

/** Counts a wrong try of a code, closing the code when `close` says so. */
export async function recordWrongCode(
  services: Services,
  codeId: number,
  failures: number,
  close: boolean,
): Promise<void> {
  await services.db
    .update(resetCodes)
    .set({ failedAttempts: failures, closedAt: close ? services.now() : null })
    .where(eq(resetCodes.id, codeId));
}

/** Closes the code and sets the user's new password: both or neither. */
export function spendResetCode(
  services: Services,
  spend: { codeId: number; userId: number; passwordHash: string },
): Promise<void> {
  const now = services.now();
  return inTransaction(services, async ({ db }) => {
    await db.update(resetCodes).set({ closedAt: now }).where(eq(resetCodes.id, spend.codeId));
    await db
      .update(users)
      .set({ passwordHash: spend.passwordHash, passwordChangedAt: now })
      .where(eq(users.id, spend.userId));
  });
}
