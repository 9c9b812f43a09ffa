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
 *
 * In the code flow openid-client checks the ID token's claims but, by default, not its signature
 * (the token comes straight from the token endpoint over TLS, which OpenID Connect Core 1.0
 * §3.1.3.7 lets a client trust). The platform does not rely on that: every configuration has
 * openid-client's signature check turned on, so an ID token is accepted only when its JWS verifies
 * with a key from the issuer's `jwks_uri` (chosen by `kid`, `alg` and key type; the key set is
 * fetched again, at most once a minute, when no published key matches). `alg: none` and HMAC
 * (`HS*`) signatures are refused, and the algorithm must be one the issuer advertises.
 */
const discovered = new WeakMap<OidcClientConfig, Promise<oidc.Configuration>>();

export function providerConfiguration(client: OidcClientConfig): Promise<oidc.Configuration> {
  let configuration = discovered.get(client);
  if (!configuration) {
    const issuer = new URL(client.issuer);
    configuration = oidc
      .discovery(
        issuer,
        client.clientId,
        { client_secret: client.clientSecret },
        oidc.ClientSecretBasic(client.clientSecret),
        // Plain HTTP only for a provider on this machine (a test or development provider).
        isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      )
      .then((found) => {
        oidc.enableNonRepudiationChecks(found);
        return found;
      });
    configuration.catch(() => discovered.delete(client));
    discovered.set(client, configuration);
  }
  return configuration;
}

function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
