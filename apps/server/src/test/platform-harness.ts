import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addMonths, startOfMonth, utcDateOfInstant } from '@cobertura/finance/time';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config/config.ts';
import { createPlatform, type Platform } from '../platform.ts';
import { DEMO_PASSWORD } from '../seed/seed.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

/** A clock the tests move by hand; it starts at the real time so no test depends on the day it runs. */
export function fakeClock(start = Date.now()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

export interface TestPlatform extends Platform {
  clock: ReturnType<typeof fakeClock>;
  request(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string },
  ): Promise<LightMyRequestResponse>;
  signIn(username: string, password?: string): Promise<{ access: string; refresh: string }>;
  /** The demo portfolios' ids by name, as `token`'s caller sees them in `/api/companies`. */
  portfolioIds(token?: string): Promise<Record<string, number>>;
}

/**
 * The market history a test platform seeds unless told otherwise: from the 1st of the month before
 * its clock starts — a month of last prices, and a seed that adds about half a second to a start
 * instead of several (market tests pass MARKET_HISTORY_FROM for more).
 */
export function recentMarketHistoryFrom(clockStart: number): string {
  return addMonths(startOfMonth(utcDateOfInstant(clockStart)), -1);
}

/**
 * A whole platform for API tests: embedded PGlite in a temporary folder, or (TEST_DB_MODE=postgres)
 * a fresh database on the PostgreSQL server with Redis under a fresh key prefix.
 */
export async function startTestPlatform(
  env: Record<string, string> = {},
  options: { clockStart?: number } = {},
): Promise<TestPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cobertura-test-'));
  const database = process.env.TEST_DB_MODE === 'postgres' ? await scratchDatabase() : undefined;
  const clock = fakeClock(options.clockStart);
  const config = loadConfig({
    DATA_DIR: dataDir,
    MARKET_HISTORY_FROM: recentMarketHistoryFrom(clock.now().getTime()),
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // Prices move only in the tests that ask for the demo ticker.
    DEMO_TICKER_MS: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:` }
      : {}),
    ...env,
  });
  const platform = await createPlatform(config, { logger: true, now: clock.now });
  const request: TestPlatform['request'] = (method, url, options = {}) =>
    platform.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(options.body !== undefined || options.raw !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.raw !== undefined
        ? { payload: options.raw }
        : options.body !== undefined
          ? { payload: JSON.stringify(options.body) }
          : {}),
    });
  return {
    ...platform,
    clock,
    request,
    async signIn(username, password = DEMO_PASSWORD) {
      const response = await request('POST', '/api/auth/login', { body: { username, password } });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
      return response.json();
    },
    async portfolioIds(token) {
      const companies = (await request('GET', '/api/companies', { token })).json() as {
        portfolios: { pk_idportfolio: number; portfolio_name: string }[];
      }[];
      return Object.fromEntries(
        companies.flatMap((c) => c.portfolios.map((p) => [p.portfolio_name, p.pk_idportfolio])),
      );
    },
    async close() {
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

function scratchDatabase(): Promise<ScratchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_MODE=postgres needs DATABASE_URL');
  return createScratchDatabase(adminUrl, 'cobertura_test');
}
