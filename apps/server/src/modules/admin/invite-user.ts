import type { Member, TInvitationRequest } from '@cobertura/contracts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound } from '../../errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import type { Caller } from '../../identity/caller.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { newOpaqueToken } from '../../identity/tokens.ts';
import type { Services } from '../../services.ts';
import { accountsHolding, findCompany, insertInvitedUser, selectMembers } from './admin.queries.ts';
import { INVITATION_LIFETIME_MS, invitationLink, invitationMail } from './invitation-mail.ts';

/** A taken username or email, on its field: staff add the existing account instead. */
const taken = (which: { isUsernameTaken: boolean; isEmailTaken: boolean }) =>
  AppError.fieldProblems(
    {
      ...(which.isUsernameTaken ? { username: ['USERNAME_TAKEN' as const] } : {}),
      ...(which.isEmailTaken ? { email: ['EMAIL_TAKEN' as const] } : {}),
    },
    'That username or email already has an account: add that account to the company instead.',
    'CONFLICT',
  );

/**
 * Staff invite a person into a company with a role: their account is opened, active, and they get
 * a mail with a single-use link, valid for 7 days, to choose their password. Until then nobody can
 * sign in to it (its password is random and never told).
 */
export async function inviteUser(
  services: Services,
  caller: Caller,
  input: TInvitationRequest,
  ip: string,
): Promise<Member> {
  if (!(await findCompany(services, input.company))) throw notFound('No such company.');
  const email = input.email.toLowerCase();
  const holding = await accountsHolding(services, input.username, email);
  if (holding.isUsernameTaken || holding.isEmailTaken) throw taken(holding);
  const link = newOpaqueToken();
  const user = await insertInvitedUser(services, {
    username: input.username,
    email,
    firstName: input.first_name ?? '',
    lastName: input.last_name ?? '',
    companyId: input.company,
    role: input.platform_role,
    passwordHash: await hashPassword(newOpaqueToken().token),
    tokenHash: link.hash,
    invitedBy: caller.id,
    expiresAt: new Date(services.now().getTime() + INVITATION_LIFETIME_MS),
  }).catch((error: unknown) => {
    // Taken between the check and the write: either field may be the one.
    if (isUniqueViolation(error)) throw taken({ isUsernameTaken: true, isEmailTaken: true });
    throw error;
  });
  await accountChanged(services, {
    action: 'invite_user',
    ip,
    userId: user.id,
    account: input.username,
    detail: `company ${input.company} role ${input.platform_role} by staff ${caller.id}`,
  });
  const url = invitationLink(services.config.publicUrl, user.id, link.token);
  services.afterAnswer(() => services.mailer.send(invitationMail({ email, username: input.username }, url)));
  const member = (await selectMembers(services, input.company)).find((m) => m.pk_idusers === user.id);
  if (!member) throw new Error('invited member not found');
  return member;
}
