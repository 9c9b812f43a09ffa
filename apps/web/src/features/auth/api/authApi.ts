import type { AuthProviders, TLoginRequest, TRegisterRequest, TTokenPair } from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';
import type { MessageReply } from '../../../api/messageReply.ts';

/** The server's `auth` module: sign-in, providers, registration. */
export const authApi = {
  login: (body: TLoginRequest) =>
    apiRequest<TTokenPair>('/api/auth/login', { method: 'POST', body, auth: false }),
  providers: () => apiRequest<AuthProviders>('/api/auth/providers', { auth: false }),
  /** Exchanges the code single sign-on returned for a token pair. */
  oidcCallback: (body: { code: string; state: string; session_state: string }) =>
    apiRequest<{ access_token: string; refresh_token: string }>('/api/oidc/callback/', {
      method: 'POST',
      body,
      auth: false,
    }),
  register: (body: TRegisterRequest) =>
    apiRequest<MessageReply>('/api/account/', { method: 'POST', body, auth: false }),
};
