import type { TInvitationCheck, TInvitationCheckRequest } from '@cobertura/contracts';
import { hashToken } from '../../identity/tokens.ts';
import type { Services } from '../../services.ts';
import { findInvitation } from './admin.queries.ts';

/**
 * What an invitation link can still do, asked when its page opens, so that a spent link says so
 * before anyone types a password. A closed link was used when its user has accepted an invitation
 * (the email is verified), else a newer one replaced it. Only the link's holder can ask: any other
 * user or token is `invalid`, whether the user exists or not.
 */
export async function checkInvitation(
  services: Services,
  link: TInvitationCheckRequest,
): Promise<TInvitationCheck> {
  const found = await findInvitation(services, { userId: link.pk_idusers, tokenHash: hashToken(link.token) });
  if (!found) return { state: 'invalid' };
  if (found.closedAt) return { state: found.isAccepted ? 'used' : 'replaced' };
  if (found.expiresAt.getTime() <= services.now().getTime()) return { state: 'expired' };
  return { state: 'open' };
}
