import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { type LookupName, selectLookup } from './lookups.queries.ts';

/** The spec's key and name fields of each lookup's entries. */
const KEYS: Readonly<Record<LookupName, { id: string; name: string }>> = {
  business: { id: 'pk_id_business', name: 'business_name' },
  clients: { id: 'pk_id_client', name: 'client_name' },
  plants: { id: 'pk_id_plant', name: 'plant_name' },
  providers: { id: 'pk_id_provider', name: 'provider_name' },
};

/** An entry in the answer's spelling. */
export function lookupEntry(lookup: LookupName, row: { id: number; name: string; companyId: number }) {
  const keys = KEYS[lookup];
  return { [keys.id]: row.id, [keys.name]: row.name, fk_idcompany: row.companyId };
}

/**
 * A lookup's entries of the caller's companies, by name. A company or an entry asked for by id that
 * is not the caller's is 404, as an unknown one: another company's ids are neither listed nor told
 * apart from ids that do not exist.
 */
export async function listLookup(
  services: Services,
  caller: Caller,
  lookup: LookupName,
  only: { ids?: number[]; companies?: number[] },
) {
  if (only.companies?.some((id) => !caller.companyIds.includes(id))) throw notFound('No such company.');
  const rows = await selectLookup(services, caller, lookup, only);
  if (only.ids) {
    const found = new Set(rows.map((row) => row.id));
    if (only.ids.some((id) => !found.has(id))) throw notFound('No such entry.');
  }
  return rows.map((row) => lookupEntry(lookup, row));
}
