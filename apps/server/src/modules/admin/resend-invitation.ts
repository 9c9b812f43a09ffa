import type { TMessageAnswer } from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import type { Caller } from '../../identity/caller.ts';
import { newOpaqueToken } from '../../identity/tokens.ts';
import type { Services } from '../../services.ts';
import { replaceInvitation } from './admin.queries.ts';
import { INVITATION_LIFETIME_MS, invitationLink, invitationMail } from './invitation-mail.ts';

/**
 * Staff send a new invitation to someone who was invited and never chose a password (the link was
 * lost, or has expired); the earlier links stop working.
 */
export async function resendInvitation(
  services: Services,
  caller: Caller,
  userId: number,
  ip: string,
): Promise<TMessageAnswer> {
  const link = newOpaqueToken();
  const user = await replaceInvitation(services, {
    userId,
    tokenHash: link.hash,
    invitedBy: caller.id,
    expiresAt: new Date(services.now().getTime() + INVITATION_LIFETIME_MS),
  });
  if (!user) throw notFound('No invitation waits for this user.');
  await accountChanged(services, {
    action: 'invite_user',
    ip,
    userId: user.id,
    account: user.username,
    detail: `sent again by staff ${caller.id}`,
  });
  const url = invitationLink(services.config.publicUrl, user.id, link.token);
  services.afterAnswer(() => services.mailer.send(invitationMail(user, url)));
  return { message: `A new invitation was sent to ${user.email}.` };
}
