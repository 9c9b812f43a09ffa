import { LANGUAGES, type Language } from '@cobertura/contracts';
import type { Mail } from './mailer.ts';

/** A mail's words in one language: its subject, and its body without the signature. */
export interface MailWords {
  subject: string;
  body: string;
}

const isLanguage = (value: string | null): value is Language =>
  (LANGUAGES as readonly (string | null)[]).includes(value);

/**
 * A mail in its reader's stored language; in both, English first, when that is not known (accounts
 * opened by staff, by an invitation or by single sign-on, and the seeded ones).
 */
export function mailInLanguage(
  to: string,
  language: string | null,
  words: Readonly<Record<Language, MailWords>>,
): Mail {
  const texts = (isLanguage(language) ? [language] : LANGUAGES).map((known) => words[known]);
  return {
    to,
    subject: texts.map((text) => text.subject).join(' / '),
    text: `${texts.map((text) => text.body).join('\n')}\nCobertura`,
  };
}
