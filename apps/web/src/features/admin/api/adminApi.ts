import type {
  AccountStateAnswer,
  AdminCompany,
  Member,
  Page,
  PendingAccount,
  TCreateCompanyRequest,
  TInvitationRequest,
  TRenameCompanyRequest,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';
import type { MessageReply } from '../../../api/messageReply.ts';

const path = (...parts: (string | number)[]) => parts.map((p) => encodeURIComponent(String(p))).join('/');

/**
 * The server's `admin` module: accounts, companies, their members and invitations (accepting one is
 * the set-password screen's, `features/auth/api/passwordApi.ts`).
 */
export const adminApi = {
  accounts: (status: 'pending' | 'all', page: number, pageSize = 50) =>
    apiRequest<Page<PendingAccount>>('/api/admin/users', { query: { status, page, page_size: pageSize } }),
  setAccountActive: ({ id, isActive }: { id: number; isActive: boolean }) =>
    apiRequest<AccountStateAnswer>(`/api/admin/users/${path(id, isActive ? 'activate' : 'deactivate')}`, {
      method: 'POST',
    }),
  companies: () => apiRequest<AdminCompany[]>('/api/admin/companies'),
  createCompany: (body: TCreateCompanyRequest) =>
    apiRequest<AdminCompany>('/api/admin/companies', { method: 'POST', body }),
  renameCompany: ({ id, ...body }: TRenameCompanyRequest & { id: number }) =>
    apiRequest<AdminCompany>(`/api/admin/companies/${path(id)}`, { method: 'PATCH', body }),
  members: (companyId: number) => apiRequest<Member[]>(`/api/companies/${path(companyId, 'members')}`),
  setMembership: ({ companyId, userId, role }: { companyId: number; userId: number; role: number }) =>
    apiRequest<Member>(`/api/admin/companies/${path(companyId, 'members', userId)}`, {
      method: 'PUT',
      body: { platform_role: role },
    }),
  removeMembership: ({ companyId, userId }: { companyId: number; userId: number }) =>
    apiRequest<void>(`/api/admin/companies/${path(companyId, 'members', userId)}`, { method: 'DELETE' }),
  invite: (body: TInvitationRequest) =>
    apiRequest<Member>('/api/admin/invitations', { method: 'POST', body }),
  resendInvitation: (userId: number) =>
    apiRequest<MessageReply>(`/api/admin/invitations/${path(userId, 'resend')}`, { method: 'POST' }),
};
