import { MESSAGES } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { messages as englishMessages } from './messages-en.ts';
import { messages as spanishMessages } from './messages-es.ts';
import { type Messages, mergeBundles } from './resources.ts';

function flatten(tree: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(englishMessages);
const spanish = flatten(spanishMessages);

const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Static keys: t('a.b'), and translation keys written as string values like 'reset.errors.x'. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) keys.add(match[1] ?? '');
    for (const match of text.matchAll(/'((?:register|reset|login)\.(?:errors|progress)\.[\w-]+)'/g)) {
      keys.add(match[1] ?? '');
    }
  }
  keys.delete('');
  return keys;
}

describe('mergeBundles', () => {
  it('joins the features’ sections and refuses one claimed twice', () => {
    expect(mergeBundles([{ a: 'A' }, { b: { c: 'C' } }])).toEqual({ a: 'A', b: { c: 'C' } });
    expect(() => mergeBundles([{ a: 'A' }, { a: 'again' }])).toThrow('"a" is defined twice');
  });
});

/** Every bundle's pair, by folder: the shell's (`i18n/`) and each feature's (`features/<area>/i18n/`). */
const bundles = import.meta.glob<Messages>('../**/i18n/{en,es}.json', { import: 'default', eager: true });

describe('translations', () => {
  it('pair every English bundle with a Spanish one of the same keys', () => {
    const folders = [...new Set(Object.keys(bundles).map((path) => path.replace(/(en|es)\.json$/, '')))];
    expect(folders.length).toBeGreaterThan(5);
    for (const folder of folders) {
      const en = bundles[`${folder}en.json`];
      const es = bundles[`${folder}es.json`];
      expect(en && es, `${folder} has both languages`).toBeTruthy();
      const enKeys = [...flatten(en ?? {}).keys()];
      const esKeys = [...flatten(es ?? {}).keys()];
      expect(
        enKeys.filter((key) => !esKeys.includes(key)),
        `${folder}: English keys missing in Spanish`,
      ).toEqual([]);
      expect(
        esKeys.filter((key) => !enKeys.includes(key)),
        `${folder}: Spanish keys missing in English`,
      ).toEqual([]);
    }
  });

  it('have the same keys in English and Spanish', () => {
    expect([...english.keys()].filter((key) => !spanish.has(key))).toEqual([]);
    expect([...spanish.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('cover every key the code uses', () => {
    expect(usedKeys().size).toBeGreaterThan(150);
    // A plural key is written key_one / key_other and called as key (i18next's count rule).
    const missing = [...usedKeys()].filter((key) => !english.has(key) && !english.has(`${key}_other`));
    expect(missing).toEqual([]);
  });

  it('have no empty texts', () => {
    expect([...english].filter(([, text]) => !text.trim())).toEqual([]);
    expect([...spanish].filter(([, text]) => !text.trim())).toEqual([]);
  });

  it("carry the spec's English texts verbatim", () => {
    const texts = new Set(english.values());
    const spec = [
      'Username is required',
      'Password is required',
      'Validating credentials...',
      'Setting up your profile...',
      'Retrieving market data...',
      'An error occurred during login. Please try again.',
      'Code successfully sent to registered email',
      'Reset password successful, we will redirect you to login.',
      'Email is required',
      'Code is required',
      'New password is required',
      'Password confirmation is required',
      'Passwords do not match',
      'Password does not meet all requirements',
      'Failed to process password reset request, Try again.',
      'An error occurred. Please try again.',
      'Session disconnected due to inactivity',
      'Error: 204 No Content',
      'Could not fetch data, please refresh or contact support.',
      'ENTER NEW PASSWORD',
      'Change password',
      'Send Code',
      'Validate Code',
      '(pending information)',
      MESSAGES.registered,
      MESSAGES.passwordExpired,
    ];
    expect(spec.filter((text) => !texts.has(text))).toEqual([]);
  });
});
