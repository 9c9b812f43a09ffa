import { MESSAGES, type TRegisterRequest } from '@cobertura/contracts';
import { AppError } from '../../http/errors.ts';
import { audit } from '../../identity/audit.ts';
import { passwordProblems } from '../../identity/password-policy.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { newOpaqueToken } from '../../identity/tokens.ts';
import type { Services } from '../../services.ts';
import { findAccountsHolding, insertUnverifiedUser, isUniqueViolation } from './auth.queries.ts';

const VERIFICATION_LIFETIME_MS = 48 * 3_600_000;

/**
 * Creates an unverified, inactive user and mails a verification link; staff activate the account
 * later. Answers the spec's exact success text.
 */
export async function register(
  services: Services,
  input: TRegisterRequest,
  ip: string,
): Promise<{ message: string }> {
  const fields: Record<string, string[]> = {};
  if (input.password !== input.password_confirmation)
    fields.password_confirmation = ['Passwords do not match'];
  const problems = passwordProblems(input.password, { username: input.username, email: input.email });
  if (problems.length) fields.password = problems;
  if (Object.keys(fields).length)
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', fields);

  const email = input.email.toLowerCase();
  const taken = await findAccountsHolding(services, input.username, email);
  if (taken.length) throw conflict(taken, input);

  const verification = newOpaqueToken();
  const user = await insertUnverifiedUser(services, {
    username: input.username,
    email,
    passwordHash: await hashPassword(input.password),
    tokenHash: verification.hash,
    expiresAt: new Date(services.now().getTime() + VERIFICATION_LIFETIME_MS),
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict([], input);
    throw error;
  });
  await audit(services, {
    action: 'register',
    outcome: 'success',
    ip,
    userId: user.id,
    account: input.username,
  });
  const link = `${services.config.publicUrl}/api/account/verify?token=${verification.token}`;
  await services.mailer
    .send({
      to: email,
      subject: 'Verify your email for Cobertura',
      text:
        `Hello ${input.username},\n\nConfirm your email address by opening this link:\n${link}\n\n` +
        'Our staff will then activate your account.\n\nCobertura',
    })
    .catch((error: unknown) => services.log.error(error));
  return { message: MESSAGES.registered };
}

function conflict(taken: { username: string; email: string }[], input: TRegisterRequest): AppError {
  const fields: Record<string, string[]> = {};
  if (taken.some((t) => t.username.toLowerCase() === input.username.toLowerCase()) || taken.length === 0) {
    fields.username = ['A user with that username already exists.'];
  }
  if (taken.some((t) => t.email.toLowerCase() === input.email.toLowerCase())) {
    fields.email = ['A user with that email already exists.'];
  }
  return new AppError('CONFLICT', 'That username or email is already registered.', fields);
}
