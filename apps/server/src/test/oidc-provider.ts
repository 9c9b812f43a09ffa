import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** An account at the test provider: its subject and the claims it shares. */
export interface TestOidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces an account. */
  addAccount(account: TestOidcAccount): void;
  /**
   * Follows a sign-in from the authorization address the platform redirected to, through the
   * provider's login and consent pages (plain HTTP, cookies kept), to the platform's callback:
   * answers the query the provider sent back (code, state, iss, …).
   */
  signIn(authorizationUrl: string, accountSub: string): Promise<URLSearchParams>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the `oidc-provider` package) on 127.0.0.1 with an ephemeral port, one
 * confidential client whose redirect URI is `redirectUri`, and its development login and consent
 * pages, driven by `signIn`.
 */
export async function startTestOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestOidcAccount>();
  const clientId = 'cobertura-test';
  const clientSecret = 'cobertura-test-secret-cobertura-test-secret';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'preferred_username'],
    },
    // The claims go into the ID token itself, as Google's and Microsoft's do.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    addAccount(account) {
      accounts.set(account.sub, account);
    },
    async signIn(authorizationUrl, accountSub) {
      const cookies = new Map<string, string>();
      const send = async (url: string, body?: Record<string, string>) => {
        const response = await fetch(url, {
          method: body ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(body ? { body: new URLSearchParams(body).toString() } : {}),
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair?.indexOf('=') ?? -1;
          if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        await response.arrayBuffer();
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) {
          throw new Error(`the provider answered ${response.status} at ${url}`);
        }
        return new URL(location, url).href;
      };
      let url = await send(authorizationUrl);
      for (let step = 0; step < 10; step++) {
        if (url.startsWith(redirectUri)) return new URL(url).searchParams;
        if (new URL(url).pathname.startsWith('/interaction/')) {
          const page = await fetch(url, {
            headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
          }).then((r) => r.text());
          const prompt = page.includes('name="login"') ? 'login' : 'consent';
          url = await send(
            url,
            prompt === 'login' ? { prompt, login: accountSub, password: 'any' } : { prompt },
          );
        } else {
          url = await send(url);
        }
      }
      throw new Error('the provider did not send the browser back');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
