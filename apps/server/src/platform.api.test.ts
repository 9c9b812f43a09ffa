import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { createPlatform } from './platform.ts';
import { recentMarketHistoryFrom, startTestPlatform } from './test/platform-harness.ts';

/** Platforms built here seed a month of market history, as the test harness's do. */
const recentHistory = recentMarketHistoryFrom(Date.now());

const isPostgres = process.env.TEST_DB_MODE === 'postgres';
const folders: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cobertura-platform-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('health', () => {
  it('names the database and cache in use', async () => {
    const platform = await startTestPlatform();
    try {
      const response = await platform.request('GET', '/api/health');
      expect(response.json()).toEqual({
        status: 'ok',
        db: isPostgres ? 'postgres' : 'pglite',
        cache: process.env.REDIS_URL ? 'redis' : 'memory',
      });
      const graphql = await platform.request('POST', '/graphql', {
        body: { query: '{ health { status db } }' },
      });
      expect(graphql.json().data.health.status).toBe('ok');
    } finally {
      await platform.close();
    }
  });
});

describe('the web app', () => {
  it('is served with history-mode fallback; a missing file is a 404; a rebuilt file needs no restart', async () => {
    const webDist = scratch();
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
    const platform = await startTestPlatform({ WEB_DIST: webDist });
    try {
      for (const path of ['/', '/home', '/report/q3-outlook_12', '/landing/es']) {
        const page = await platform.request('GET', path);
        expect(page.statusCode, path).toBe(200);
        expect(page.body).toContain('<title>app</title>');
      }
      const script = await platform.request('GET', '/assets/app-1.js');
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect((await platform.request('GET', '/assets/app-0.js')).statusCode).toBe(404);
      writeFileSync(join(webDist, 'assets', 'app-2.js'), 'console.log(2)');
      expect((await platform.request('GET', '/assets/app-2.js')).body).toBe('console.log(2)');
    } finally {
      await platform.close();
    }
  });
  it('sends the landing page prerendered in the language its address names, when the build has it', async () => {
    const webDist = scratch();
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    for (const lang of ['en', 'es']) {
      writeFileSync(join(webDist, `landing-${lang}.html`), `<!doctype html><title>landing ${lang}</title>`);
    }
    const platform = await startTestPlatform({ WEB_DIST: webDist });
    try {
      const expected = { '/landing': 'en', '/landing/en': 'en', '/landing/es': 'es', '/landing/es/': 'es' };
      for (const [path, lang] of Object.entries(expected)) {
        const page = await platform.request('GET', path);
        expect(page.body, path).toContain(`<title>landing ${lang}</title>`);
        expect(page.headers['cache-control'], path).toBe('no-cache');
      }
      // Any other spelling is the app's, which redirects it.
      expect((await platform.request('GET', '/landing/fr')).body).toContain('<title>app</title>');
    } finally {
      await platform.close();
    }
  });
  it("sends sign-in prerendered in the browser's language, when the build has it", async () => {
    const webDist = scratch();
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    for (const lang of ['en', 'es']) {
      writeFileSync(join(webDist, `login-${lang}.html`), `<!doctype html><title>login ${lang}</title>`);
    }
    const platform = await startTestPlatform({ WEB_DIST: webDist });
    try {
      const spanish = await platform.request('GET', '/login', {
        headers: { 'accept-language': 'es-CO,en;q=0.5' },
      });
      expect(spanish.body).toContain('<title>login es</title>');
      expect(spanish.headers.vary).toContain('Accept-Language');
      expect((await platform.request('GET', '/login')).body).toContain('<title>login en</title>');
    } finally {
      await platform.close();
    }
  });
});

describe('delivery of the web app', () => {
  it('sends the compressed copy the browser accepts; hashed assets are immutable, the page never cached', async () => {
    const { mkdirSync } = await import('node:fs');
    const { brotliCompressSync, gzipSync } = await import('node:zlib');
    const webDist = scratch();
    mkdirSync(join(webDist, 'assets'));
    const script = 'console.log("cobertura");'.repeat(200);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    const platform = await startTestPlatform({ WEB_DIST: webDist });
    try {
      const get = (encoding: string) =>
        platform.request('GET', '/assets/index-abc123.js', { headers: { 'accept-encoding': encoding } });
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(script.length / 10);
      expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      for (const path of ['/', '/home']) {
        expect((await platform.request('GET', path)).headers['cache-control'], path).toBe('no-cache');
      }
    } finally {
      await platform.close();
    }
  });
});

