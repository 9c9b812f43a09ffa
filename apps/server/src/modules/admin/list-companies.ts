import type { AdminCompany } from '@cobertura/contracts';
import type { Services } from '../../services.ts';
import { selectCompanies } from './admin.queries.ts';

/** Every company, with how many members it has, for staff. */
export async function listCompanies(services: Services): Promise<AdminCompany[]> {
  const rows = await selectCompanies(services);
  return rows.map((c) => ({ ...c, created_at: c.created_at.toISOString() }));
}

/** One company as staff see it; undefined when there is none. */
export async function adminCompany(services: Services, companyId: number): Promise<AdminCompany | undefined> {
  return (await listCompanies(services)).find((c) => c.pk_idcompany === companyId);
}
