import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  initialLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  MESSAGES_OF,
} from './languages.ts';

export { isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language };

export const i18n = i18next.createInstance();

// The texts are added by loadLanguage: the app draws once its language's have arrived (boot.tsx).
void i18n.use(initReactI18next).init({
  resources: {},
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

const loading = new Map<Language, Promise<void>>();

/**
 * Fetches a language's texts, once, and adds them; the app may then show it. A failed fetch is
 * forgotten, so that the next call asks again.
 */
export function loadLanguage(lang: Language): Promise<void> {
  let loaded = loading.get(lang);
  if (!loaded) {
    loaded = MESSAGES_OF[lang]().then(
      (messages) => {
        i18n.addResourceBundle(lang, 'translation', messages);
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, loaded);
  }
  return loaded;
}

/** Shows the app in `lang`, once its texts have arrived. */
export async function switchLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

/** The active language, narrowed to the two the app ships. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** A translation key's text, or the text itself when it is not a key (a contract's own message). */
export function translated(keyOrText: string): string {
  return i18n.exists(keyOrText) ? i18n.t(keyOrText) : keyOrText;
}
