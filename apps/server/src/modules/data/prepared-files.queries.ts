import { and, eq, gt, lt } from 'drizzle-orm';
import { preparedFiles } from '../../db/schema.ts';
import type { Caller } from '../../identity/caller.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

/** Files prepared for a company's users to download: a book's export, an import's rejected rows. */

type Scope = Pick<Caller, 'companyIds'>;

/** Keeps a file for its company's users to download until `expiresAt`; expired files go first. */
export async function insertPreparedFile(
  services: Services,
  file: typeof preparedFiles.$inferInsert,
  now: Date,
) {
  await services.db.delete(preparedFiles).where(lt(preparedFiles.expiresAt, now));
  const [saved] = await services.db.insert(preparedFiles).values(file).returning({ id: preparedFiles.id });
  return saved;
}

/** A prepared file of one of the caller's companies that has not expired; undefined otherwise. */
export async function selectPreparedFile(services: Services, caller: Scope, id: string, now: Date) {
  const [file] = await services.db
    .select({ fileName: preparedFiles.fileName, bytes: preparedFiles.bytes })
    .from(preparedFiles)
    .where(
      and(
        eq(preparedFiles.id, id),
        gt(preparedFiles.expiresAt, now),
        inCallerCompanies(preparedFiles.companyId, caller),
      ),
    );
  return file;
}
