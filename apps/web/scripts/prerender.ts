/**
 * Writes the public pages (the landing page, sign-in), rendered in each language, into the built app
 * (`dist/<page>-<lang>.html`, with brotli and gzip copies as for every other file); the server
 * sends them for /landing/<lang> and, in the browser's language, for /login. Runs after `vite build` and the server-side build of
 * `src/prerender.tsx` (into `dist-ssr`).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, '..', 'dist');
const ssrDir = path.join(here, '..', 'dist-ssr');
const { PRERENDERED_PAGES, renderPage } = (await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
)) as typeof import('../src/prerender.tsx');

// The page is readable before its script runs, so the script only hydrates it: index.html fetches it
// at low priority (vite.config.ts), leaving the link to the stylesheet the first paint waits for.
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('fetchpriority="low"'))
  throw new Error('index.html loads its scripts at high priority');
for (const page of PRERENDERED_PAGES) {
  for (const lang of ['en', 'es'] as const) {
    const { html, title } = await renderPage(page.path(lang), lang, page.titleKey);
    // `data-lang` tells the script which language a page in the app's language is in: it hydrates
    // only one in the language it would itself show, and draws any other afresh.
    const root = `<div id="root" data-prerendered${page.isInAppLanguage ? ` data-lang="${lang}"` : ''}>`;
    const written = template
      .replace('<html lang="en">', `<html lang="${lang}" data-mantine-color-scheme="light">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      // The page replaces the splash that index.html shows while scripts load.
      .replace(/<div id="root">.*<\/div>(?=\s*<\/body>)/s, `${root}${html}</div>`);
    if (!written.includes(html)) throw new Error('index.html has no #root, last in its body, to fill');
    // Beside index.html, not in a folder: a landing/ folder would answer /landing/es/ itself.
    const file = path.join(dist, `${page.file}-${lang}.html`);
    writeFileSync(file, written);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(written, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(written, { level: 9 }));
    console.log(`prerendered ${page.path(lang)} in ${lang} (${Math.round(written.length / 1024)} kB)`);
  }
}
rmSync(ssrDir, { recursive: true, force: true });
