import type { SsoProvider } from '@cobertura/contracts';
import * as oidc from 'openid-client';
import type { OidcClientConfig } from '../../config/config.ts';
import type { Services } from '../../services.ts';

/** The spec's texts (01 §8) for a sign-on that could not start, per provider. */
export const START_FAILED: Record<SsoProvider, string> = {
  google: 'Error logging in with Google',
  microsoft: 'Error logging in with Microsoft',
  enterprise: 'Error initiating SafeNet login',
};

/** The spec's texts (01 §8) for a callback that failed, per provider, with the reason. */
export const CALLBACK_FAILED: Record<SsoProvider, (reason: string) => string> = {
  google: () => 'Error during Google login',
  microsoft: (reason) => `Error during Microsoft login: ${reason || 'Unknown error'}`,
  enterprise: (reason) => `Failed to exchange code: ${reason}`,
};

/** Where every provider sends the browser back: the app's /oidc/callback/ page. */
export function redirectUri(services: Services): string {
  return `${services.config.publicUrl}/oidc/callback/`;
}

/**
 * A provider's discovered configuration, read once per process (its discovery document and keys
 * are cached by openid-client); a failed discovery is tried again on the next sign-in.
 */
const discovered = new WeakMap<OidcClientConfig, Promise<oidc.Configuration>>();

export function providerConfiguration(client: OidcClientConfig): Promise<oidc.Configuration> {
  let configuration = discovered.get(client);
  if (!configuration) {
    const issuer = new URL(client.issuer);
    configuration = oidc.discovery(
      issuer,
      client.clientId,
      { client_secret: client.clientSecret },
      oidc.ClientSecretBasic(client.clientSecret),
      // Plain HTTP only for a provider on this machine (a test or development provider).
      isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    configuration.catch(() => discovered.delete(client));
    discovered.set(client, configuration);
  }
  return configuration;
}

function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
