import type { Member } from '@cobertura/contracts';
import { forbidden, notFound } from '../../errors.ts';
import { actsAsStaff, type Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { findCompany, selectMembers } from './admin.queries.ts';

/** The client treasury role, who may read who belongs to their own company. */
const TREASURY_ROLE = 2;

/**
 * Who belongs to a company. Staff read any company's; a client treasury user (role 2) reads their
 * own companies' (another company is 404, as if it did not exist); other roles may not.
 */
export async function listMembers(services: Services, caller: Caller, companyId: number): Promise<Member[]> {
  const isStaff = actsAsStaff(caller);
  if (!isStaff && caller.role !== TREASURY_ROLE) {
    throw forbidden('Only staff and client treasury users see who belongs to a company.');
  }
  const scope = isStaff ? undefined : caller;
  if (scope && !scope.companyIds.includes(companyId)) throw notFound('No such company.');
  if (isStaff && !(await findCompany(services, companyId))) throw notFound('No such company.');
  return selectMembers(services, companyId, scope);
}
