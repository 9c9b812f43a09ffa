import type { PendingAccount } from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';

/** The server's `admin` module: staff activate pending accounts. */
export const adminApi = {
  pendingAccounts: () => apiRequest<PendingAccount[]>('/api/admin/users', { query: { status: 'pending' } }),
  activateAccount: (id: number) =>
    apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(String(id))}/activate`, { method: 'POST' }),
};
