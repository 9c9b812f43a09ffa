import { eq } from 'drizzle-orm';
import { cached } from '../../cache/cache.ts';
import { userCompanies, users } from '../../db/schema.ts';
import type { Services } from '../../services.ts';

/** What access rules need to know about the caller; cached, dropped whenever the user changes. */
export interface AuthUser {
  id: number;
  username: string;
  role: number;
  isStaff: boolean;
  habeasData: boolean;
  isActive: boolean;
  companyIds: number[];
}

const userKey = (id: number) => `user:${id}`;

export function loadAuthUser(services: Services, id: number): Promise<AuthUser | null> {
  return cached(services.cache, userKey(id), 300, async () => {
    const [row] = await services.db
      .select({
        id: users.id,
        username: users.username,
        role: users.platformRole,
        isStaff: users.isStaff,
        habeasData: users.habeasData,
        isActive: users.isActive,
      })
      .from(users)
      .where(eq(users.id, id));
    if (!row) return null;
    const memberships = await services.db
      .select({ companyId: userCompanies.companyId })
      .from(userCompanies)
      .where(eq(userCompanies.userId, id));
    return { ...row, companyIds: memberships.map((m) => m.companyId).sort((a, b) => a - b) };
  });
}

export function forgetAuthUser(services: Services, id: number): Promise<void> {
  return services.cache.del(userKey(id));
}
