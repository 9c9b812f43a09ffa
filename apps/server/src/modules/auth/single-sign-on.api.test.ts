import { count, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcIdentities, oidcPendingSignIns, users } from '../../db/schema.ts';
import { hashToken } from '../../identity/tokens.ts';
import { startFakeOidcIssuer } from '../../test/fake-oidc-issuer.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

const PUBLIC_URL = 'http://cobertura.test';
const CALLBACK = `${PUBLIC_URL}/oidc/callback/`;

let platform: TestPlatform;
let provider: TestOidcProvider;
let fake: Awaited<ReturnType<typeof startFakeOidcIssuer>>;

beforeAll(async () => {
  provider = await startTestOidcProvider(CALLBACK);
  fake = await startFakeOidcIssuer();
  platform = await startTestPlatform({
    PUBLIC_URL,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    OIDC_ENTERPRISE_ISSUER: provider.issuer,
    OIDC_ENTERPRISE_CLIENT_ID: provider.clientId,
    OIDC_ENTERPRISE_CLIENT_SECRET: provider.clientSecret,
    OIDC_MICROSOFT_ISSUER: fake.issuer,
    OIDC_MICROSOFT_CLIENT_ID: fake.clientId,
    OIDC_MICROSOFT_CLIENT_SECRET: fake.clientSecret,
  });
});
afterAll(async () => {
  await platform.close();
  await provider.close();
  await fake.close();
});

