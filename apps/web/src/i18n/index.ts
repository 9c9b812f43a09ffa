import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources.ts';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: resources.en }, es: { translation: resources.es } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // No promotional line in the browser console or the test output.
  showSupportNotice: false,
});

i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng)) {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    document.documentElement.lang = lng;
  }
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** The active language, narrowed to the two the app ships. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** A translation key's text, or the text itself when it is not a key (a contract's own message). */
export function translated(keyOrText: string): string {
  return i18n.exists(keyOrText) ? i18n.t(keyOrText) : keyOrText;
}
