import type { Services } from '../services.ts';

/**
 * Runs `work` all-or-nothing: every query it makes through the services it is handed runs in one
 * transaction, committed when `work` resolves and rolled back when it throws. Queries take
 * `services` and use `services.db`, so the same query functions serve both cases. Nested calls
 * become savepoints.
 */
export function inTransaction<T>(
  services: Services,
  work: (scoped: Services) => Promise<T>,
  options: { isolationLevel?: 'read committed' | 'repeatable read' | 'serializable' } = {},
): Promise<T> {
  // An empty config would still make the driver send an empty SET TRANSACTION.
  const config = options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined;
  return services.db.transaction((tx) => work({ ...services, db: tx }), config);
}
