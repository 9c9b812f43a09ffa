import type { Cache } from './cache/cache.ts';
import type { Config } from './config/config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { WorkerPool } from './workers/worker-pool.ts';

/** What every use case may reach: built once at start, passed down explicitly (no globals). */
export interface Services {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  cache: Cache;
  mailer: Mailer;
  jobs: WorkerPool;
  log: { info(message: string): void; warn(message: string): void; error(message: unknown): void };
  /** The clock; tests move it. */
  now(): Date;
  /**
   * Runs work after the answer is sent (mail, say), so that how long an answer takes tells nothing
   * of what the work found; a failure is logged, and closing the platform waits for what is running.
   */
  afterAnswer(work: () => Promise<void>): void;
}
