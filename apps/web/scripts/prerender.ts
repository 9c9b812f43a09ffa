/**
 * Writes the landing page, rendered in each language, into the built app
 * (`dist/landing-<lang>.html`, with brotli and gzip copies as for every other file); the server
 * sends it for /landing/<lang>. Runs after `vite build` and the server-side build of
 * `src/prerender.tsx` (into `dist-ssr`).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, '..', 'dist');
const ssrDir = path.join(here, '..', 'dist-ssr');
const { renderLanding } = (await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
)) as typeof import('../src/prerender.tsx');

// The page is readable before its script runs, so the script only hydrates it: fetched at low
// priority, it leaves the link to the stylesheets that the first paint does wait for.
const template = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(
  /<(script type="module"|link rel="modulepreload") crossorigin/g,
  '<$1 crossorigin fetchpriority="low"',
);
if (!template.includes('fetchpriority')) throw new Error('index.html loads no module script');
for (const lang of ['en', 'es'] as const) {
  const { html, title } = await renderLanding(lang);
  const page = template
    .replace('<html lang="en">', `<html lang="${lang}" data-mantine-color-scheme="light">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (!page.includes(html)) throw new Error('index.html has no empty #root to fill');
  // Beside index.html, not in a landing/ folder: a folder would answer /landing/es/ itself.
  const file = path.join(dist, `landing-${lang}.html`);
  writeFileSync(file, page);
  writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  console.log(`prerendered /landing/${lang} (${Math.round(page.length / 1024)} kB)`);
}
rmSync(ssrDir, { recursive: true, force: true });
