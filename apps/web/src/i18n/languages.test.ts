import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage, switchLanguage } from './index.ts';
import { initialLanguage, LANGUAGE_STORAGE_KEY, MESSAGES_OF } from './languages.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the language the app opens in', () => {
  it('is the one chosen before, else the browser’s, else English', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(initialLanguage()).toBe('es');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-CO');
    expect(initialLanguage()).toBe('es');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(initialLanguage()).toBe('en');
  });
});

describe('a language’s texts', () => {
  it('are fetched once, and the app switches only once they are there', async () => {
    const fetchSpanish = vi.spyOn(MESSAGES_OF, 'es');
    // The test setup has loaded both: loading again fetches nothing.
    await loadLanguage('es');
    expect(fetchSpanish).not.toHaveBeenCalled();
    await switchLanguage('es');
    expect(i18n.t('common.retry')).toBe('Intentar de nuevo');
    await switchLanguage('en');
    expect(i18n.t('common.retry')).toBe('Try again');
  });

  it('hold the same keys in both languages', async () => {
    const [english, spanish] = await Promise.all([MESSAGES_OF.en(), MESSAGES_OF.es()]);
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });
});
