import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';
import { audit, recentAttempts } from './audit.ts';
import { verifyPassword } from './passwords.ts';

/** Window over which wrong current passwords are counted, as for sign-in failures. */
const WINDOW_MS = 15 * 60_000;

/**
 * Checks the current password a signed-in user gives to change their own password. A stolen access
 * token must not allow unlimited guesses: every wrong one is audited, and past the account failure
 * limit within 15 minutes the check refuses with RATE_LIMITED. The count is per account: only a
 * holder of that account's session can spend it.
 */
export async function isCurrentPassword(
  services: Services,
  user: { id: number; username: string; passwordHash: string },
  given: string | undefined,
  ip: string,
): Promise<boolean> {
  const account = user.username.toLowerCase();
  const failures = await recentAttempts(services, 'confirm_password', account, 'failure', WINDOW_MS);
  if (failures >= services.config.accountFailureLimit) {
    await audit(services, { action: 'confirm_password', outcome: 'blocked', ip, account, userId: user.id });
    throw new AppError('RATE_LIMITED', 'Too many wrong current passwords. Try again in 15 minutes.');
  }
  if (given && (await verifyPassword(user.passwordHash, given))) return true;
  await audit(services, { action: 'confirm_password', outcome: 'failure', ip, account, userId: user.id });
  return false;
}
