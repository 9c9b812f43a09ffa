import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The arrows inside the server point one way: http/ and identity/ sit below the modules and never
 * import them; a module never imports another module; only the `*.queries.ts` files (and the
 * database, the seed and the tests) touch the database schema.
 */
const SRC = dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

/** Relative imports of a file, as paths under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/g),
  ].map((m) => m[1] ?? m[2] ?? '');
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => relative(SRC, resolve(SRC, dirname(file), s)));
}

const files = sourceFiles(SRC);
const edges = files.flatMap((file) => importsOf(file).map((target) => ({ file, target })));
const isTest = (file: string) => file.endsWith('.test.ts') || file.startsWith('test/');
const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];

describe('server architecture', () => {
  it('reads the imports of every source file', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(edges).toContainEqual({ file: 'http/route.ts', target: 'identity/caller.ts' });
  });

  it('http/, identity/ and graphql/ never import a module', () => {
    const upward = edges.filter(
      ({ file, target }) => /^(http|identity|graphql)\//.test(file) && target.startsWith('modules/'),
    );
    expect(upward).toEqual([]);
  });

  it('identity/ sits below http/ and graphql/: it imports neither', () => {
    const upward = edges.filter(
      ({ file, target }) => file.startsWith('identity/') && /^(http|graphql)\//.test(target),
    );
    expect(upward).toEqual([]);
  });

  it('a module never imports another module', () => {
    const across = edges.filter(({ file, target }) => {
      const from = moduleOf(file);
      const to = moduleOf(target);
      return from !== undefined && to !== undefined && from !== to;
    });
    expect(across).toEqual([]);
  });

  it('only *.queries.ts files, the database, the seed and tests import the database schema', () => {
    const schemaUsers = edges
      .filter(({ target }) => target === 'db/schema.ts')
      .map(({ file }) => file)
      .filter((file) => !(file.endsWith('.queries.ts') || /^(db|seed)\//.test(file) || isTest(file)));
    expect(schemaUsers).toEqual([]);
  });

  it('every module folder has its REST adapter, and nothing sits loose in modules/', () => {
    const loose = files.filter((file) => /^modules\/[^/]+$/.test(file));
    expect(loose).toEqual([]);
    const areas = new Set(files.map(moduleOf).filter(Boolean));
    for (const area of areas) expect(files, area).toContain(`modules/${area}/${area}.routes.ts`);
  });
});
