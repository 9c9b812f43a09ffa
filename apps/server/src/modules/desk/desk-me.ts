import { type DeskRole, STAFF_ROLE, type ZDeskMe } from '@cobertura/contracts';
import type { z } from 'zod';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectDeskRole, selectServedCompanies } from './limits.queries.ts';

/**
 * The caller's part on the desk: their desk_members row; staff without one act as supervisors, and
 * a desk user (role 3) without one as a trader, who may not approve.
 */
export async function deskRoleOf(
  services: Services,
  caller: Pick<Caller, 'id' | 'role' | 'isStaff'>,
): Promise<DeskRole> {
  const role = await selectDeskRole(services, caller.id);
  if (role === 'trader' || role === 'supervisor') return role;
  return caller.role === STAFF_ROLE || caller.isStaff ? 'supervisor' : 'trader';
}

/** `GET /api/desk/me`: the caller's desk role and the companies they serve. */
export async function readDeskMe(services: Services, caller: Caller): Promise<z.input<typeof ZDeskMe>> {
  const [deskRole, companies] = await Promise.all([
    deskRoleOf(services, caller),
    selectServedCompanies(services, caller),
  ]);
  return { desk_role: deskRole, companies: companies.map(({ id, name }) => ({ id, name })) };
}
