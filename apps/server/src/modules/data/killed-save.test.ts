import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addMonths, utcDateOfInstant } from '@cobertura/finance/time';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../db/client.ts';
import { recentMarketHistoryFrom } from '../../test/platform-harness.ts';
import { freePort, signIn, startPlatform, stopPlatform } from '../../test/platform-process.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';

/**
 * A server killed (SIGKILL, as a crash or the OOM killer would) while it saves a batch of the book:
 * once restarted on the same data, the batch is there whole or not at all, and its history agrees.
 * The platform runs in a child process on a fresh PGlite folder, or (TEST_DB_MODE=postgres) on a
 * scratch database of the PostgreSQL server.
 */

/** Rows of a batch: three statements, each writing its rows and their history, under a second warm. */
const ROWS = 5_000;
/**
 * When each kill comes, counted from the moment the body is sent. On PGlite, parts of a warm save's
 * time, all before its middle (a save on a busy machine may run faster than the one timed, and a
 * kill after the answer tests nothing). On PostgreSQL the save is seen in pg_stat_activity: the kill
 * comes once the first statement of rows (and their history) is running, then at two parts of the time.
 */
type Moment = { label: string; wait: (saveMs: number) => Promise<void> };
const timed = (part: number): Moment => ({
  label: `${part} of the save`,
  wait: (saveMs) => new Promise((resolve) => setTimeout(resolve, part * saveMs)),
});
const writing = (table: string): Moment => ({
  label: `writing ${table}`,
  // Gives up after three saves' time: the kill then comes after the answer, and the round fails.
  wait: async (saveMs) => {
    const watcher = activity;
    if (!watcher) throw new Error('only PostgreSQL shows its statements');
    const giveUpAt = performance.now() + 3 * saveMs;
    const statement = `%insert into "${table}"%`;
    const isRunning = async () =>
      (
        await watcher.query(
          `select 1 from pg_stat_activity
           where state = 'active' and pid <> pg_backend_pid() and query like $1`,
          [statement],
        )
      ).rowCount;
    while (performance.now() < giveUpAt && !(await isRunning())) {}
  },
});

const dataDir = mkdtempSync(join(tmpdir(), 'cobertura-killed-save-'));
let database: ScratchDatabase | undefined;
let platform: ChildProcess | undefined;
/** On PostgreSQL, a connection that watches the platform's statements. */
let activity: pg.Client | undefined;
let base = '';
let token = '';
let companyId = 0;
let userId = 0;
let portfolioId = 0;

async function start(): Promise<void> {
  const port = await freePort();
  platform = await startPlatform(port, dataDir, {
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: database ? (process.env.REDIS_URL ?? '') : '',
    REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
    MARKET_HISTORY_FROM: recentMarketHistoryFrom(Date.now()),
  });
  base = `http://127.0.0.1:${port}`;
  token = (await signIn(base, 'treasury')).access;
}

