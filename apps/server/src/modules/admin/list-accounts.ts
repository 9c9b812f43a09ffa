import type { Page, PendingAccount, TPageQuery } from '@cobertura/contracts';
import type { Services } from '../../services.ts';
import { selectAccounts } from './admin.queries.ts';

/** Staff's list of accounts, newest first, a page at a time: those waiting for activation, or all. */
export async function listAccounts(
  services: Services,
  query: TPageQuery & { status: 'pending' | 'all' },
): Promise<Page<PendingAccount>> {
  const page = await selectAccounts(services, { isPendingOnly: query.status === 'pending', page: query });
  return { ...page, items: page.items.map((r) => ({ ...r, date_joined: r.date_joined.toISOString() })) };
}
