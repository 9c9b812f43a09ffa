import type { SsoProvider } from '@cobertura/contracts';
import * as oidc from 'openid-client';
import { AppError } from '../../errors.ts';
import { hashToken } from '../../identity/tokens.ts';
import type { Services } from '../../services.ts';
import { insertPendingSignIn } from './auth.queries.ts';
import { providerConfiguration, redirectUri, START_FAILED } from './sso-providers.ts';

/** How long a started single sign-on waits for its callback. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60_000;

/**
 * Starts the authorization code flow with PKCE (RFC 7636), state and nonce: the three are kept in
 * the database, keyed by the state's hash, so that any process may receive the callback. Answers
 * the provider's address to send the browser to, or the login page with the spec's text when the
 * provider cannot be reached.
 */
export async function startSingleSignOn(services: Services, provider: SsoProvider): Promise<string> {
  const client = services.config.oidc[provider];
  if (!client) {
    throw new AppError('NOT_FOUND', 'This single sign-on is not configured on this platform.');
  }
  let configuration: oidc.Configuration;
  try {
    configuration = await providerConfiguration(client);
  } catch (error) {
    services.log.warn(`single sign-on ${provider}: discovery failed: ${(error as Error).message}`);
    return `/login?error=${encodeURIComponent(START_FAILED[provider])}`;
  }
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await insertPendingSignIn(services, {
    stateHash: hashToken(state),
    provider,
    codeVerifier,
    nonce,
    expiresAt: new Date(services.now().getTime() + PENDING_SIGN_IN_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(services),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return url.href;
}
