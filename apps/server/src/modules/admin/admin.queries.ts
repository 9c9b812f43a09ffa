import type { TPageQuery } from '@cobertura/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { readPage } from '../../db/page.ts';
import { companies, invitations, userCompanies, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

/** The admin module's only door to the database. */

const STAFF_ROLE = 1;

/** A page of accounts, newest first: only inactive ones unless `all`; each with its companies. */
export async function selectAccounts(
  services: Services,
  filter: { isPendingOnly: boolean; page: TPageQuery },
) {
  const where = filter.isPendingOnly ? eq(users.isActive, false) : undefined;
  const page = await readPage(filter.page, {
    rows: ({ limit, offset }) =>
      services.db
        .select({
          pk_idusers: users.id,
          username: users.username,
          email: users.email,
          email_verified: users.emailVerified,
          is_active: users.isActive,
          platform_role: users.platformRole,
          date_joined: users.dateJoined,
        })
        .from(users)
        .where(where)
        .orderBy(desc(users.dateJoined), desc(users.id))
        .limit(limit)
        .offset(offset),
    total: () => services.db.$count(users, where),
  });
  const ids = page.items.map((a) => a.pk_idusers);
  const memberships = ids.length
    ? await services.db
        .select({ userId: userCompanies.userId, pk_idcompany: companies.id, company_name: companies.name })
        .from(userCompanies)
        .innerJoin(companies, eq(companies.id, userCompanies.companyId))
        .where(inArray(userCompanies.userId, ids))
        .orderBy(asc(companies.name))
    : [];
  return {
    ...page,
    items: page.items.map((account) => ({
      ...account,
      companies: memberships
        .filter((m) => m.userId === account.pk_idusers)
        .map(({ pk_idcompany, company_name }) => ({ pk_idcompany, company_name })),
    })),
  };
}

/** Activates or deactivates an account, saying whether it was active; undefined when there is no such user. */
export function updateAccountActive(services: Services, userId: number, isActive: boolean) {
  return inTransaction(services, async ({ db }) => {
    const [before] = await db
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return undefined;
    const [user] = await db
      .update(users)
      .set({ isActive })
      .where(eq(users.id, userId))
      .returning({ id: users.id, username: users.username, email: users.email, language: users.language });
    return user && { ...user, wasActive: before.isActive };
  });
}

/** Every company with the count of its members, by name. */
export function selectCompanies(services: Services) {
  return services.db
    .select({
      pk_idcompany: companies.id,
      company_name: companies.name,
      initials: companies.initials,
      created_at: companies.createdAt,
      members: sql<number>`(select count(*)::int from ${userCompanies} where ${userCompanies.companyId} = ${companies.id})`,
    })
    .from(companies)
    .orderBy(asc(companies.name));
}

export async function insertCompany(services: Services, company: { name: string; initials: string }) {
  const [created] = await services.db
    .insert(companies)
    .values({ name: company.name, initials: company.initials, createdAt: services.now() })
    .returning({ id: companies.id });
  return created;
}

/** Renames a company; undefined when there is none. */
export async function updateCompanyName(services: Services, companyId: number, name: string) {
  const [renamed] = await services.db
    .update(companies)
    .set({ name })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id });
  return renamed;
}

export async function findCompany(services: Services, companyId: number) {
  const [company] = await services.db.select().from(companies).where(eq(companies.id, companyId));
  return company;
}

/**
 * The members of a company, by username; with `caller`, only when the company is one of the
 * caller's (another company's members read as none).
 */
