import { randomInt } from 'node:crypto';
import { MESSAGES } from '@cobertura/contracts';
import { AppError } from '../../errors.ts';
import { audit, recentAttempts } from '../../identity/audit.ts';
import { mailInLanguage } from '../../mail/mail-in-language.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { findUserByEmail, replaceResetCode } from './profile.queries.ts';
import { ACCOUNT_WINDOW_MS, CODE_LIFETIME_MS, codeHash } from './reset-code.ts';

const REQUESTS_PER_ACCOUNT = 5;

/**
 * Sends a 6-digit single-use code to the account's email, in the account's language. The answer is the same, and takes the
 * same steps, whether or not the email belongs to an account, so it reveals nothing.
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
  await audit(services, { action: 'reset_request', outcome: 'success', ip, account: email });
  // Whether the email has an account is looked up after the answer, with the code and its mail:
  // the answer's path is the same, step for step, for a known email and an unknown one.
  services.afterAnswer(async () => {
    const user = await findUserByEmail(services, email);
    if (user) await sendResetCode(services, user, email);
  });
  return answer;
}

async function sendResetCode(
  services: Services,
  user: { id: number; username: string; language: string | null },
  email: string,
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceResetCode(services, {
    userId: user.id,
    codeHash: codeHash(services, user.id, code),
    expiresAt: new Date(services.now().getTime() + CODE_LIFETIME_MS),
  });
  await services.mailer.send(resetCodeMail(email, user, code));
}

/** The reset code, in the language of the account's mails. */
function resetCodeMail(to: string, user: { username: string; language: string | null }, code: string): Mail {
  return mailInLanguage(to, user.language, {
    en: {
      subject: 'Your Cobertura password reset code',
      body:
        `Hello ${user.username},\n\nYour password reset code is ${code}.\n` +
        'It expires in 10 minutes and can be used once.\n\n' +
        'If you did not ask for it, ignore this mail: your password stays as it is.\n',
    },
    es: {
      subject: 'Su código para restablecer la contraseña de Cobertura',
      body:
        `Hola ${user.username},\n\nSu código para restablecer la contraseña es ${code}.\n` +
        'Vence en 10 minutos y solo puede usarse una vez.\n\n' +
        'Si no lo pidió, ignore este correo: su contraseña sigue igual.\n',
    },
  });
}
