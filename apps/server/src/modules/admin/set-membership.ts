import type { Member } from '@cobertura/contracts';
import { AppError, notFound } from '../../errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { findCompany, findUserById, selectMembers, upsertMembership } from './admin.queries.ts';

/**
 * Staff add a user to a company with a role, or change the role of a member. The role is the
 * user's on the whole platform (spec 01 §6), so it applies in every company they belong to. Staff
 * cannot change their own role: the last staff member could otherwise lock everyone out.
 */
export async function setMembership(
  services: Services,
  caller: Caller,
  change: { companyId: number; userId: number; role: number },
  ip: string,
): Promise<Member> {
  if (change.userId === caller.id) throw new AppError('CONFLICT', 'You cannot change your own role.');
  const [company, user] = await Promise.all([
    findCompany(services, change.companyId),
    findUserById(services, change.userId),
  ]);
  if (!company) throw notFound('No such company.');
  if (!user) throw notFound('No such user.');
  await upsertMembership(services, change);
  await accountChanged(services, {
    action: 'add_member',
    ip,
    userId: user.id,
    account: user.username,
    detail: `company ${company.id} role ${change.role} (was ${user.platformRole}) by staff ${caller.id}`,
  });
  const member = (await selectMembers(services, company.id)).find((m) => m.pk_idusers === user.id);
  if (!member) throw new Error('membership not found after writing it');
  return member;
}
