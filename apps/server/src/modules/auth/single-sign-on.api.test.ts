import { and, count, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oidcIdentities, oidcPendingSignIns, users } from '../../db/schema.ts';
import { hashToken } from '../../identity/tokens.ts';
import { type FakeIdTokenSignature, startFakeOidcIssuer } from '../../test/fake-oidc-issuer.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

const PUBLIC_URL = 'http://cobertura.test';
const CALLBACK = `${PUBLIC_URL}/oidc/callback/`;

let platform: TestPlatform;
let provider: TestOidcProvider;
let fake: Awaited<ReturnType<typeof startFakeOidcIssuer>>;

/** The Microsoft provider's settings, which point at the fake issuer. */
const fakeMicrosoft = () => ({
  OIDC_MICROSOFT_ISSUER: fake.issuer,
  OIDC_MICROSOFT_CLIENT_ID: fake.clientId,
  OIDC_MICROSOFT_CLIENT_SECRET: fake.clientSecret,
});

beforeAll(async () => {
  provider = await startTestOidcProvider(CALLBACK);
  fake = await startFakeOidcIssuer();
  platform = await startTestPlatform({
    PUBLIC_URL,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    OIDC_ENTERPRISE_ISSUER: provider.issuer,
    OIDC_ENTERPRISE_CLIENT_ID: provider.clientId,
    OIDC_ENTERPRISE_CLIENT_SECRET: provider.clientSecret,
    ...fakeMicrosoft(),
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

/**
 * A Microsoft sign-on on `target` through the fake provider, whose ID token carries `claims` (given
 * the issuer and the nonce the sign-on started with), signed as `signature` says.
 */
async function signOnThroughFake(
  target: TestPlatform,
  claims: (issuer: string, nonce: string) => Record<string, unknown>,
  signature?: FakeIdTokenSignature,
) {
  const started = await target.request('GET', '/api/auth/oidc/microsoft/start');
  expect(started.statusCode).toBe(302);
  const url = new URL(started.headers.location as string);
  const nonce = url.searchParams.get('nonce') as string;
  fake.willAnswer((issuer) => claims(issuer, nonce), signature);
  return target.request('POST', '/api/oidc/callback/', {
    body: { code: 'any', state: url.searchParams.get('state') },
  });
}

/** The accounts a single sign-on subject is linked to, by user id. */
const linksOf = async (subject: string) =>
  (
    await platform.services.db
      .select({ userId: oidcIdentities.userId })
      .from(oidcIdentities)
      .where(eq(oidcIdentities.subject, subject))
  ).map((link) => link.userId);

/** A seeded account's id, by username. */
const idOf = async (username: string) =>
  (await platform.services.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]
    ?.id;

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
  const callbackWith = (
    claims: (issuer: string, nonce: string) => Record<string, unknown>,
    signature?: FakeIdTokenSignature,
  ) => signOnThroughFake(platform, claims, signature);
  const nowSeconds = () => Math.floor(platform.clock.now().getTime() / 1000);
  const good = (issuer: string, nonce: string) => ({
    iss: issuer,
    aud: fake.clientId,
    sub: 'dave-1',
    nonce,
    email: 'desk@demo.example',
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

  /**
   * Sends the same claims for `sub` signed as `signature`, once with a new email (it would open an
   * account) and once with a company user's (it would sign in): both are refused with the
   * provider's failure text and `reason`, and nothing is linked or opened. Then the same claims
   * signed with the published key sign in.
   */
  async function refusedUnlessSignedWithPublishedKey(
    sub: string,
    signature: FakeIdTokenSignature,
    reason: string,
  ) {
    const newEmail = `${sub}@elsewhere.example`;
    for (const email of [newEmail, 'viewer@demo.example']) {
      const response = await callbackWith(
        (issuer, nonce) => ({ ...good(issuer, nonce), sub, email }),
        signature,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'SSO_FAILED' });
      expect(response.json().error.message).toBe(`Error during Microsoft login: ${reason}`);
      expect(response.json()).not.toHaveProperty('access');
    }
    expect(await linksOf(sub)).toEqual([]);
    expect(await platform.services.db.select().from(users).where(eq(users.email, newEmail))).toEqual([]);
    const signedIn = await callbackWith((issuer, nonce) => ({
      ...good(issuer, nonce),
      sub,
      email: 'viewer@demo.example',
    }));
    expect(signedIn.statusCode).toBe(200);
    expect(await linksOf(sub)).toEqual([await idOf('viewer')]);
  }

  it('refuses a token signed with a key the issuer never published, under its published kid', async () => {
    await refusedUnlessSignedWithPublishedKey(
      'forger-1',
      'unpublished-key',
      'JWT signature verification failed',
    );
  });

  it('refuses an unsigned token (alg none), even from an issuer that advertises it', async () => {
    await refusedUnlessSignedWithPublishedKey('unsigned-1', 'none', 'unsupported JWS "alg" identifier');
  });
});

describe('single sign-on to an account with two-factor sign-in', () => {
  it('asks for the code next, as the password sign-in does', async () => {
    const { access } = await platform.signIn('desk');
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
      email: 'desk@demo.example',
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

describe('single sign-on and staff accounts', () => {
  /** A verified-email sign-on through the fake provider on `target`, as `sub` with `email`. */
  const signOnWithEmail = (target: TestPlatform, sub: string, email: string) =>
    signOnThroughFake(target, (issuer, nonce) => {
      const now = Math.floor(target.clock.now().getTime() / 1000);
      return {
        iss: issuer,
        aud: fake.clientId,
        sub,
        nonce,
        email,
        email_verified: true,
        iat: now,
        exp: now + 300,
      };
    });
  const STAFF_REFUSED = /^Error during Microsoft login: this email belongs to a staff account/;

  it("does not link a staff account by its email by default, and still links a company user's", async () => {
    const staff = await signOnWithEmail(platform, 'ana-1', 'Admin@Demo.Example');
    expect(staff.statusCode).toBe(401);
    expect(staff.json().error).toMatchObject({ code: 'SSO_FAILED' });
    expect(staff.json().error.message).toMatch(STAFF_REFUSED);
    expect(await linksOf('ana-1')).toEqual([]);
    const refusals = await platform.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sso_link'), eq(auditLog.outcome, 'failure')));
    expect(refusals).toEqual([
      expect.objectContaining({
        userId: await idOf('admin'),
        detail: 'microsoft: staff account, not linked by email',
      }),
    ]);
    const company = await signOnWithEmail(platform, 'tomas-1', 'treasury@demo.example');
    expect(company.statusCode).toBe(200);
    expect(await linksOf('tomas-1')).toEqual([await idOf('treasury')]);
  });

  it('links a staff account by its email where SSO_LINK_STAFF_BY_EMAIL allows it', async () => {
    const refused = await signOnWithEmail(platform, 'ana-2', 'admin@demo.example');
    expect(refused.json().error.message).toMatch(STAFF_REFUSED);
    const lenient = await startTestPlatform({ SSO_LINK_STAFF_BY_EMAIL: 'true', ...fakeMicrosoft() });
    try {
      const linked = await signOnWithEmail(lenient, 'ana-2', 'admin@demo.example');
      expect(linked.statusCode).toBe(200);
      const me = await lenient.request('GET', '/api/user', { token: linked.json().access });
      expect(me.json()).toMatchObject({ username: 'admin' });
    } finally {
      await lenient.close();
    }
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
