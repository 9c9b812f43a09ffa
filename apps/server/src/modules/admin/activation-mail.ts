import { LANGUAGES, type Language } from '@cobertura/contracts';
import type { Mail } from '../../mail/mailer.ts';

/** The mail's words in each language: what the page waiting for activation promised to say. */
const TEXTS: Record<Language, { subject: string; body: (username: string, link: string) => string }> = {
  en: {
    subject: 'Your Cobertura account is active',
    body: (username, link) =>
      `Hello ${username},\n\nOur staff have activated your Cobertura account: you can sign in now.\n${link}\n`,
  },
  es: {
    subject: 'Su cuenta de Cobertura está activa',
    body: (username, link) =>
      `Hola ${username},\n\nNuestro equipo activó su cuenta de Cobertura: ya puede iniciar sesión.\n${link}\n`,
  },
};

const isLanguage = (value: string | null): value is Language =>
  (LANGUAGES as readonly (string | null)[]).includes(value);

/**
 * Tells a user that staff have activated their account, in the language they registered in; in
 * both, English first, when it is not known (accounts opened by staff or by single sign-on).
 */
export function activationMail(
  user: { email: string; username: string; language: string | null },
  signInLink: string,
): Mail {
  const languages = isLanguage(user.language) ? [user.language] : LANGUAGES;
  const texts = languages.map((language) => TEXTS[language]);
  return {
    to: user.email,
    subject: texts.map((text) => text.subject).join(' / '),
    text: `${texts.map((text) => text.body(user.username, signInLink)).join('\n')}\nCobertura`,
  };
}
