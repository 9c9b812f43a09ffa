import type { PendingAccount } from '@cobertura/contracts';
import type { Services } from '../../services.ts';
import { selectAccounts } from './admin.queries.ts';

/** The most accounts one answer lists. */
const MAX_ACCOUNTS = 500;

/** Staff's list of accounts, newest first: those waiting for activation, or all. */
export async function listAccounts(services: Services, status: 'pending' | 'all'): Promise<PendingAccount[]> {
  const rows = await selectAccounts(services, { isPendingOnly: status === 'pending', limit: MAX_ACCOUNTS });
  return rows.map((r) => ({ ...r, date_joined: r.date_joined.toISOString() }));
}
