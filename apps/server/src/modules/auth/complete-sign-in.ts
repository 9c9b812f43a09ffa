import type { TSignInAnswer } from '@cobertura/contracts';
import { startSession } from '../../identity/sessions.ts';
import { hasConfirmedTwoFactor } from '../../identity/two-factor.queries.ts';
import { issueChallenge } from '../../identity/two-factor.ts';
import type { Services } from '../../services.ts';

/**
 * The end of a sign-in whose first factor was proven (a password, or a provider's ID token): the
 * session's token pair, or the code step's challenge when the account has two-factor sign-in.
 */
export async function completeSignIn(
  services: Services,
  user: { id: number; role: number },
): Promise<TSignInAnswer> {
  if (await hasConfirmedTwoFactor(services, user.id)) return issueChallenge(services, user.id);
  return startSession(services, user);
}
