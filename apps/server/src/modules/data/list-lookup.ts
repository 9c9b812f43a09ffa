import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { type LookupName, selectLookup } from './data.queries.ts';

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

/** A lookup's entries of the caller's companies, by name. */
export async function listLookup(
  services: Services,
  caller: Caller,
  lookup: LookupName,
  only: { ids?: number[]; companies?: number[] },
) {
  const rows = await selectLookup(services, caller, lookup, only);
  return rows.map((row) => lookupEntry(lookup, row));
}
