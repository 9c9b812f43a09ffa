import type { Db } from './client.ts';

/**
 * Runs `work` all-or-nothing: every query it makes through the services it is handed runs in one
 * transaction, committed when `work` resolves and rolled back when it throws. Queries take
 * `services` and use `services.db`, so the same query functions serve both cases. Nested calls
 * become savepoints.
 */
export function inTransaction<S extends { db: Db }, T>(
  services: S,
  work: (scoped: S) => Promise<T>,
  options: { isolationLevel?: 'read committed' | 'repeatable read' | 'serializable' } = {},
): Promise<T> {
  // An empty config would still make the driver send an empty SET TRANSACTION.
  const config = options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined;
  return services.db.transaction((tx) => work({ ...services, db: tx }), config);
}
