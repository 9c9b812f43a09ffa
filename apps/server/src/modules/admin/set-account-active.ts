import type { AccountStateAnswer } from '@cobertura/contracts';
import { AppError, notFound } from '../../errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import type { Caller } from '../../identity/caller.ts';
import { revokeUserSessions } from '../../identity/sessions.ts';
import type { Services } from '../../services.ts';
import { activationMail } from './activation-mail.ts';
import { updateAccountActive } from './admin.queries.ts';

/**
 * Staff activate or deactivate an account. Either bites at once, on every process: the cached user
 * is dropped (shared through Redis when there is one), and a deactivated user's sessions end. A user
 * whose account turns active is mailed so, in their language.
 */
export async function setAccountActive(
  services: Services,
  caller: Caller,
  change: { userId: number; isActive: boolean },
  ip: string,
): Promise<AccountStateAnswer> {
  if (!change.isActive && change.userId === caller.id) {
    throw new AppError('CONFLICT', 'You cannot deactivate your own account.');
  }
  const user = await updateAccountActive(services, change.userId, change.isActive);
  if (!user) throw notFound('No such user.');
  if (!change.isActive) await revokeUserSessions(services, user.id, 'deactivated by staff');
  // The page waiting for activation says "we will let you know": this is the mail.
  if (change.isActive && !user.wasActive) {
    const signIn = `${services.config.publicUrl}/login`;
    services.afterAnswer(() => services.mailer.send(activationMail(user, signIn)));
  }
  await accountChanged(services, {
    action: change.isActive ? 'activate_user' : 'deactivate_user',
    ip,
    userId: user.id,
    account: user.username,
    detail: `by staff ${caller.id}`,
  });
  return { pk_idusers: user.id, is_active: change.isActive };
}
