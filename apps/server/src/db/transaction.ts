import type { Services } from '../services.ts';

/**
 * Runs `work` all-or-nothing: every query it makes through the services it is handed runs in one
 * transaction, committed when `work` resolves and rolled back when it throws. Queries take
 * `services` and use `services.db`, so the same query functions serve both cases. Nested calls
 * become savepoints.
 */
export function inTransaction<T>(services: Services, work: (scoped: Services) => Promise<T>): Promise<T> {
  return services.db.transaction((tx) => work({ ...services, db: tx }));
}