describe('embedded database', () => {
  it('persists across restarts and seeds only an empty database', async () => {
    const dataDir = scratch();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', MARKET_HISTORY_FROM: recentHistory });
    const first = await createPlatform(config, { logger: false });
    await first.services.db.execute(
      sql`update companies set name = 'Renamed A' where name = 'Demo Company A'`,
    );
    await first.close();
    const second = await createPlatform(config, { logger: false });
    try {
      const result = await second.services.db.execute(sql`select name from companies order by id`);
      const rows = (result as unknown as { rows: { name: string }[] }).rows;
      expect(rows.map((r) => r.name)).toEqual(['Renamed A', 'Demo Company B']);
    } finally {
      await second.close();
    }
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const dataDir = scratch();
    // The lock names a running process (this test's parent), as a second server would find it.
    writeFileSync(join(dataDir, 'cobertura.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already open by another Cobertura process/);
    const held = await openDatabase({ dataDir: scratch() });
    try {
      await expect(openDatabase({ dataDir: folders.at(-1)! })).rejects.toThrow(/DATABASE_URL/);
    } finally {
      await held.close();
    }
  });

  it('a second server process on the same data directory stops with a clear message', async () => {
    const dataDir = scratch();
    const first = await createPlatform(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', MARKET_HISTORY_FROM: recentHistory }),
      {
        logger: false,
      },
    );
    try {
      const second = spawnSync(
        process.execPath,
        ['--import', 'tsx', new URL('./main.ts', import.meta.url).pathname],
        {
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            PORT: '0',
            DATABASE_URL: '',
            REDIS_URL: '',
            LOG_LEVEL: 'silent',
          },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/already open by another Cobertura process \(pid \d+\)/);
    } finally {
      await first.close();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = scratch();
    writeFileSync(join(dataDir, 'cobertura.lock'), '999999999');
    const database = await openDatabase({ dataDir });
    await database.close();
  });

  it('refuses a database whose migration history does not match the files', async () => {
    const dataDir = scratch();
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`update drizzle.__drizzle_migrations set hash = 'edited'`);
    await database.close();
    await expect(openDatabase({ dataDir })).rejects.toThrow(/migration history does not match/);
  });

  it('seeds no demo companies or users with SEED_DEMO=false, but still the reference data', async () => {
    const platform = await createPlatform(
      loadConfig({
        DATA_DIR: scratch(),
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        MARKET_HISTORY_FROM: recentHistory,
      }),
      {
        logger: false,
      },
    );
    try {
      const counts = await platform.services.db.execute(
        sql`select (select count(*) from users)::int as users, (select count(*) from currency_pairs)::int as pairs`,
      );
      expect((counts as unknown as { rows: unknown[] }).rows[0]).toEqual({ users: 0, pairs: 8 });
    } finally {
      await platform.close();
    }
  });
});

describe('cache', () => {
  it('keeps answering from the database when Redis is unreachable', async () => {
    const platform = await startTestPlatform({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'gone:' });
    try {
      expect((await platform.request('GET', '/api/health')).json().cache).toBe('redis');
      const { access } = await platform.signIn('treasury');
      const response = await platform.request('GET', '/api/currencies', { token: access });
      expect(response.statusCode).toBe(200);
      expect(response.json().pairs).toHaveLength(8);
    } finally {
      await platform.close();
    }
  });

  it('keeps the per-IP limits, counted in the process, while Redis is unreachable', async () => {
    const platform = await startTestPlatform({
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_KEY_PREFIX: 'gone:',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
    });
    try {
      const attempt = () =>
        platform.request('POST', '/api/auth/login', { body: { username: 'nobody', password: 'wrong' } });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await platform.close();
    }
  });
});
