import type { Health } from '@cobertura/contracts';
import type { Services } from '../../services.ts';
import { pingDatabase } from './health.queries.ts';

/** Up when the database answers; names the database and cache in use. */
export async function checkHealth(services: Services): Promise<Health> {
  await pingDatabase(services);
  return { status: 'ok', db: services.dbKind, cache: services.cache.kind };
}
