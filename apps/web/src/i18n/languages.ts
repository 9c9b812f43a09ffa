import type { Messages } from './resources.ts';

/**
 * The app's two languages, the one it opens in, and where each one's texts are fetched from. Apart
 * from i18next (index.ts), so that main.tsx can start fetching the texts before the app's scripts.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

/** The language chosen before (kept in local storage), else the browser's, else English. */
export function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

/** Each language's texts, a chunk of their own: the app downloads the one it shows. */
export const MESSAGES_OF: Record<Language, () => Promise<Messages>> = {
  en: () => import('./messages-en.ts').then((module) => module.messages),
  es: () => import('./messages-es.ts').then((module) => module.messages),
};
