import type { FieldProblem, TSetPasswordRequest } from '@cobertura/contracts';
import { failOnFieldProblems, forbidden, notFound } from '../../errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import { actsAsStaff, type Caller } from '../../identity/caller.ts';
import { isCurrentPassword } from '../../identity/current-password.ts';
import { addNewPasswordProblems } from '../../identity/password-policy.ts';
import { hashPassword } from '../../identity/passwords.ts';
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
  if (!isSelf && !actsAsStaff(caller)) throw forbidden('You may only change your own password.');
  const user = await findUser(services, input.pk_idusers);
  if (!user) throw notFound('No such user.');
  const problems: Record<string, FieldProblem[]> = {};
  // A stolen access token alone must not be enough to take the account over.
  if (isSelf && !(await isCurrentPassword(services, user, input.password_old, ip))) {
    problems.password_old = ['PASSWORD_WRONG'];
  }
  failOnFieldProblems(addNewPasswordProblems(problems, input, user));
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
