import type { User } from '@cobertura/contracts';
import { eq } from 'drizzle-orm';
import { userCompanies, users } from '../../db/schema.ts';
import type { Services } from '../../services.ts';

/** Profile fields kept in the `profile` column, with their defaults. */
export const PROFILE_DEFAULTS = {
  phone: '',
  Country: '',
  city: '',
  address: '',
  company: '',
  role: '',
  web_page: '',
  sector: '',
  Ventas: '',
  foreign_currency_exposure: false,
  type_foreign_currency_exposure: '',
  commodity_exposure: false,
  type_commodity_exposure: '',
};
export type ProfileFields = typeof PROFILE_DEFAULTS;

/** The user as the spec names its fields, read from the database; null when there is none. */
export async function readUserView(services: Services, id: number): Promise<User | null> {
  const [row] = await services.db.select().from(users).where(eq(users.id, id));
  if (!row) return null;
  const memberships = await services.db
    .select({ companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(eq(userCompanies.userId, id));
  return {
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
    ...PROFILE_DEFAULTS,
    ...(row.profile as Partial<ProfileFields>),
    companies: memberships.map((m) => m.companyId).sort((a, b) => a - b),
  };
}
