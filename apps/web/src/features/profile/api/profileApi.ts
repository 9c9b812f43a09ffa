import type {
  TRecoveryCodes,
  TTwoFactorEnrolment,
  TTwoFactorState,
  TUpdateUserRequest,
  User,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';
import type { MessageReply } from '../../../api/messageReply.ts';

/** The server's `profile` module: the signed-in user, its update, and the password reset flow. */
export const profileApi = {
  user: () => apiRequest<User>('/api/user'),
  updateUser: (body: TUpdateUserRequest) => apiRequest<User>('/api/user/update', { method: 'POST', body }),
  requestResetCode: (email: string) =>
    apiRequest<Record<string, unknown>>('/api/user/resetpassword', {
      method: 'POST',
      body: { email },
      auth: false,
    }),
  validateResetCode: (body: { email: string; code: string; password: string }) =>
    apiRequest<MessageReply>('/api/user/validatecode', { method: 'POST', body, auth: false }),
  twoFactor: () => apiRequest<TTwoFactorState>('/api/user/two-factor'),
  startTwoFactor: () => apiRequest<TTwoFactorEnrolment>('/api/user/two-factor/enrol', { method: 'POST' }),
  confirmTwoFactor: (code: string) =>
    apiRequest<TRecoveryCodes>('/api/user/two-factor/confirm', { method: 'POST', body: { code } }),
  disableTwoFactor: (code: string) =>
    apiRequest<void>('/api/user/two-factor/disable', { method: 'POST', body: { code } }),
  setPassword: (body: { pk_idusers: number; password: string; password_confirmation: string }) =>
    apiRequest<MessageReply>('/api/user/setRessetPassword', { method: 'POST', body, auth: 'optional' }),
};
