import { desc, eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Services } from '../../services.ts';

/** The admin module's only door to the database. */

/** Accounts, newest first: only inactive ones unless `all`. */
export function selectAccounts(services: Services, filter: { isPendingOnly: boolean; limit: number }) {
  return services.db
    .select({
      pk_idusers: users.id,
      username: users.username,
      email: users.email,
      email_verified: users.emailVerified,
      is_active: users.isActive,
      date_joined: users.dateJoined,
    })
    .from(users)
    .where(filter.isPendingOnly ? eq(users.isActive, false) : undefined)
    .orderBy(desc(users.dateJoined))
    .limit(filter.limit);
}

/** Activates or deactivates an account; undefined when there is no such user. */
export async function updateAccountActive(services: Services, userId: number, isActive: boolean) {
  const [user] = await services.db
    .update(users)
    .set({ isActive })
    .where(eq(users.id, userId))
    .returning({ id: users.id, username: users.username });
  return user;
}