async function call<T>(path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const exposureCount = async () => (await call<unknown[]>('/api/currency-exposure?format=json')).length;

function batchBody(): string {
  const due = addMonths(utcDateOfInstant(Date.now()), 6);
  return JSON.stringify({
    format: 'json',
    selected_company: companyId,
    user_id: userId,
    currency_exposure: Array.from({ length: ROWS }, (_, i) => ({
      pk: 'pending',
      edited: true,
      fk_idportafolio: portfolioId,
      fk_idcurrency: 'USDCOP',
      fk_idexposureoption: 'FORECAST/CASH FLOW PAYMENT',
      notional: 1_000 + i,
      fk_idcountry_currency: 'USD',
      planned_expiration_date: due,
    })),
  });
}

/**
 * Posts a batch over plain HTTP, so that the moment its body is handed to the socket is known;
 * `onSent` runs then. Resolves with the status, or with the error of a connection the server dropped.
 */
function postBatch(body: string, onSent: () => void): Promise<number | Error> {
  return new Promise((resolve) => {
    const req = request(`${base}/api/update_create_exposurecurrency`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', resolve);
    req.on('finish', onSent);
    req.end(body);
  });
}

/**
 * Company A's exposures and the history of their creation, read straight from the database with
 * the platform stopped (embedded PGlite takes one process at a time).
 */
async function bookOnDisk() {
  const opened = await openDatabase({ databaseUrl: database?.url, dataDir });
  try {
    const [counts] = rowsOf<{ rows: number; created: number; orphans: number; missing: number }>(
      await opened.db.execute(sql`
        select
          (select count(*)::int from currency_exposures where company_id = ${companyId}) as rows,
          (select count(*)::int from book_changes
            where entity = 'currency_exposure' and company_id = ${companyId} and action = 'created') as created,
          (select count(*)::int from book_changes c
            where c.entity = 'currency_exposure' and c.company_id = ${companyId}
              and not exists (select 1 from currency_exposures e where e.id = c.row_id)
              and not exists (select 1 from book_changes d
                where d.entity = c.entity and d.row_id = c.row_id and d.action = 'deleted')) as orphans,
          (select count(*)::int from currency_exposures e
            where e.company_id = ${companyId} and not exists (select 1 from book_changes c
              where c.entity = 'currency_exposure' and c.row_id = e.id and c.action = 'created')) as missing`),
    );
    if (!counts) throw new Error('no counts');
    return counts;
  } finally {
    await opened.close();
  }
}

beforeAll(async () => {
  if (process.env.TEST_DB_MODE === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_MODE=postgres needs DATABASE_URL');
    database = await createScratchDatabase(adminUrl, 'cobertura_test');
    activity = new pg.Client({ connectionString: database.url });
    await activity.connect();
  }
  await start();
  userId = (await call<{ pk_idusers: number }>('/api/user')).pk_idusers;
  const [company] =
    await call<{ pk_idcompany: number; portfolios: { pk_idportfolio: number; fk_currency: string[] }[] }[]>(
      '/api/companies',
    );
  const portfolio = company?.portfolios.find((p) => p.fk_currency.includes('USDCOP'));
  if (!company || !portfolio) throw new Error('the demo seed has no Company A portfolio with USDCOP');
  companyId = company.pk_idcompany;
  portfolioId = portfolio.pk_idportfolio;
}, 120_000);

afterAll(async () => {
  if (platform) await stopPlatform(platform, 'SIGKILL');
  await activity?.end();
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe('a server killed during a batch save', () => {
  it('keeps the whole batch or none of it, with its history, at every moment of the kill', async () => {
    const body = batchBody();
    // The first save warms the platform up (its code, its caches); the second one is timed.
    let saveMs = 0;
    for (let round = 0; round < 2; round++) {
      const before = await exposureCount();
      let sentAt = 0;
      const status = await postBatch(body, () => (sentAt = performance.now()));
      expect(status).toBe(200);
      saveMs = performance.now() - sentAt;
      expect(await exposureCount()).toBe(before + ROWS);
    }

    const outcomes: string[] = [];
    const moments = activity
      ? [writing('currency_exposures'), timed(0.15), timed(0.3)]
      : [timed(0.15), timed(0.3), timed(0.45)];
    for (const moment of moments) {
      const count = await exposureCount();
      const running = platform;
      if (!running) throw new Error('the platform is not running');
      let killed: Promise<void> | undefined;
      const answer = await postBatch(body, () => {
        killed = moment.wait(saveMs).then(() => stopPlatform(running, 'SIGKILL'));
      });
      await killed;
      platform = undefined;
      // The kill must come before the answer, or this round tests nothing.
      expect(answer, `killed ${moment.label} of ${Math.round(saveMs)} ms`).toBeInstanceOf(Error);

      const onDisk = await bookOnDisk();
      expect([count, count + ROWS]).toContain(onDisk.rows);
      expect(onDisk).toMatchObject({ created: onDisk.rows, orphans: 0, missing: 0 });
      outcomes.push(`${moment.label}: ${onDisk.rows === count ? 'none' : 'whole'}`);

      await start();
      expect(await exposureCount()).toBe(onDisk.rows);
    }
    console.info(`batch of ${ROWS} rows saved in ${Math.round(saveMs)} ms; killed at ${outcomes.join(', ')}`);
  }, 180_000);
});
