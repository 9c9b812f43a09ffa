import type {
  TAcceptInvitationRequest,
  TInvitationCheck,
  TInvitationCheckRequest,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';
import type { MessageReply } from '../../../api/messageReply.ts';

/**
 * The calls of the password screens: a reset by emailed code, a password set from a link, an
 * invitation accepted with the new password (the server's `profile` and `admin` modules).
 */
export const passwordApi = {
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
  /** What an invitation link can still do: asked as its page opens. */
  checkInvitation: (body: TInvitationCheckRequest) =>
    apiRequest<TInvitationCheck>('/api/invitations/check', { method: 'POST', body, auth: false }),
  acceptInvitation: (body: TAcceptInvitationRequest) =>
    apiRequest<MessageReply>('/api/invitations/accept', { method: 'POST', body, auth: false }),
};
