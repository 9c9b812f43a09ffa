import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeskRequest } from '@cobertura/contracts';
import { addDays, utcDateOfInstant } from '@cobertura/finance/time';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../db/client.ts';
import { insertSubmittedRequest } from '../../test/desk-requests.ts';
import { recentMarketHistoryFrom } from '../../test/platform-harness.ts';
import { freePort, signIn, startPlatform, stopPlatform } from '../../test/platform-process.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';

/**
 * A server killed (SIGKILL, as a crash or the OOM killer would) while it executes a hedge request:
 * once restarted on the same data, the request and the client's book have both changed (executed,
 * its ticket, its rows and their history) or neither has (still quoting, nothing booked). The
 * platform runs in a child process on a fresh PGlite folder, or (TEST_DB_MODE=postgres) on a
 * scratch database of the PostgreSQL server.
 */

/** Daily value dates of each request: about 85 forward rows (weekends merge into Mondays) in one booking. */
const VALUE_DATES = 120;
/** USD per value date: each request stays within Company A's limits and Banco Andino's lines. */
const DAILY_AMOUNT = 10_000;
/** Executions that warm the platform up; the last one is timed. */
const WARM_UPS = 2;

type Moment = { label: string; wait: (executeMs: number) => Promise<void> };
const timed = (part: number): Moment => ({
  label: `${part} of the execution`,
  wait: (executeMs) => new Promise((resolve) => setTimeout(resolve, part * executeMs)),
});
/** On PostgreSQL: once the booking's insert of hedge rows runs (inside the execution's transaction). */
const writing = (table: string): Moment => ({
  label: `writing ${table}`,
  wait: async (executeMs) => {
    const watcher = activity;
    if (!watcher) throw new Error('only PostgreSQL shows its statements');
    const giveUpAt = performance.now() + 3 * executeMs;
    const isRunning = async () =>
      (
        await watcher.query(
          `select 1 from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and query like $1`,
          [`%insert into "${table}"%`],
        )
      ).rowCount;
    while (performance.now() < giveUpAt && !(await isRunning())) {}
  },
});

const dataDir = mkdtempSync(join(tmpdir(), 'cobertura-killed-execute-'));
let database: ScratchDatabase | undefined;
let platform: ChildProcess | undefined;
let activity: pg.Client | undefined;
let base = '';
let token = '';
const requestIds: number[] = [];

