import { sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';

/** The health module's only door to the database: one round trip. */
export async function pingDatabase(services: Services): Promise<void> {
  await services.db.execute(sql`select 1`);
}
