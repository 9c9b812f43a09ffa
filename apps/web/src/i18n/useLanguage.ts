import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n, type Language } from './index.ts';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The app's language, re-read whenever it changes, including a change made by a page that mounts in
 * the same commit (react-i18next subscribes too late to see that one; an external store does not).
 */
export function useLanguage(): Language {
  // The third argument serves the prerendered landing page (src/prerender.tsx) and its hydration.
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