/** Starts a sign-on and answers the provider address the platform redirected to. */
async function start(name: string): Promise<URL> {
  const response = await platform.request('GET', `/api/auth/oidc/${name}/start`);
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

/** Signs in through the enterprise provider as `sub` and posts what came back to the callback. */
async function signInAs(sub: string) {
  const returned = await provider.signIn((await start('enterprise')).href, sub);
  const body = Object.fromEntries(returned);
  return { body, response: await platform.request('POST', '/api/oidc/callback/', { body }) };
}

/** Whether the sign-in started with this state is still kept. */
const isPending = async (state: string) =>
  (
    await platform.services.db
      .select({ n: count() })
      .from(oidcPendingSignIns)
      .where(eq(oidcPendingSignIns.stateHash, hashToken(state)))
  )[0]?.n === 1;

describe('single sign-on with a real OpenID provider', () => {
  it('says which providers are configured', async () => {
    expect((await platform.request('GET', '/api/auth/providers')).json()).toEqual({
      google: false,
      microsoft: true,
      enterprise: true,
    });
    expect((await platform.request('GET', '/api/auth/oidc/google/start')).statusCode).toBe(404);
    expect((await platform.request('GET', '/api/auth/oidc/other/start')).statusCode).toBe(400);
  });

  it('starts the authorization code flow with PKCE, state and nonce', async () => {
    const url = await start('enterprise');
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
  });

  it('links a verified email to its account (not case-sensitive) and answers the platform tokens', async () => {
    provider.addAccount({ sub: 'alice-1', email: 'Treasury@Demo.Example', email_verified: true });
    const { body, response } = await signInAs('alice-1');
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    const me = await platform.request('GET', '/api/user', { token: pair.access });
    expect(me.json()).toMatchObject({ username: 'treasury' });
    const refreshed = await platform.request('POST', '/api/auth/refresh', {
      body: { refresh: pair.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const links = await platform.services.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.subject, 'alice-1'));
    expect(links).toEqual([
      expect.objectContaining({ issuer: provider.issuer, userId: me.json().pk_idusers }),
    ]);
    // The saved state is removed afterwards.
    expect(await isPending(body.state as string)).toBe(false);
    // The link is kept: the next sign-in finds it even after the email changed at the provider.
    provider.addAccount({ sub: 'alice-1', email: 'alice@elsewhere.example', email_verified: false });
    const again = await signInAs('alice-1');
    expect(again.response.statusCode).toBe(200);
  });

  it('refuses a replayed callback, a replayed code and an unknown state with the spec text', async () => {
    provider.addAccount({ sub: 'bob-1', email: 'viewer@demo.example', email_verified: true });
    const { body, response } = await signInAs('bob-1');
    expect(response.statusCode).toBe(200);
    const replay = await platform.request('POST', '/api/oidc/callback/', { body });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatchObject({ code: 'SSO_FAILED' });
    expect(replay.json().error.message).toMatch(/^Failed to exchange code: the sign-in request is unknown/);
    // The same code with a fresh state: the provider refuses it (used, and bound to another verifier).
    const fresh = (await start('enterprise')).searchParams.get('state') as string;
    const reused = await platform.request('POST', '/api/oidc/callback/', { body: { ...body, state: fresh } });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toMatch(/^Failed to exchange code: /);
    expect(await isPending(fresh)).toBe(false);
    const unknown = await platform.request('POST', '/api/oidc/callback/', {
      body: { code: 'abc', state: 'not-a-state' },
    });
    expect(unknown.json().error.message).toMatch(/^Failed to exchange code: /);
    const missing = await platform.request('POST', '/api/oidc/callback/', { body: { code: 'abc' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.state).toEqual(['Missing code or state']);
  });

  it('opens an inactive account for a new identity, which signs in once staff activate it', async () => {
    provider.addAccount({
      sub: 'carol-1',
      email: 'carol@newcompany.example',
      email_verified: true,
      given_name: 'Carol',
      family_name: 'Nueva',
    });
    const first = await signInAs('carol-1');
    expect(first.response.statusCode).toBe(403);
    expect(first.response.json().error.code).toBe('ACCOUNT_INACTIVE');
    const [created] = await platform.services.db
      .select()
      .from(users)
      .where(eq(users.email, 'carol@newcompany.example'));
    expect(created).toMatchObject({
      username: 'carol',
      isActive: false,
      firstName: 'Carol',
      lastName: 'Nueva',
    });
    // Its password is no password: nobody signs in with one.
    const byPassword = await platform.request('POST', '/api/auth/login', {
      body: { username: 'carol', password: '!single-sign-on' },
    });
    expect(byPassword.statusCode).toBe(401);
    await platform.services.db.update(users).set({ isActive: true }).where(eq(users.id, created!.id));
    const second = await signInAs('carol-1');
    expect(second.response.statusCode).toBe(200);
  });

  it('does not link an email the provider has not verified', async () => {
    provider.addAccount({ sub: 'mallory-1', email: 'desk@demo.example', email_verified: false });
    const { response } = await signInAs('mallory-1');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toMatch(/^Failed to exchange code: the provider has not verified/);
    const links = await platform.services.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.subject, 'mallory-1'));
    expect(links).toEqual([]);
  });
});

describe("single sign-on refuses ID tokens that are not this platform's", () => {
  /** A sign-on through the fake provider whose ID token carries `claims` (nonce included). */
  async function callbackWith(claims: (issuer: string, nonce: string) => Record<string, unknown>) {
    const url = await start('microsoft');
    const nonce = url.searchParams.get('nonce') as string;
    const state = url.searchParams.get('state') as string;
    fake.willAnswer((issuer) => claims(issuer, nonce));
    return platform.request('POST', '/api/oidc/callback/', { body: { code: 'any', state } });
  }
  const nowSeconds = () => Math.floor(platform.clock.now().getTime() / 1000);
  const good = (issuer: string, nonce: string) => ({
    iss: issuer,
    aud: fake.clientId,
    sub: 'dave-1',
    nonce,
    email: 'admin@demo.example',
    email_verified: true,
    iat: nowSeconds(),
    exp: nowSeconds() + 300,
  });

  it('refuses a token from another issuer', async () => {
    const response = await callbackWith((issuer, nonce) => ({
      ...good(issuer, nonce),
      iss: 'http://127.0.0.1:9/',
    }));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toMatch(/^Error during Microsoft login: .*"iss"/);
  });

  it('refuses a token for another audience', async () => {
    const response = await callbackWith((issuer, nonce) => ({ ...good(issuer, nonce), aud: 'someone-else' }));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toMatch(/^Error during Microsoft login: .*"aud"/);
  });

  it('refuses an expired token, and one the platform clock finds expired', async () => {
    const expired = await callbackWith((issuer, nonce) => ({
      ...good(issuer, nonce),
      iat: nowSeconds() - 7200,
      exp: nowSeconds() - 3600,
    }));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toMatch(/^Error during Microsoft login: .*"exp"/);
    // Valid for the provider's clock but not for the platform's, moved past its expiry.
    const url = await start('microsoft');
    const claims = good(fake.issuer, url.searchParams.get('nonce') as string);
    fake.willAnswer(() => claims);
    platform.clock.advance(6 * 60_000);
    const late = await platform.request('POST', '/api/oidc/callback/', {
      body: { code: 'any', state: url.searchParams.get('state') },
    });
    expect(late.json().error.message).toBe('Error during Microsoft login: the ID token has expired');
  });

  it('refuses a token with another nonce, and signs in with a good one', async () => {
    const replayed = await callbackWith((issuer, nonce) => ({ ...good(issuer, nonce), nonce: 'other' }));
    expect(replayed.json().error.message).toMatch(/^Error during Microsoft login: .*"nonce"/);
    const signedIn = await callbackWith(good);
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('single sign-on to an account with two-factor sign-in', () => {
  it('asks for the code next, as the password sign-in does', async () => {
    const { access } = await platform.signIn('admin');
    const { secret } = (
      await platform.request('POST', '/api/user/two-factor/enrol', { token: access })
    ).json();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await platform.request('POST', '/api/user/two-factor/confirm', {
      token: access,
      body: { code: totp.generate({ timestamp: platform.clock.now().getTime() }) },
    });
    const url = await start('microsoft');
    const now = Math.floor(platform.clock.now().getTime() / 1000);
    fake.willAnswer((issuer) => ({
      iss: issuer,
      aud: fake.clientId,
      sub: 'dave-1',
      nonce: url.searchParams.get('nonce') as string,
      email: 'admin@demo.example',
      email_verified: true,
      iat: now,
      exp: now + 300,
    }));
    const answer = await platform.request('POST', '/api/oidc/callback/', {
      body: { code: 'any', state: url.searchParams.get('state') },
    });
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.json()).sort()).toEqual(['challenge', 'expires_in']);
    platform.clock.advance(30_000);
    const pair = await platform.request('POST', '/api/auth/two-factor', {
      body: {
        challenge: answer.json().challenge,
        code: totp.generate({ timestamp: platform.clock.now().getTime() }),
      },
    });
    expect(pair.statusCode).toBe(200);
  });
});

describe('single sign-on that cannot start', () => {
  it('sends the browser back to the login with the spec text', async () => {
    const offline = await startTestPlatform({
      OIDC_ENTERPRISE_ISSUER: 'http://127.0.0.1:9',
      OIDC_ENTERPRISE_CLIENT_ID: 'x',
      OIDC_ENTERPRISE_CLIENT_SECRET: 'y',
    });
    try {
      const response = await offline.request('GET', '/api/auth/oidc/enterprise/start');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?error=Error%20initiating%20SafeNet%20login');
    } finally {
      await offline.close();
    }
  });
});
