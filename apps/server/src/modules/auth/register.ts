import { MESSAGES, type TRegisterRequest } from '@cobertura/contracts';
import { eq, or, sql } from 'drizzle-orm';
import { emailVerifications, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { audit } from './audit.ts';
import { passwordProblems } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { newOpaqueToken } from './tokens.ts';

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
  const taken = await services.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, input.username.toLowerCase()),
        eq(sql`lower(${users.email})`, email),
      ),
    );
  if (taken.length) throw conflict(taken, input);

  const passwordHash = await hashPassword(input.password);
  const verification = newOpaqueToken();
  const now = services.now();
  const user = await services.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ username: input.username, email, passwordHash, passwordChangedAt: now, dateJoined: now })
        .returning({ id: users.id });
      if (!created) throw new Error('insert returned no row');
      await tx.insert(emailVerifications).values({
        tokenHash: verification.hash,
        userId: created.id,
        expiresAt: new Date(now.getTime() + VERIFICATION_LIFETIME_MS),
      });
      return created;
    })
    .catch((error: unknown) => {
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

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
