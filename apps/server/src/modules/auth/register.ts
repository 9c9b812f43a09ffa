import { type FieldProblem, type Language, MESSAGES, type TRegisterRequest } from '@cobertura/contracts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../identity/audit.ts';
import { passwordProblems } from '../../identity/password-policy.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { newOpaqueToken } from '../../identity/tokens.ts';
import { mailInLanguage } from '../../mail/mail-in-language.ts';
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
      services.afterAnswer(() =>
        services.mailer.send(verificationMail(input.username, email, input.language, link)),
      );
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
    services.afterAnswer(() => services.mailer.send(emailTakenMail(email, held.ownerLanguage)));
  }
  return answer;
}

async function holders(services: Services, username: string, email: string) {
  const taken = await findAccountsHolding(services, username, email);
  const owner = taken.find((t) => t.email.toLowerCase() === email);
  return {
    username: taken.some((t) => t.username.toLowerCase() === username.toLowerCase()),
    email: owner !== undefined,
    /** The language of the mails the email's owner is sent. */
    ownerLanguage: owner?.language ?? null,
  };
}

/** The link that verifies a newcomer's email, in the language they registered in. */
function verificationMail(username: string, to: string, language: Language, link: string): Mail {
  return mailInLanguage(to, language, {
    en: {
      subject: 'Verify your email for Cobertura',
      body:
        `Hello ${username},\n\nConfirm your email address by opening this link:\n${link}\n\n` +
        'Our staff will then activate your account.\n',
    },
    es: {
      subject: 'Confirme su correo para Cobertura',
      body:
        `Hola ${username},\n\nConfirme su dirección de correo abriendo este enlace:\n${link}\n\n` +
        'Luego nuestro equipo activará su cuenta.\n',
    },
  });
}

/** Tells an address's owner that someone tried to register with it, in the owner's language. */
function emailTakenMail(to: string, language: string | null): Mail {
  return mailInLanguage(to, language, {
    en: {
      subject: 'Someone tried to register with your email at Cobertura',
      body:
        'Hello,\n\nSomeone asked to open a Cobertura account with this email address, which already has ' +
        'one.\nIf it was you, sign in with your username, or reset your password from the sign-in page.\n' +
        'If it was not you, ignore this mail: nothing has changed.\n',
    },
    es: {
      subject: 'Alguien intentó registrarse en Cobertura con su correo',
      body:
        'Hola,\n\nAlguien pidió abrir una cuenta de Cobertura con esta dirección de correo, que ya tiene ' +
        'una.\nSi fue usted, inicie sesión con su nombre de usuario o restablezca su contraseña desde la ' +
        'página de inicio de sesión.\nSi no fue usted, ignore este correo: no ha cambiado nada.\n',
    },
  });
}
