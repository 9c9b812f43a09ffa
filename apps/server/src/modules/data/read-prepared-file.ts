import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectPreparedFile } from './prepared-files.queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A prepared export or report of one of the caller's companies; 404 when expired or anyone else's. */
export async function readPreparedFile(services: Services, caller: Caller, id: string) {
  const file = UUID.test(id) ? await selectPreparedFile(services, caller, id, services.now()) : undefined;
  if (!file) throw notFound('No such file.');
  return file;
}
