import { MESSAGES, type TValidateCodeRequest } from '@cobertura/contracts';
import { AppError } from '../../errors.ts';
import { accountChanged } from '../../identity/account-changed.ts';
import { audit, recentAttempts } from '../../identity/audit.ts';
import { passwordProblems } from '../../identity/password-policy.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { revokeUserSessions } from '../../identity/sessions.ts';
import type { Services } from '../../services.ts';
import { findOpenResetCode, findUserByEmail, recordWrongCode, spendResetCode } from './profile.queries.ts';
import { ACCOUNT_WINDOW_MS, CODE_MAX_FAILURES, codeHash, sameHash } from './reset-code.ts';

/** Wrong codes allowed per email over the window, across however many codes were requested. */
const VALIDATIONS_PER_ACCOUNT = 10;
const INVALID_CODE = 'The code is not valid or has expired. Request a new one.';

/** Checks the code and sets the new password; the code dies when used or after 5 wrong tries. */
export async function validateResetCode(
  services: Services,
  input: TValidateCodeRequest,
  ip: string,
): Promise<{ message: string }> {
  const email = input.email.toLowerCase();
  if (
    (await recentAttempts(services, 'validate_code', email, 'failure', ACCOUNT_WINDOW_MS)) >=
    VALIDATIONS_PER_ACCOUNT
  ) {
    await audit(services, { action: 'validate_code', outcome: 'blocked', ip, account: email });
    throw new AppError('RATE_LIMITED', 'Too many wrong codes for this email. Try again in 15 minutes.');
  }
  const user = await findUserByEmail(services, email);
  const open = user ? await findOpenResetCode(services, user.id) : undefined;
  if (!user || !open) {
    await audit(services, {
      action: 'validate_code',
      outcome: 'failure',
      ip,
      account: email,
      userId: user?.id,
    });
    throw new AppError('INVALID_CODE', INVALID_CODE);
  }
  if (!sameHash(open.codeHash, codeHash(services, user.id, input.code.trim()))) {
    const failures = open.failedAttempts + 1;
    await recordWrongCode(services, open.id, failures, failures >= CODE_MAX_FAILURES);
    await audit(services, {
      action: 'validate_code',
      outcome: 'failure',
      ip,
      account: email,
      userId: user.id,
    });
    throw new AppError('INVALID_CODE', INVALID_CODE);
  }
  const problems = passwordProblems(
    input.password,
    { username: user.username, email: user.email, first_name: user.firstName, last_name: user.lastName },
    true,
  );
  if (problems.length) {
    throw AppError.fieldProblems({ password: problems }, 'Password does not meet all requirements');
  }
  const passwordHash = await hashPassword(input.password);
  await spendResetCode(services, { codeId: open.id, userId: user.id, passwordHash });
  await revokeUserSessions(services, user.id, 'password reset');
  await accountChanged(services, { action: 'validate_code', ip, account: email, userId: user.id });
  return { message: MESSAGES.passwordReset };
}
