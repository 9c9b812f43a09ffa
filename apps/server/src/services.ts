import type { Cache } from './cache/cache.ts';
import type { Config } from './config/config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PricingPool } from './workers/pricing-pool.ts';

/** What every use case may reach: built once at start, passed down explicitly (no globals). */
export interface Services {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  cache: Cache;
  mailer: Mailer;
  pricing: PricingPool;
  log: { info(message: string): void; warn(message: string): void; error(message: unknown): void };
  /** The clock; tests move it. */
  now(): Date;
}
