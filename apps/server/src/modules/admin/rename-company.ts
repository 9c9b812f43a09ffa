import type { AdminCompany, TRenameCompanyRequest } from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import { audit } from '../../identity/audit.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { updateCompanyName } from './admin.queries.ts';
import { companyConflict } from './company-conflict.ts';
import { adminCompany } from './list-companies.ts';

/** Staff rename a company; its initials, and so its row keys, stay. */
export async function renameCompany(
  services: Services,
  caller: Caller,
  change: { companyId: number } & TRenameCompanyRequest,
  ip: string,
): Promise<AdminCompany> {
  const renamed = await updateCompanyName(services, change.companyId, change.company_name).catch(
    companyConflict,
  );
  if (!renamed) throw notFound('No such company.');
  await audit(services, {
    action: 'rename_company',
    outcome: 'success',
    ip,
    userId: caller.id,
    detail: `company ${change.companyId} renamed "${change.company_name}"`,
  });
  const company = await adminCompany(services, change.companyId);
  if (!company) throw notFound('No such company.');
  return company;
}