async function start(): Promise<void> {
  const port = await freePort();
  platform = await startPlatform(port, dataDir, {
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: database ? (process.env.REDIS_URL ?? '') : '',
    REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
    MARKET_HISTORY_FROM: recentMarketHistoryFrom(Date.now()),
  });
  base = `http://127.0.0.1:${port}`;
  token = (await signIn(base, 'desk')).access;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Banco Andino's live quote of a request, asked for now. */
async function andinoQuote(id: number): Promise<number> {
  const desk = await call<DeskRequest>('POST', `/api/desk/requests/${id}/ask_quotes`, {});
  const quote = desk.quotes.find((q) => q.counterparty === 'Banco Andino' && q.status === 'live');
  if (!quote) throw new Error('Banco Andino did not quote');
  return quote.id;
}

/** Posts an execution over plain HTTP; `onSent` runs once its body is handed to the socket. */
function postExecute(id: number, body: string, onSent: () => void): Promise<number | Error> {
  return new Promise((resolve) => {
    const req = request(`${base}/api/desk/requests/${id}/execute`, {
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

interface OnDisk {
  state: string;
  filled: number;
  amount: number;
  tickets: number;
  booked: number;
  rows: number;
  created: number;
  fills: number;
  used: number;
}

/** The request and what the book holds of it, read straight from the database with the platform stopped. */
async function executionOnDisk(id: number): Promise<OnDisk> {
  const opened = await openDatabase({ databaseUrl: database?.url, dataDir });
  try {
    const reference = `R-${String(id).padStart(6, '0')}`;
    const [found] = rowsOf<OnDisk>(
      await opened.db.execute(sql`
        select r.state, r.filled, r.amount,
          (select count(*)::int from trade_tickets t where t.request_id = r.id) as tickets,
          (select coalesce(sum(jsonb_array_length(t.booked_rows)), 0)::int from trade_tickets t
            where t.request_id = r.id) as booked,
          (select count(*)::int from currency_hedges h where h.hedge_request = ${reference}) as rows,
          (select count(*)::int from book_changes c where c.entity = 'currency_hedge' and c.action = 'created'
            and c.row_id in (select h.id from currency_hedges h where h.hedge_request = ${reference})) as created,
          (select count(*)::int from hedge_request_events e where e.request_id = r.id
            and e.action in ('filled', 'executed')) as fills,
          (select count(*)::int from bank_quotes q where q.request_id = r.id and q.status = 'used') as used
        from hedge_requests r where r.id = ${id}`),
    );
    if (!found) throw new Error(`request ${id} is not on disk`);
    return { ...found, filled: Number(found.filled), amount: Number(found.amount) };
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
  // The first start seeds the demo; the requests are written while the platform is stopped (PGlite
  // takes one process at a time), then it starts again on them.
  await start();
  const companies = await call<{ portfolios: { pk_idportfolio: number; portfolio_name: string }[] }[]>(
    'GET',
    '/api/companies',
  );
  const portfolioId = companies
    .flatMap((c) => c.portfolios)
    .find((p) => p.portfolio_name === 'Imports Colombia')?.pk_idportfolio;
  if (!portfolioId) throw new Error('the demo seed has no Imports Colombia portfolio');
  if (platform) await stopPlatform(platform, 'SIGTERM');
  const opened = await openDatabase({ databaseUrl: database?.url, dataDir });
  try {
    const today = utcDateOfInstant(Date.now());
    const settlements = Array.from({ length: VALUE_DATES }, (_, i) => ({
      date: addDays(today, i + 3),
      amount: DAILY_AMOUNT,
    }));
    for (let i = 0; i < WARM_UPS + 3; i++)
      requestIds.push(
        await insertSubmittedRequest(
          { services: { db: opened.db }, clock: { now: () => new Date() } },
          { portfolioId, asset: 'USDCOP', side: 'buyer', settlements },
        ),
      );
  } finally {
    await opened.close();
  }
  await start();
}, 180_000);

afterAll(async () => {
  if (platform) await stopPlatform(platform, 'SIGKILL');
  await activity?.end();
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe('a server killed during an execution', () => {
  it('leaves the request and the book both changed or neither, at every moment of the kill', async () => {
    const ids = [...requestIds];
    let executeMs = 0;
    for (const id of ids.splice(0, WARM_UPS)) {
      const quoteId = await andinoQuote(id);
      let sentAt = 0;
      const body = JSON.stringify({ quote_id: quoteId, idempotency_key: `warm-up-${id}-${randomUUID()}` });
      const status = await postExecute(id, body, () => (sentAt = performance.now()));
      expect(status).toBe(200);
      executeMs = performance.now() - sentAt;
    }

    const outcomes: string[] = [];
    const moments = activity
      ? [writing('currency_hedges'), timed(0.5), timed(0.7)]
      : [timed(0.3), timed(0.5), timed(0.7)];
    for (const [i, moment] of moments.entries()) {
      const id = ids[i] as number;
      const body = JSON.stringify({
        quote_id: await andinoQuote(id),
        idempotency_key: `killed-${id}-${randomUUID()}`,
      });
      const running = platform;
      if (!running) throw new Error('the platform is not running');
      let killed: Promise<void> | undefined;
      const answer = await postExecute(id, body, () => {
        killed = moment.wait(executeMs).then(() => stopPlatform(running, 'SIGKILL'));
      });
      await killed;
      platform = undefined;
      // The kill must come before the answer, or this round tests nothing.
      expect(answer, `killed ${moment.label} of ${Math.round(executeMs)} ms`).toBeInstanceOf(Error);

      const onDisk = await executionOnDisk(id);
      if (onDisk.state === 'executed') {
        expect(onDisk).toMatchObject({ filled: onDisk.amount, tickets: 1, fills: 1, used: 1 });
        expect(onDisk.rows).toBeGreaterThan(0);
        expect(onDisk).toMatchObject({ booked: onDisk.rows, created: onDisk.rows });
      } else {
        expect(onDisk).toMatchObject({
          state: 'quoting',
          filled: 0,
          tickets: 0,
          booked: 0,
          rows: 0,
          created: 0,
          fills: 0,
          used: 0,
        });
      }
      outcomes.push(`${moment.label}: ${onDisk.state === 'executed' ? 'both' : 'neither'}`);

      await start();
      const read = await call<DeskRequest>('GET', `/api/desk/requests/${id}`);
      expect(read.state).toBe(onDisk.state);
      expect(read.tickets).toHaveLength(onDisk.tickets);
    }
    console.info(
      `execution of ${VALUE_DATES} value dates in ${Math.round(executeMs)} ms; killed at ${outcomes.join(', ')}`,
    );
  }, 300_000);
});
