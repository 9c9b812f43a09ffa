import type { ActivateAnswer } from '@cobertura/contracts';
import { notFound } from '../../http/errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { activateAccount } from './admin.queries.ts';

/** Staff activate an account; the user's next call sees it at once. */
export async function activateUser(
  services: Services,
  caller: Caller,
  userId: number,
  ip: string,
): Promise<ActivateAnswer> {
  const user = await activateAccount(services, userId);
  if (!user) throw notFound('No such user.');
  await accountChanged(services, {
    action: 'activate_user',
    ip,
    userId: user.id,
    account: user.username,
    detail: `by staff ${caller.id}`,
  });
  return { pk_idusers: user.id, is_active: true };
}
