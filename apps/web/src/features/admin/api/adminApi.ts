import { apiRequest } from '../../../api/client.ts';

/** One account waiting for staff activation (`GET /api/admin/users?status=pending`). */
export interface PendingAccount {
  pk_idusers: number;
  username: string;
  email: string;
  email_verified: boolean;
  is_active: boolean;
  date_joined: string;
}

/** The server's `admin` module: staff activate pending accounts. */
export const adminApi = {
  pendingAccounts: () => apiRequest<PendingAccount[]>('/api/admin/users', { query: { status: 'pending' } }),
  activateAccount: (id: number) =>
    apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(String(id))}/activate`, { method: 'POST' }),
};
