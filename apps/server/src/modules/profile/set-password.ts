import type { TSetPasswordRequest } from '@cobertura/contracts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import type { Caller } from '../../identity/caller.ts';
import { passwordProblems } from '../../identity/password-policy.ts';
import { hashPassword, verifyPassword } from '../../identity/passwords.ts';
import { revokeUserSessions } from '../../identity/sessions.ts';
import type { Services } from '../../services.ts';
import { findUser, updateUserRow } from './profile.queries.ts';

/** Sets a user's password: only that user themself or staff, never an anonymous id. */
export async function setPassword(
  services: Services,
  caller: Caller,
  input: TSetPasswordRequest,
  ip: string,
): Promise<{ message: string }> {
  const isSelf = input.pk_idusers === caller.id;
  if (!isSelf && !caller.isStaff) throw forbidden('You may only change your own password.');
  const user = await findUser(services, input.pk_idusers);
  if (!user) throw notFound('No such user.');
  const fields: Record<string, string[]> = {};
  // A stolen access token alone must not be enough to take the account over.
  if (isSelf && !(input.password_old && (await verifyPassword(user.passwordHash, input.password_old)))) {
    fields.password_old = ['Your current password is not correct.'];
  }
  if (input.password !== input.password_confirmation)
    fields.password_confirmation = ['Passwords do not match'];
  const problems = passwordProblems(input.password, {
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
  });
  if (problems.length) fields.password = problems;
  const [firstProblem] = Object.values(fields).flat();
  if (firstProblem) throw new AppError('VALIDATION_FAILED', firstProblem, fields);
  await updateUserRow(services, user.id, {
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: services.now(),
  });
  await revokeUserSessions(services, user.id, 'password set', isSelf ? caller.sessionId : undefined);
  await accountChanged(services, {
    action: 'set_password',
    ip,
    userId: user.id,
    account: user.username,
    detail: isSelf ? undefined : `by staff ${caller.id}`,
  });
  return { message: 'Your password has been changed.' };
}
