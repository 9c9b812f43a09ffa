import type { i18n as I18n } from 'i18next';
import { type ReactNode, use } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, type Language, loadLanguage } from './index.ts';

const instances = new Map<Language, I18n>();

/** The app's texts fixed to one language (a clone sharing the app's resources), made once per language. */
function instanceOf(lang: Language): I18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const made = i18n.cloneInstance({ lng: lang });
  instances.set(lang, made);
  return made;
}

/**
 * Renders `children` in `lang` from their first render. A page whose address names its language
 * cannot wait for the app's language to change: components that mount in the same commit subscribe
 * to the change only after it has happened and would keep the old language until they re-render.
 * A language whose texts have not arrived yet (the app shows the other) suspends until they have.
 */
export function FixedLanguage({ lang, children }: { lang: Language; children: ReactNode }) {
  if (!i18n.hasResourceBundle(lang, 'translation')) use(loadLanguage(lang));
  return <I18nextProvider i18n={instanceOf(lang)}>{children}</I18nextProvider>;
}
