import type { TUpdateUserRequest, User } from '@cobertura/contracts';
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
  setPassword: (body: { pk_idusers: number; password: string; password_confirmation: string }) =>
    apiRequest<MessageReply>('/api/user/setRessetPassword', { method: 'POST', body, auth: 'optional' }),
};
