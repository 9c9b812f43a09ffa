import type { TRecoveryCodes, TTwoFactorEnrolment, TUpdateUserRequest, User } from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';

/**
 * The server's `profile` module as the profile screens use it: the user's update and two-factor
 * set-up. The user and its two-factor state are read through `shared/session/userApi.ts`, the
 * password screens' calls are the sign-in screens' (`features/auth/api/passwordApi.ts`).
 */
export const profileApi = {
  updateUser: (body: TUpdateUserRequest) => apiRequest<User>('/api/user/update', { method: 'POST', body }),
  startTwoFactor: () => apiRequest<TTwoFactorEnrolment>('/api/user/two-factor/enrol', { method: 'POST' }),
  confirmTwoFactor: (code: string) =>
    apiRequest<TRecoveryCodes>('/api/user/two-factor/confirm', { method: 'POST', body: { code } }),
  disableTwoFactor: (code: string) =>
    apiRequest<void>('/api/user/two-factor/disable', { method: 'POST', body: { code } }),
};
