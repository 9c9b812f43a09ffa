import { MESSAGES, type TLoginRequest, type TSignInAnswer } from '@cobertura/contracts';
import { AppError } from '../../errors.ts';
import { audit, recentAttempts } from '../../identity/audit.ts';
import { verifyPassword } from '../../identity/passwords.ts';
import type { Services } from '../../services.ts';
import { findUserByUsername } from './auth.queries.ts';
import { completeSignIn } from './complete-sign-in.ts';

/** Window over which an account's failed sign-ins are counted. */
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

/**
 * Signs a user in with username and password and starts a session, or, when the account has
 * two-factor sign-in, answers the challenge of the code step. Failed attempts lock the pair
 * (account, address), not the account: a stranger who knows a username cannot lock its owner out.
 */
export async function login(services: Services, input: TLoginRequest, ip: string): Promise<TSignInAnswer> {
  const account = input.username.trim().toLowerCase();
  const window = ACCOUNT_FAILURE_WINDOW_MS;
  const failures = await recentAttempts(services, 'login', account, 'failure', window, ip);
  if (failures >= services.config.accountFailureLimit) {
    await audit(services, { action: 'login', outcome: 'blocked', ip, account });
    throw new AppError(
      'RATE_LIMITED',
      'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
    );
  }
  const user = await findUserByUsername(services, account);
  // Every refusal is recorded with its reason before it is answered.
  const refuse = async (detail: string, error: AppError): Promise<never> => {
    await audit(services, { action: 'login', outcome: 'failure', ip, account, userId: user?.id, detail });
    throw error;
  };
  const isValid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isValid) {
    return refuse('bad credentials', new AppError('INVALID_CREDENTIALS', 'Invalid username or password.'));
  }
  if (!user.emailVerified) {
    return refuse(
      'email not verified',
      new AppError('EMAIL_NOT_VERIFIED', 'Verify your email before signing in: follow the link we sent you.'),
    );
  }
  const maxAgeDays = services.config.passwordMaxAgeDays;
  if (maxAgeDays > 0 && services.now().getTime() - user.passwordChangedAt.getTime() > maxAgeDays * DAY_MS) {
    return refuse('password expired', new AppError('PASSWORD_EXPIRED', MESSAGES.passwordExpired));
  }
  await audit(services, { action: 'login', outcome: 'success', ip, account, userId: user.id });
  return completeSignIn(services, { id: user.id, role: user.platformRole });
}
