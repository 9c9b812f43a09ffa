import type {
  AuthProviders,
  TLoginRequest,
  TOidcCallbackRequest,
  TRegistration,
  TSignInAnswer,
  TTokenPair,
  TTwoFactorSignInRequest,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';
import type { MessageReply } from '../../../api/messageReply.ts';

/** The server's `auth` module: sign-in, providers, registration. */
export const authApi = {
  /** The token pair, or the code step's challenge when the account has two-factor sign-in. */
  login: (body: TLoginRequest) =>
    apiRequest<TSignInAnswer>('/api/auth/login', { method: 'POST', body, auth: false }),
  /** The code step: the challenge and a code from the authenticator app, or a recovery code. */
  twoFactor: (body: TTwoFactorSignInRequest) =>
    apiRequest<TTokenPair>('/api/auth/two-factor', { method: 'POST', body, auth: false }),
  providers: () => apiRequest<AuthProviders>('/api/auth/providers', { auth: false }),
  /** Exchanges the code single sign-on returned for a token pair. */
  oidcCallback: (body: TOidcCallbackRequest) =>
    apiRequest<TSignInAnswer>('/api/oidc/callback/', {
      method: 'POST',
      body,
      auth: false,
    }),
  /** Registration, with the language the account's mails are to be written in. */
  register: (body: TRegistration) =>
    apiRequest<MessageReply>('/api/account/', { method: 'POST', body, auth: false }),
};
