import { createScratchDatabase, type ScratchDatabase } from '../apps/server/src/test/scratch-database.ts';

/**
 * A scratch PostgreSQL database on the server BENCH_DATABASE_URL (or TEST_DATABASE_URL) names, for a
 * benchmark that measures PostgreSQL beside PGlite: undefined when none is named, or (said on the
 * console) when it cannot be reached.
 */
export async function scratchPostgres(): Promise<ScratchDatabase | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  try {
    return await createScratchDatabase(adminUrl, 'cobertura_bench');
  } catch (error) {
    console.log(`PostgreSQL not reachable (${(error as Error).message}); measuring PGlite only.`);
    return undefined;
  }
}
