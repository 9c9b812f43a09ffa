import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The arrows inside the server point one way: down the layers below, with no import cycle; http/
 * and identity/ sit below the modules and never import them; a module never imports another module
 * nor reads what another decorated the app with; only the `*.queries.ts` files (and the database,
 * the seed and the tests) touch the database schema.
 */
const SRC = dirname(new URL(import.meta.url).pathname);

/**
 * The layers, lowest first: a file imports files of its own layer or of layers below it, never of
 * one above. An entry is a folder (ending in /) or a file; a file's own entry wins over its
 * folder's. Tests (and the harness in test/) may import anything.
 */
const LAYERS: readonly (readonly string[])[] = [
  // What every layer may use: the error type, the limit on a request's work, where the server's
  // files are, the configuration.
  ['errors.ts', 'work-limit.ts', 'server-files.ts', 'config/'],
  // The database (its schema and fixed reference rows) and the cache.
  ['db/', 'cache/'],
  // Mail, and the files written and read: PDF reports, spreadsheets.
  ['mail/', 'pdf/', 'spreadsheets/'],
  // The job pool, which runs the files' and finance's heavy jobs.
  ['workers/'],
  // What every use case is handed; reading an upload, which sends it to the pool.
  ['services.ts', 'spreadsheets/read-spreadsheet.ts'],
  // The ports through which a module reads another's data.
  ['book-data/', 'market-data/'],
  ['identity/'],
  ['http/'],
  ['graphql/'],
  ['modules/'],
  // The seed writes what the modules read, with their queries.
  ['seed/'],
  // The composition: the ports built, the app assembled, the platform started.
  ['ports.ts', 'app.ts', 'platform.ts', 'main.ts'],
];

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

/** The layer of a file: the index of the longest entry of LAYERS naming it or a folder of it. */
function layerOf(file: string): number | undefined {
  let found: { layer: number; length: number } | undefined;
  LAYERS.forEach((entries, layer) => {
    for (const entry of entries) {
      const names = entry.endsWith('/') ? file.startsWith(entry) : file === entry;
      if (names && entry.length > (found?.length ?? -1)) found = { layer, length: entry.length };
    }
  });
  return found?.layer;
}

/** The import cycles of a graph, each as the files around it, back to the first. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') cycles.push([...path.slice(path.indexOf(target)), target]);
      else if (!state.has(target) && graph.has(target)) visit(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

const files = sourceFiles(SRC);
const edges = files.flatMap((file) => importsOf(file).map((target) => ({ file, target })));
const isTest = (file: string) => file.endsWith('.test.ts') || file.startsWith('test/');
const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];
const sources = files.filter((file) => !isTest(file));

describe('server architecture', () => {
  it('reads the imports of every source file', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(edges).toContainEqual({ file: 'http/route.ts', target: 'identity/caller.ts' });
  });

  it('no import cycle among the files of the server', () => {
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('every source file has a layer, and imports only its own layer and those below', () => {
    expect(sources.filter((file) => layerOf(file) === undefined)).toEqual([]);
    expect(layerOf('spreadsheets/read-spreadsheet.ts')).toBeGreaterThan(layerOf('workers/jobs.ts') ?? 0);
    const upward = edges.filter(
      ({ file, target }) => !isTest(file) && (layerOf(target) ?? 0) > (layerOf(file) ?? 0),
    );
    expect(upward).toEqual([]);
  });

  it('only http/ decorates the Fastify instance: modules hand each other ports (ports.ts), not decorations', () => {
    const decorating = sources.filter(
      (file) =>
        !file.startsWith('http/') &&
        /\.decorate(Request|Reply)?\(|declare module 'fastify'/.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(decorating).toEqual([]);
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

describe('ARCHITECTURE.md', () => {
  const repo = resolve(SRC, '../../..');
  const map = readFileSync(join(repo, 'ARCHITECTURE.md'), 'utf8');
  const folders = (dir: string) =>
    readdirSync(join(repo, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);

  it('names every server module', () => {
    const unnamed = folders('apps/server/src/modules').filter((area) => !map.includes(`modules/${area}`));
    expect(unnamed).toEqual([]);
  });

  it('names every web feature', () => {
    const unnamed = folders('apps/web/src/features').filter(
      (feature) => !map.includes(`features/${feature}`),
    );
    expect(unnamed).toEqual([]);
  });
});
