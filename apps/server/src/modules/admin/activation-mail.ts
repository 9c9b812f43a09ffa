import { mailInLanguage } from '../../mail/mail-in-language.ts';
import type { Mail } from '../../mail/mailer.ts';

/**
 * Tells a user that staff have activated their account (what the page waiting for activation
 * promised to say), in the language they registered in.
 */
export function activationMail(
  user: { email: string; username: string; language: string | null },
  signInLink: string,
): Mail {
  return mailInLanguage(user.email, user.language, {
    en: {
      subject: 'Your Cobertura account is active',
      body: `Hello ${user.username},\n\nOur staff have activated your Cobertura account: you can sign in now.\n${signInLink}\n`,
    },
    es: {
      subject: 'Su cuenta de Cobertura está activa',
      body: `Hola ${user.username},\n\nNuestro equipo activó su cuenta de Cobertura: ya puede iniciar sesión.\n${signInLink}\n`,
    },
  });
}
