import { and, count, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import {
  emailVerifications,
  oidcIdentities,
  oidcPendingSignIns,
  reservedUsernames,
  users,
} from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Services } from '../../services.ts';

/** The auth module's only door to the database. */

/** The user signing in, by username (not case-sensitive). */
export async function findUserByUsername(services: Services, account: string) {
  const [user] = await services.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, account));
  return user;
}

/**
 * Accounts that already hold this username or email (either, case-insensitively), with the language
 * of their mails, and usernames held by an earlier registration with a taken email (with an empty
 * email and no language: they hold no address).
 */
export function findAccountsHolding(services: Services, username: string, email: string) {
  const name = username.toLowerCase();
  return services.db
    .select({ username: users.username, email: users.email, language: users.language })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .unionAll(
      services.db
        .select({
          username: reservedUsernames.username,
          email: sql<string>`''`,
          language: sql<string | null>`null`,
        })
        .from(reservedUsernames)
        .where(eq(reservedUsernames.username, name)),
    );
}

/**
 * Holds a username asked for with a registered email, and tells whether that email's owner was
 * already told of such a registration since `mailedSince`. False when the username was taken
 * meanwhile (the caller answers as for a taken username).
 */
export function reserveUsername(
  services: Services,
  reservation: { username: string; email: string; mailedSince: Date },
): Promise<{ isReserved: boolean; wasOwnerToldRecently: boolean }> {
  return inTransaction(services, async ({ db }) => {
    const [recent] = await db
      .select({ n: count() })
      .from(reservedUsernames)
      .where(
        and(
          eq(reservedUsernames.email, reservation.email),
          gte(reservedUsernames.reservedAt, reservation.mailedSince),
        ),
      );
    const inserted = await db
      .insert(reservedUsernames)
      .values({
        username: reservation.username.toLowerCase(),
        email: reservation.email,
        reservedAt: services.now(),
      })
      .onConflictDoNothing()
      .returning({ username: reservedUsernames.username });
    return { isReserved: inserted.length > 0, wasOwnerToldRecently: (recent?.n ?? 0) > 0 };
  });
}

type NewUser = Pick<
  typeof users.$inferInsert,
  'username' | 'email' | 'passwordHash' | 'emailVerified' | 'firstName' | 'lastName' | 'language'
>;

/** A new user, inactive as every account starts, joined and with its password set now. */
async function insertNewUser(services: Services, user: NewUser): Promise<{ id: number }> {
  const now = services.now();
  const [created] = await services.db
    .insert(users)
    .values({ ...user, passwordChangedAt: now, dateJoined: now })
    .returning({ id: users.id });
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** A new, unverified and inactive user with its verification link: both or neither. */
export function insertUnverifiedUser(
  services: Services,
  user: {
    username: string;
    email: string;
    passwordHash: string;
    language: string;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<{ id: number }> {
  return inTransaction(services, async (scoped) => {
    const { tokenHash, expiresAt, ...account } = user;
    const created = await insertNewUser(scoped, account);
    await scoped.db.insert(emailVerifications).values({
      tokenHash,
      userId: created.id,
      expiresAt,
    });
    return created;
  });
}

/** Spends a verification link and marks its user's email verified; null when the link is not valid. */
export function spendVerificationLink(services: Services, tokenHash: string): Promise<number | null> {
  const now = services.now();
  return inTransaction(services, async ({ db }) => {
    const [link] = await db
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerifications.userId });
    if (!link) return null;
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, link.userId));
    return link.userId;
  });
}

/** The account signing in, by id. */
export async function findUserById(services: Services, id: number) {
  const [user] = await services.db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Keeps a started single sign-on until its callback; expired ones are dropped on the way. */
export async function insertPendingSignIn(
  services: Services,
  pending: { stateHash: string; provider: string; codeVerifier: string; nonce: string; expiresAt: Date },
): Promise<void> {
  const now = services.now();
  await services.db.delete(oidcPendingSignIns).where(lt(oidcPendingSignIns.expiresAt, now));
  await services.db.insert(oidcPendingSignIns).values({ ...pending, createdAt: now });
}

/**
 * Takes a pending single sign-on by its state: the row is deleted whatever follows (single use);
 * undefined when there is none or it has expired.
 */
export async function takePendingSignIn(services: Services, stateHash: string) {
  const [row] = await services.db
    .delete(oidcPendingSignIns)
    .where(eq(oidcPendingSignIns.stateHash, stateHash))
    .returning();
  return row && row.expiresAt.getTime() > services.now().getTime() ? row : undefined;
}

/** The account an identity at a provider is linked to. */
export async function findLinkedUser(services: Services, issuer: string, subject: string) {
  const [row] = await services.db
    .select({ user: users })
    .from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)));
  return row?.user;
}

/** The account holding an email, case-insensitively. */
export async function findUserByEmail(services: Services, email: string) {
  const [user] = await services.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** Links an identity at a provider to an account. */
export async function linkIdentity(
  services: Services,
  link: { issuer: string; subject: string; userId: number },
): Promise<void> {
  await services.db
    .insert(oidcIdentities)
    .values({ ...link, createdAt: services.now() })
    .onConflictDoNothing();
}

/** Usernames starting with a stem, to pick a free one. */
export async function usernamesLike(services: Services, stem: string): Promise<Set<string>> {
  const rows = await services.db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${stem.toLowerCase()}%`}`)
    .unionAll(
      services.db
        .select({ username: reservedUsernames.username })
        .from(reservedUsernames)
        .where(sql`${reservedUsernames.username} like ${`${stem.toLowerCase()}%`}`),
    );
  return new Set(rows.map((r) => r.username));
}

/**
 * A new, inactive account for an identity seen for the first time, linked to it: both or neither.
 * It has no password anyone knows (`passwordHash` is not a hash).
 */
export function insertSsoUser(
  services: Services,
  user: {
    username: string;
    email: string;
    emailVerified: boolean;
    firstName: string;
    lastName: string;
    issuer: string;
    subject: string;
  },
): Promise<{ id: number }> {
  return inTransaction(services, async (scoped) => {
    const { issuer, subject, ...account } = user;
    const created = await insertNewUser(scoped, { ...account, passwordHash: '!single-sign-on' });
    await scoped.db
      .insert(oidcIdentities)
      .values({ issuer, subject, userId: created.id, createdAt: scoped.now() });
    return created;
  });
}
