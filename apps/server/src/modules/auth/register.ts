import { type FieldProblem, type Language, MESSAGES, type TRegisterRequest } from '@cobertura/contracts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../identity/audit.ts';
import { passwordProblems } from '../../identity/password-policy.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { newOpaqueToken } from '../../identity/tokens.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { findAccountsHolding, insertUnverifiedUser, reserveUsername } from './auth.queries.ts';

const VERIFICATION_LIFETIME_MS = 48 * 3_600_000;
/** An address that has an account is told of a new registration with it at most this often. */
const EMAIL_TAKEN_MAIL_INTERVAL_MS = 3_600_000;

/**
 * Creates an unverified, inactive user, with the language of the mails it will be sent, and mails a
 * verification link; staff activate the account later. Answers the spec's exact success text. A taken username is said (the newcomer picks
 * another); a taken email is not: the answer is the usual one, the address's owner gets a mail (at
 * most one an hour), and the username is held as if an account had been opened, so that asking for
 * it again answers the same either way: registration cannot be used to learn who has an account.
 */
export async function register(
  services: Services,
  input: TRegisterRequest & { language: Language },
  ip: string,
): Promise<{ message: string }> {
  const problems: Record<string, FieldProblem[]> = {};
  if (input.password !== input.password_confirmation) problems.password_confirmation = ['PASSWORDS_DIFFER'];
  const policy = passwordProblems(input.password, { username: input.username, email: input.email });
  if (policy.length) problems.password = policy;
  if (Object.keys(problems).length) throw AppError.fieldProblems(problems);

  const email = input.email.toLowerCase();
  const answer = { message: MESSAGES.registered };
  // Hashed whichever way it goes, so a taken email answers in the usual time.
  const passwordHash = await hashPassword(input.password);
  const verification = newOpaqueToken();
  let held = await holders(services, input.username, email);
  if (!held.username && !held.email) {
    const user = await insertUnverifiedUser(services, {
      username: input.username,
      email,
      passwordHash,
      language: input.language,
      tokenHash: verification.hash,
      expiresAt: new Date(services.now().getTime() + VERIFICATION_LIFETIME_MS),
    }).catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      held = await holders(services, input.username, email);
      return null;
    });
    if (user) {
      await audit(services, {
        action: 'register',
        outcome: 'success',
        ip,
        userId: user.id,
        account: input.username,
      });
      const link = `${services.config.publicUrl}/api/account/verify?token=${verification.token}`;
      services.afterAnswer(() => services.mailer.send(verificationMail(input.username, email, link)));
      return answer;
    }
  }
  const reservation = held.username
    ? undefined
    : await reserveUsername(services, {
        username: input.username,
        email,
        mailedSince: new Date(services.now().getTime() - EMAIL_TAKEN_MAIL_INTERVAL_MS),
      });
  if (!reservation?.isReserved) {
    throw AppError.fieldProblems(
      { username: ['USERNAME_TAKEN'] },
      'That username is already registered.',
      'CONFLICT',
    );
  }
  await audit(services, {
    action: 'register',
    outcome: 'failure',
    ip,
    account: input.username,
    detail: 'email taken',
  });
  if (!reservation.wasOwnerToldRecently) {
    services.afterAnswer(() => services.mailer.send(emailTakenMail(email)));
  }
  return answer;
}

async function holders(services: Services, username: string, email: string) {
  const taken = await findAccountsHolding(services, username, email);
  return {
    username: taken.some((t) => t.username.toLowerCase() === username.toLowerCase()),
    email: taken.some((t) => t.email.toLowerCase() === email),
  };
}

function verificationMail(username: string, to: string, link: string): Mail {
  return {
    to,
    subject: 'Verify your email for Cobertura',
    text:
      `Hello ${username},\n\nConfirm your email address by opening this link:\n${link}\n\n` +
      'Our staff will then activate your account.\n\nCobertura',
  };
}

function emailTakenMail(to: string): Mail {
  return {
    to,
    subject: 'Someone tried to register with your email at Cobertura',
    text:
      'Hello,\n\nSomeone asked to open a Cobertura account with this email address, which already has ' +
      'one.\nIf it was you, sign in with your username, or reset your password from the sign-in page.\n' +
      'If it was not you, ignore this mail: nothing has changed.\n\nCobertura',
  };
}