export function selectMembers(services: Services, companyId: number, caller?: { companyIds: number[] }) {
  const now = services.now();
  return services.db
    .select({
      pk_idusers: users.id,
      username: users.username,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      platform_role: users.platformRole,
      is_active: users.isActive,
      invitation_pending: sql<boolean>`exists (select 1 from ${invitations} where ${and(
        eq(invitations.userId, users.id),
        isNull(invitations.closedAt),
        gt(invitations.expiresAt, now),
      )})`,
    })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(
      and(
        eq(userCompanies.companyId, companyId),
        caller ? inCallerCompanies(userCompanies.companyId, caller) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.username})`));
}

export async function findUserById(services: Services, userId: number) {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  return user;
}

/**
 * The user joins the company (or stays in it) and takes the role, which is the user's on the whole
 * platform (spec 01 §6); role 1 is staff.
 */
export function upsertMembership(
  services: Services,
  membership: { companyId: number; userId: number; role: number },
) {
  return inTransaction(services, async ({ db }) => {
    await db
      .insert(userCompanies)
      .values({ companyId: membership.companyId, userId: membership.userId })
      .onConflictDoNothing();
    await db
      .update(users)
      .set({ platformRole: membership.role, isStaff: membership.role === STAFF_ROLE })
      .where(eq(users.id, membership.userId));
  });
}

/** The user leaves the company; false when they were not in it. */
export async function deleteMembership(services: Services, companyId: number, userId: number) {
  const removed = await services.db
    .delete(userCompanies)
    .where(and(eq(userCompanies.companyId, companyId), eq(userCompanies.userId, userId)))
    .returning({ userId: userCompanies.userId });
  return removed.length > 0;
}

/** Whether a username and an email are already an account's (case-insensitively). */
export async function accountsHolding(services: Services, username: string, email: string) {
  const rows = await services.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()}`,
    );
  return {
    isUsernameTaken: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    isEmailTaken: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

/**
 * An invited person's account, active, in its company with its role and with a password nobody
 * knows, and the invitation that lets the link's holder set one: all or nothing.
 */
export function insertInvitedUser(
  services: Services,
  invited: {
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    companyId: number;
    role: number;
    passwordHash: string;
    tokenHash: string;
    invitedBy: number;
    expiresAt: Date;
  },
) {
  const now = services.now();
  return inTransaction(services, async ({ db }) => {
    const [user] = await db
      .insert(users)
      .values({
        username: invited.username,
        email: invited.email,
        firstName: invited.firstName,
        lastName: invited.lastName,
        passwordHash: invited.passwordHash,
        passwordChangedAt: now,
        isActive: true,
        platformRole: invited.role,
        isStaff: invited.role === STAFF_ROLE,
        dateJoined: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('insert returned no row');
    await db.insert(userCompanies).values({ companyId: invited.companyId, userId: user.id });
    await db.insert(invitations).values({
      tokenHash: invited.tokenHash,
      userId: user.id,
      invitedBy: invited.invitedBy,
      createdAt: now,
      expiresAt: invited.expiresAt,
    });
    return user;
  });
}

/**
 * Spends an invitation: when the link is open, unexpired and the user's, sets the password, marks
 * the email verified (the link came by mail) and closes the link. The user's id, or null.
 */
export function spendInvitation(
  services: Services,
  link: { userId: number; tokenHash: string; passwordHash: string },
): Promise<{ id: number; username: string } | null> {
  const now = services.now();
  return inTransaction(services, async ({ db }) => {
    const [open] = await db
      .update(invitations)
      .set({ closedAt: now })
      .where(
        and(
          eq(invitations.tokenHash, link.tokenHash),
          eq(invitations.userId, link.userId),
          isNull(invitations.closedAt),
          gt(invitations.expiresAt, now),
        ),
      )
      .returning({ userId: invitations.userId });
    if (!open) return null;
    const [user] = await db
      .update(users)
      .set({ passwordHash: link.passwordHash, passwordChangedAt: now, emailVerified: true })
      .where(eq(users.id, link.userId))
      .returning({ id: users.id, username: users.username });
    return user ?? null;
  });
}

/** An invitation link of a user, with whether its user has verified the email (accepting does); undefined when there is none. */
export async function findInvitation(services: Services, link: { userId: number; tokenHash: string }) {
  const [found] = await services.db
    .select({
      closedAt: invitations.closedAt,
      expiresAt: invitations.expiresAt,
      isAccepted: users.emailVerified,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(and(eq(invitations.tokenHash, link.tokenHash), eq(invitations.userId, link.userId)));
  return found;
}

/**
 * A fresh invitation for a user who was invited and never set a password: the open links are
 * closed and a new one opened. The user, or undefined when they are not such a user.
 */
export function replaceInvitation(
  services: Services,
  link: { userId: number; tokenHash: string; invitedBy: number; expiresAt: Date },
) {
  const now = services.now();
  return inTransaction(services, async ({ db }) => {
    const [user] = await db
      .select({ id: users.id, username: users.username, email: users.email, isVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, link.userId));
    const [invited] = await db
      .select({ n: count() })
      .from(invitations)
      .where(eq(invitations.userId, link.userId));
    if (!user || user.isVerified || !invited?.n) return undefined;
    await db
      .update(invitations)
      .set({ closedAt: now })
      .where(and(eq(invitations.userId, link.userId), isNull(invitations.closedAt)));
    await db.insert(invitations).values({
      tokenHash: link.tokenHash,
      userId: link.userId,
      invitedBy: link.invitedBy,
      createdAt: now,
      expiresAt: link.expiresAt,
    });
    return user;
  });
}
