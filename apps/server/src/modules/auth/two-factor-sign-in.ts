import type { TTokenPair, TTwoFactorSignInRequest } from '@cobertura/contracts';
import { AppError } from '../../errors.ts';
import { audit } from '../../identity/audit.ts';
import { startSession } from '../../identity/sessions.ts';
import { passChallenge } from '../../identity/two-factor.ts';
import type { Services } from '../../services.ts';
import { findUserById } from './auth.queries.ts';

/**
 * The code step of a sign-in: the challenge the first step answered, and a current code from the
 * authenticator app (each code once) or an unused recovery code. Answers the token pair.
 */
export async function twoFactorSignIn(
  services: Services,
  input: TTwoFactorSignInRequest,
  ip: string,
): Promise<TTokenPair> {
  let userId: number;
  try {
    userId = await passChallenge(services, input.challenge, input.code);
  } catch (error) {
    await audit(services, {
      action: 'two_factor_login',
      outcome: 'failure',
      ip,
      detail: error instanceof AppError ? error.message : 'error',
    });
    throw error;
  }
  const user = await findUserById(services, userId);
  if (!user)
    throw new AppError(
      'TWO_FACTOR_INVALID',
      'The sign-in step has expired. Sign in again with your password.',
    );
  await audit(services, {
    action: 'two_factor_login',
    outcome: 'success',
    ip,
    account: user.username,
    userId: user.id,
  });
  return startSession(services, user);
}
