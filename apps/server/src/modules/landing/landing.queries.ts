import { demoRequests } from '../../db/schema.ts';
import type { Services } from '../../services.ts';

/** The landing module's only door to the database. */
export async function insertDemoRequest(
  services: Services,
  request: Omit<typeof demoRequests.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await services.db.insert(demoRequests).values({ ...request, createdAt: services.now() });
}
