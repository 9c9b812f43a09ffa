import type { TAcceptInvitationRequest, TMessageAnswer } from '@cobertura/contracts';
import { AppError, failOnFieldProblems } from '../../errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import { addNewPasswordProblems } from '../../identity/password-policy.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { hashToken } from '../../identity/tokens.ts';
import type { Services } from '../../services.ts';
import { findUserById, spendInvitation } from './admin.queries.ts';

const INVALID = 'This invitation link is not valid any more. Ask our staff for a new one.';

/**
 * The holder of an invitation link chooses the password, once: the link closes, the email counts
 * as verified (the link came to it), and the user signs in next. Any other id or token reads as an
 * invalid link, whether the user exists or not.
 */
export async function acceptInvitation(
  services: Services,
  input: TAcceptInvitationRequest,
  ip: string,
): Promise<TMessageAnswer> {
  const user = await findUserById(services, input.pk_idusers);
  // An unknown id is not said apart from a bad token: both read as an invalid link below.
  if (user) failOnFieldProblems(addNewPasswordProblems({}, input, user));
  const accepted = user
    ? await spendInvitation(services, {
        userId: user.id,
        tokenHash: hashToken(input.token),
        passwordHash: await hashPassword(input.password),
      })
    : null;
  if (!accepted) throw new AppError('INVITATION_INVALID', INVALID, { token: [INVALID] });
  await accountChanged(services, {
    action: 'accept_invitation',
    ip,
    userId: accepted.id,
    account: accepted.username,
  });
  return { message: 'Your password has been set. Sign in to continue.' };
}
