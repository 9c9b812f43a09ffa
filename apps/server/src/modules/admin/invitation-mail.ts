import { mailInLanguage } from '../../mail/mail-in-language.ts';
import type { Mail } from '../../mail/mailer.ts';

/** How long an invitation link may be used. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 3_600_000;

/**
 * The invitation: a single-use link to the set-password screen. In both languages, since the
 * invited person has not chosen one yet.
 */
export function invitationMail(invited: { email: string; username: string }, link: string): Mail {
  return mailInLanguage(invited.email, null, {
    en: {
      subject: 'Your Cobertura account',
      body:
        `Hello,\n\nAn account was opened for you on Cobertura, with the username ${invited.username}.\n` +
        `Choose your password here (the link works once, for 7 days):\n${link}\n`,
    },
    es: {
      subject: 'Su cuenta de Cobertura',
      body:
        `Hola,\n\nSe abrió para usted una cuenta en Cobertura, con el usuario ${invited.username}.\n` +
        `Elija su contraseña aquí (el enlace sirve una vez, durante 7 días):\n${link}\n`,
    },
  });
}

/** The link of an invitation: the spec's set-password screen, with the token that opens it. */
export function invitationLink(publicUrl: string, userId: number, token: string): string {
  return `${publicUrl}/set_password/${userId}?token=${token}`;
}
