import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const WEB_SOURCES = new URL('../../apps/web/src/', import.meta.url).pathname;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/** Every folder holding the web app's `en.json` and `es.json` (the shell's and each feature's). */
function bundleFolders(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [];
    const here = name === 'i18n' ? [path] : [];
    return [...here, ...bundleFolders(path)];
  });
}

/**
 * The English texts a Spanish screen must not show: each English translation whose Spanish one
 * differs ("Home" but not "Spot", which both languages write alike), with its key.
 */
export function englishOnlyTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const folder of bundleFolders(WEB_SOURCES)) {
    const en = flatten(JSON.parse(readFileSync(join(folder, 'en.json'), 'utf8')) as Tree);
    const es = flatten(JSON.parse(readFileSync(join(folder, 'es.json'), 'utf8')) as Tree);
    for (const [key, english] of en) {
      // Texts with placeholders never show as written; those without are compared whole.
      if (english.includes('{{') || es.get(key) === english) continue;
      texts.set(english.trim(), key);
    }
  }
  return texts;
}
