import {
  EMPTY_PROFILE_DETAILS,
  type FieldProblem,
  PROFILE_DETAILS,
  type ProfileDetails,
  type TUpdateUserRequest,
  type User,
} from '@cobertura/contracts';
import { AppError, forbidden } from '../../errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import { loadUserView } from '../../identity/auth-user.ts';
import type { Caller } from '../../identity/caller.ts';
import { isCurrentPassword } from '../../identity/current-password.ts';
import { passwordProblems } from '../../identity/password-policy.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { revokeUserSessions } from '../../identity/sessions.ts';
import type { Services } from '../../services.ts';
import { findOthersHolding, findUser, updateUserRow } from './profile.queries.ts';

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
  const current = await findUser(services, caller.id);
  if (!current) throw new AppError('NOT_FOUND', 'No such user.');

  const username = input.username ?? current.username;
  const email = (input.email ?? current.email).toLowerCase();
  const problems: Record<string, FieldProblem[]> = {};
  const clash = await findOthersHolding(services, caller.id, username, email);
  if (clash.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
    problems.username = ['USERNAME_TAKEN'];
  }
  if (clash.some((u) => u.email.toLowerCase() === email)) problems.email = ['EMAIL_TAKEN'];

  let passwordHash: string | undefined;
  if (input.password_new) {
    if (!(await isCurrentPassword(services, current, input.password_old, ip))) {
      problems.password_old = ['PASSWORD_WRONG'];
    }
    if (input.password_new !== input.password_new_confirm)
      problems.password_new_confirm = ['PASSWORDS_DIFFER'];
    const policy = passwordProblems(input.password_new, {
      username,
      email,
      first_name: input.first_name ?? current.firstName,
      last_name: input.last_name ?? current.lastName,
    });
    if (policy.length) problems.password_new = policy;
    if (!Object.keys(problems).length) passwordHash = await hashPassword(input.password_new);
  }
  if (Object.keys(problems).length) throw AppError.fieldProblems(problems);

  const profile: ProfileDetails = {
    ...EMPTY_PROFILE_DETAILS,
    ...(current.profile as Partial<ProfileDetails>),
  };
  for (const key of PROFILE_DETAILS) {
    if (input[key] !== undefined) (profile as Record<string, unknown>)[key] = input[key];
  }
  await updateUserRow(services, caller.id, {
    username,
    email,
    firstName: input.first_name ?? current.firstName,
    lastName: input.last_name ?? current.lastName,
    habeasData: input.habeas_data ?? current.habeasData,
    profile,
    ...(passwordHash ? { passwordHash, passwordChangedAt: services.now() } : {}),
  });
  await accountChanged(services, {
    action: 'update_profile',
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
