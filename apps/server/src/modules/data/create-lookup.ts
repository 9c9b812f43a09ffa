import type { TCreateLookupRequest } from '@cobertura/contracts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { lookupEntry } from './list-lookup.ts';
import { insertLookup, type LookupName } from './lookups.queries.ts';
import { findCallerCompany } from './portfolios.queries.ts';

/** A new business, client, plant or provider of one of the caller's companies; a taken name is 409. */
export async function createLookup(
  services: Services,
  caller: Caller,
  lookup: LookupName,
  request: TCreateLookupRequest,
) {
  const company = await findCallerCompany(services, caller, request.fk_idcompany);
  if (!company) throw notFound('No such company.');
  const created = await insertLookup(services, lookup, company.id, request.name).catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('CONFLICT', 'This company already has an entry with this name.', {
      name: ['This company already has an entry with this name.'],
    });
  });
  if (!created) throw new Error('insert returned no row');
  return lookupEntry(lookup, created);
}
