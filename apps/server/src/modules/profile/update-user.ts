import type { TUpdateUserRequest, User } from '@cobertura/contracts';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import type { Caller } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { audit } from '../auth/audit.ts';
import { passwordProblems } from '../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { forgetAuthUser, loadUserView } from './auth-user.ts';
import { PROFILE_DEFAULTS, type ProfileFields } from './user-view.ts';

/**
 * Saves the caller's own profile (spec 01 §3 payload), consent included. A new password needs the
 * old one and passes the policy; it ends the user's other sessions.
 */
export async function updateUser(
  services: Services,
  caller: Caller,
  input: TUpdateUserRequest,
  ip: string,
): Promise<User> {
  if (input.pk_idusers !== caller.id) throw forbidden('You may only edit your own profile.');
  const [current] = await services.db.select().from(users).where(eq(users.id, caller.id));
  if (!current) throw new AppError('NOT_FOUND', 'No such user.');

  const username = input.username ?? current.username;
  const email = (input.email ?? current.email).toLowerCase();
  const fields: Record<string, string[]> = {};
  const clash = await services.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        ne(users.id, caller.id),
        or(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(sql`lower(${users.email})`, email)),
      ),
    );
  if (clash.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
    fields.username = ['A user with that username already exists.'];
  }
  if (clash.some((u) => u.email.toLowerCase() === email))
    fields.email = ['A user with that email already exists.'];

  let passwordHash: string | undefined;
  if (input.password_new) {
    if (!input.password_old || !(await verifyPassword(current.passwordHash, input.password_old))) {
      fields.password_old = ['Your current password is not correct.'];
    }
    if (input.password_new !== input.password_new_confirm)
      fields.password_new_confirm = ['Passwords do not match'];
    const problems = passwordProblems(input.password_new, {
      username,
      email,
      first_name: input.first_name ?? current.firstName,
      last_name: input.last_name ?? current.lastName,
    });
    if (problems.length) fields.password_new = problems;
    if (!Object.keys(fields).length) passwordHash = await hashPassword(input.password_new);
  }
  if (Object.keys(fields).length)
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', fields);

  const profile: ProfileFields = { ...PROFILE_DEFAULTS, ...(current.profile as Partial<ProfileFields>) };
  for (const key of Object.keys(PROFILE_DEFAULTS) as (keyof ProfileFields)[]) {
    if (input[key] !== undefined) (profile as Record<string, unknown>)[key] = input[key];
  }
  await services.db
    .update(users)
    .set({
      username,
      email,
      firstName: input.first_name ?? current.firstName,
      lastName: input.last_name ?? current.lastName,
      habeasData: input.habeas_data ?? current.habeasData,
      profile,
      ...(passwordHash ? { passwordHash, passwordChangedAt: services.now() } : {}),
    })
    .where(eq(users.id, caller.id));
  await forgetAuthUser(services, caller.id);
  await audit(services, {
    action: 'update_profile',
    outcome: 'success',
    ip,
    userId: caller.id,
    account: username,
  });
  // Keep the session that changed the password; every other one must sign in again.
  if (passwordHash) await revokeUserSessions(services, caller.id, 'password changed', caller.sessionId);
  const user = await loadUserView(services, caller.id);
  if (!user) throw new AppError('NOT_FOUND', 'No such user.');
  return user;
}
