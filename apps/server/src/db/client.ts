import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverPath } from '../server-files.ts';
import { lockDataDir } from './lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = serverPath('drizzle');

// A `date` column must come back as the 'YYYY-MM-DD' it holds, never as a Date at UTC midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite under dataDir (locked). */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // The pool's end() resolves once its clients are told to end, not once their connections have
    // closed: closing waits for those too, so that a database dropped right after sees none.
    const open = new Set<pg.Client>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await checkHistory(db);
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS });
    const close = async () => {
      await pool.end();
      await Promise.all([...open].map((client) => client.end().catch(() => undefined)));
    };
    return { db, kind: 'postgres', close };
  }
  const unlock = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create(join(options.dataDir, 'pglite'), {
      parsers: { [pg.types.builtins.DATE]: (value: string) => value },
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await checkHistory(db);
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Refuses a database whose applied migrations do not match the files: a migration edited after it
 * ran, or a database from another branch, must not be migrated further.
 */
async function checkHistory(db: Db): Promise<void> {
  const exists = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rowsOf<{ present: boolean }>(exists)[0]?.present) return;
  const applied = rowsOf<{ hash: string }>(
    await db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`),
  );
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS });
  applied.forEach((row, i) => {
    if (files[i]?.hash !== row.hash) {
      throw new Error(
        `The database's migration history does not match the migration files (at migration ${i + 1}). ` +
          'Refusing to start: restore the original migration files or use a fresh database.',
      );
    }
  });
}

/** Rows of a raw query on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
