import { fileURLToPath } from 'node:url';

// Files the server reads as it runs, found from the running code: the sources in src/ (tsx, the
// tests) or the build in dist/ (build.mjs). Both folders sit in apps/server, every file of the build
// sits directly in dist/, and the build copies each file of src/ that is not code to the same path
// under dist/: one name finds the same file either way.

/** Whether this is the build rather than the TypeScript sources. */
const isBuilt = !import.meta.url.endsWith('.ts');

/** A file of src/ that is not code (a word list, an image), by its path under src/. */
export const sourceAsset = (path: string): URL => new URL(path, import.meta.url);

/** A path in apps/server (the migrations) or beside it (the web app's build). */
export const serverPath = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * A worker thread's module, by its path under src/, and how the thread runs it: the build holds it
 * as an entry of its own, `<name>.js`; the sources need the tsx loader, which a thread of the tests
 * does not inherit.
 */
export function threadModule(path: string): { filename: string; execArgv?: string[] } {
  if (!isBuilt) return { filename: new URL(path, import.meta.url).href, execArgv: ['--import', 'tsx'] };
  const name = path.replace(/^.*\//, '').replace(/\.ts$/, '.js');
  return { filename: new URL(name, import.meta.url).href };
}
