import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * A migrated, empty database without a platform around it: embedded PGlite in a temporary folder,
 * or (TEST_DB_MODE=postgres) a fresh database on the PostgreSQL server. `close` removes it.
 */
export async function openTestDatabase(): Promise<Database> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cobertura-db-'));
  const adminUrl = process.env.TEST_DB_MODE === 'postgres' ? process.env.DATABASE_URL : undefined;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'cobertura_test') : undefined;
  const opened = await openDatabase({ databaseUrl: scratch?.url, dataDir });
  return {
    ...opened,
    async close() {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}
