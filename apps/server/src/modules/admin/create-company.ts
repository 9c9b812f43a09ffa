import type { AdminCompany, TCreateCompanyRequest } from '@cobertura/contracts';
import { audit } from '../../identity/audit.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { insertCompany } from './admin.queries.ts';
import { companyConflict } from './company-conflict.ts';
import { adminCompany } from './list-companies.ts';

/** Staff create a company; its initials prefix its row keys for good. */
export async function createCompany(
  services: Services,
  caller: Caller,
  input: TCreateCompanyRequest,
  ip: string,
): Promise<AdminCompany> {
  const created = await insertCompany(services, { name: input.company_name, initials: input.initials }).catch(
    companyConflict,
  );
  if (!created) throw new Error('insert returned no row');
  await audit(services, {
    action: 'create_company',
    outcome: 'success',
    ip,
    userId: caller.id,
    detail: `company ${created.id} "${input.company_name}" (${input.initials})`,
  });
  const company = await adminCompany(services, created.id);
  if (!company) throw new Error('created company not found');
  return company;
}
