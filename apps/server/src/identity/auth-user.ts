import type { User } from '@cobertura/contracts';
import { cached } from '../cache/cache.ts';
import type { Services } from '../services.ts';
import { readUserView } from './identity.queries.ts';

/** What access rules need to know about the caller. */
export interface AuthUser {
  id: number;
  username: string;
  role: number;
  isStaff: boolean;
  habeasData: boolean;
  isActive: boolean;
  hasTwoFactor: boolean;
  companyIds: number[];
}

const userKey = (id: number) => `user:${id}`;

/** The user as `GET /api/user` answers it, cached and dropped whenever the user changes. */
export function loadUserView(services: Services, id: number): Promise<User | null> {
  return cached(services.cache, userKey(id), 300, () => readUserView(services, id));
}

export async function loadAuthUser(services: Services, id: number): Promise<AuthUser | null> {
  const user = await loadUserView(services, id);
  if (!user) return null;
  return {
    id: user.pk_idusers,
    username: user.username,
    role: user.platform_role,
    isStaff: user.is_staff,
    habeasData: user.habeas_data,
    isActive: user.is_active,
    hasTwoFactor: user.two_factor,
    companyIds: user.companies,
  };
}

/** Drops the cached user; every change to a user calls it. */
export function forgetAuthUser(services: Services, id: number): Promise<void> {
  return services.cache.del(userKey(id));
}
