import { notFound } from '../../errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { deleteMembership, findUserById } from './admin.queries.ts';

/**
 * Staff take a user out of a company: from their next call on they read none of its data. The
 * account stays (it may belong to other companies, or be added again).
 */
export async function removeMembership(
  services: Services,
  caller: Caller,
  change: { companyId: number; userId: number },
  ip: string,
): Promise<void> {
  const user = await findUserById(services, change.userId);
  if (!user || !(await deleteMembership(services, change.companyId, change.userId))) {
    throw notFound('No such member.');
  }
  await accountChanged(services, {
    action: 'remove_member',
    ip,
    userId: user.id,
    account: user.username,
    detail: `company ${change.companyId} by staff ${caller.id}`,
  });
}
