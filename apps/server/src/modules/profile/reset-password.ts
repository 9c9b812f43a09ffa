import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@cobertura/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { resetCodes, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { audit, recentAttempts } from '../auth/audit.ts';
import { passwordProblems } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { forgetAuthUser } from './auth-user.ts';

export const CODE_LIFETIME_MS = 10 * 60_000;
export const CODE_MAX_FAILURES = 5;
const REQUESTS_PER_ACCOUNT = 5;
/** Wrong codes allowed per email over the window, across however many codes were requested. */
const VALIDATIONS_PER_ACCOUNT = 10;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const INVALID_CODE = 'The code is not valid or has expired. Request a new one.';

/**
 * Sends a 6-digit single-use code to the account's email. The answer is the same whether or not
 * the email belongs to an account, so it reveals nothing.
 */
export async function requestResetCode(services: Services, rawEmail: string, ip: string) {
  const email = rawEmail.toLowerCase();
  const answer = { email: rawEmail, message: MESSAGES.resetCodeSent };
  if (
    (await recentAttempts(services, 'reset_request', email, 'success', ACCOUNT_WINDOW_MS)) >=
    REQUESTS_PER_ACCOUNT
  ) {
    await audit(services, { action: 'reset_request', outcome: 'blocked', ip, account: email });
    throw new AppError('RATE_LIMITED', 'Too many reset requests for this email. Try again in 15 minutes.');
  }
  const [user] = await services.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  await audit(services, {
    action: 'reset_request',
    outcome: 'success',
    ip,
    account: email,
    userId: user?.id,
  });
  if (!user) return answer;

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = services.now();
  await services.db.transaction(async (tx) => {
    // A new code replaces any earlier one.
    await tx
      .update(resetCodes)
      .set({ closedAt: now })
      .where(and(eq(resetCodes.userId, user.id), isNull(resetCodes.closedAt)));
    await tx.insert(resetCodes).values({
      userId: user.id,
      codeHash: codeHash(services, user.id, code),
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      createdAt: now,
    });
  });
  await services.mailer
    .send({
      to: email,
      subject: 'Your Cobertura password reset code',
      text:
        `Hello ${user.username},\n\nYour password reset code is ${code}.\n` +
        'It expires in 10 minutes and can be used once.\n\n' +
        'If you did not ask for it, ignore this mail: your password stays as it is.\n\nCobertura',
    })
    .catch((error: unknown) => services.log.error(error));
  return answer;
}

/** Checks the code and sets the new password; the code dies when used or after 5 wrong tries. */
export async function validateResetCode(
  services: Services,
  input: { email: string; code: string; password: string },
  ip: string,
): Promise<{ message: string }> {
  const email = input.email.toLowerCase();
  const now = services.now();
  if (
    (await recentAttempts(services, 'validate_code', email, 'failure', ACCOUNT_WINDOW_MS)) >=
    VALIDATIONS_PER_ACCOUNT
  ) {
    await audit(services, { action: 'validate_code', outcome: 'blocked', ip, account: email });
    throw new AppError('RATE_LIMITED', 'Too many wrong codes for this email. Try again in 15 minutes.');
  }
  const [user] = await services.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const [open] = user
    ? await services.db
        .select()
        .from(resetCodes)
        .where(
          and(eq(resetCodes.userId, user.id), isNull(resetCodes.closedAt), gt(resetCodes.expiresAt, now)),
        )
        .orderBy(desc(resetCodes.id))
        .limit(1)
    : [];
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
    await services.db
      .update(resetCodes)
      .set({ failedAttempts: failures, closedAt: failures >= CODE_MAX_FAILURES ? now : null })
      .where(eq(resetCodes.id, open.id));
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
    throw new AppError('VALIDATION_FAILED', 'Password does not meet all requirements', {
      password: problems,
    });
  }
  const passwordHash = await hashPassword(input.password);
  await services.db.transaction(async (tx) => {
    await tx.update(resetCodes).set({ closedAt: now }).where(eq(resetCodes.id, open.id));
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, user.id));
  });
  await revokeUserSessions(services, user.id, 'password reset');
  await forgetAuthUser(services, user.id);
  await audit(services, { action: 'validate_code', outcome: 'success', ip, account: email, userId: user.id });
  return { message: MESSAGES.passwordReset };
}

// Codes are keyed to the user and the server's secret, so a stolen table row is useless on its own.
function codeHash(services: Services, userId: number, code: string): string {
  return createHmac('sha256', services.config.jwtSecret).update(`${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
