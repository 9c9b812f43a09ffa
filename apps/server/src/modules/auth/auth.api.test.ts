import { IDLE_HEADER, MESSAGES } from '@cobertura/contracts';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { IDLE_LIMIT_MS, SESSION_LIFETIME_MS } from '../../identity/sessions.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ ACCOUNT_FAILURE_LIMIT: '3', PASSWORD_MAX_AGE_DAYS: '0' });
});
afterAll(() => platform.close());

const MINUTE = 60_000;

describe('sign-in', () => {
  it('answers an access and a refresh token; the access token is a short-lived JWT', async () => {
    const pair = await platform.signIn('treasury');
    const claims = decodeJwt(pair.access);
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(claims.role).toBe(2);
    const me = await platform.request('GET', '/api/user', { token: pair.access });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'treasury', platform_role: 2, habeas_data: true });
  });

  it('refuses a wrong password with 401 and records every attempt in the audit log', async () => {
    const response = await platform.request('POST', '/api/auth/login', {
      body: { username: 'viewer', password: 'wrong password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
    await platform.signIn('viewer');
    const rows = await platform.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.account, 'viewer'), eq(auditLog.action, 'login')));
    expect(rows.map((r) => r.outcome)).toEqual(['failure', 'success']);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1' });
    expect(rows[1]?.userId).toBeGreaterThan(0);
  });

  it('locks the account for the address that failed, not for its owner elsewhere', async () => {
    const fromAddress = (remoteAddress: string, password: string) =>
      platform.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'desk', password }),
      });
    for (let i = 0; i < 3; i++) expect((await fromAddress('203.0.113.7', `nope-${i}`)).statusCode).toBe(401);
    const locked = await fromAddress('203.0.113.7', 'Cobertura#2026');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Too many failed sign-in attempts/);
    // The owner, signing in from another address, is not locked out by the stranger's attempts.
    expect((await fromAddress('198.51.100.20', 'Cobertura#2026')).statusCode).toBe(200);
    platform.clock.advance(16 * MINUTE);
    expect((await fromAddress('203.0.113.7', 'Cobertura#2026')).statusCode).toBe(200);
  });

  it('signs in through the GraphQL login mutation', async () => {
    const response = await platform.request('POST', '/graphql', {
      body: {
        query:
          'mutation($u: String!, $p: String!) { login(username: $u, password: $p, refresh: true) { access refresh } }',
        variables: { u: 'admin', p: 'Cobertura#2026' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.login.access.split('.')).toHaveLength(3);
    const bad = await platform.request('POST', '/graphql', {
      body: { query: 'mutation { login(username: "admin", password: "x") { access } }' },
    });
    expect(bad.json().errors[0].extensions.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('single sign-on', () => {
  it('says plainly that no provider is configured', async () => {
    expect((await platform.request('GET', '/api/auth/providers')).json()).toEqual({
      google: false,
      microsoft: false,
      enterprise: false,
    });
    const callback = await platform.request('POST', '/api/oidc/callback/', {
      body: { code: 'c', state: 's' },
    });
    expect(callback.statusCode).toBe(404);
    expect(callback.json().error.message).toMatch(/Single sign-on is not configured/);
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh token works once and the new pair works', async () => {
    const first = await platform.signIn('treasury');
    const second = await platform.request('POST', '/api/auth/refresh', { body: { refresh: first.refresh } });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await platform.request('GET', '/api/user', { token: pair.access })).statusCode).toBe(200);
  });

  it('reuse of a spent refresh token revokes the whole family', async () => {
    const first = await platform.signIn('treasury');
    const rotated = (
      await platform.request('POST', '/api/auth/refresh', { body: { refresh: first.refresh } })
    ).json();
    const replay = await platform.request('POST', '/api/auth/refresh', { body: { refresh: first.refresh } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('REFRESH_REUSED');
    const after = await platform.request('POST', '/api/auth/refresh', { body: { refresh: rotated.refresh } });
    expect(after.statusCode).toBe(401);
    expect((await platform.request('GET', '/api/user', { token: rotated.access })).statusCode).toBe(401);
  });

  it('are refused after an idle hour', async () => {
    const pair = await platform.signIn('treasury');
    platform.clock.advance(IDLE_LIMIT_MS + 1000);
    const response = await platform.request('POST', '/api/auth/refresh', { body: { refresh: pair.refresh } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'SESSION_IDLE',
      message: 'Session disconnected due to inactivity',
    });
  });

  it('keep an active session alive, but every session ends 24 hours after sign-in', async () => {
    let pair = await platform.signIn('treasury');
    for (let elapsed = 0; elapsed < SESSION_LIFETIME_MS - 50 * MINUTE; elapsed += 50 * MINUTE) {
      platform.clock.advance(50 * MINUTE);
      const response = await platform.request('POST', '/api/auth/refresh', {
        body: { refresh: pair.refresh },
      });
      expect(response.statusCode).toBe(200);
      pair = response.json();
    }
    expect(decodeJwt(pair.access).exp).toBeLessThanOrEqual(
      Math.floor(platform.clock.now().getTime() / 1000) + 50 * 60,
    );
    platform.clock.advance(50 * MINUTE);
    const ended = await platform.request('POST', '/api/auth/refresh', { body: { refresh: pair.refresh } });
    expect(ended.json().error.code).toBe('SESSION_ENDED');
    expect((await platform.request('GET', '/api/user', { token: pair.access })).statusCode).toBe(401);
  });
});

describe('the idle hour', () => {
  /** What the web app says with every call: how long its user has been idle, in any tab. */
  const idleFor = (ms: number) => ({ [IDLE_HEADER]: String(ms) });
  const refresh = (pair: { refresh: string }, idleMs: number) =>
    platform.request('POST', '/api/auth/refresh', {
      body: { refresh: pair.refresh },
      headers: idleFor(idleMs),
    });
  const read = (pair: { access: string }, idleMs: number) =>
    platform.request('GET', '/api/user', { token: pair.access, headers: idleFor(idleMs) });

  it('ends the session on the server, however often the app asks on its own meanwhile', async () => {
    let pair = await platform.signIn('treasury');
    // The app polls and refreshes every 14 minutes while its user is away.
    for (let idle = 14 * MINUTE; idle < IDLE_LIMIT_MS; idle += 14 * MINUTE) {
      platform.clock.advance(14 * MINUTE);
      expect((await read(pair, idle)).statusCode).toBe(200);
      const next = await refresh(pair, idle);
      expect(next.statusCode).toBe(200);
      pair = next.json();
    }
    platform.clock.advance(5 * MINUTE);
    const ended = await read(pair, 61 * MINUTE);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error).toMatchObject({
      code: 'SESSION_IDLE',
      message: 'Session disconnected due to inactivity',
    });
    // Ended for good, and says why, to every tab: a reload, another tab, its refresh.
    expect((await read(pair, 0)).json().error.code).toBe('SESSION_IDLE');
    expect((await refresh(pair, 0)).json().error.code).toBe('SESSION_IDLE');
  });

  it('counts the hour from the last activity the app reported', async () => {
    let pair = await platform.signIn('treasury');
    platform.clock.advance(14 * MINUTE);
    // The user was active a moment ago; then nothing more, while the app keeps refreshing.
    pair = (await refresh(pair, 0)).json();
    for (const idle of [14, 28, 42, 56]) {
      platform.clock.advance(14 * MINUTE);
      const next = await refresh(pair, idle * MINUTE);
      expect(next.statusCode, `${idle} minutes idle`).toBe(200);
      pair = next.json();
    }
    platform.clock.advance(5 * MINUTE);
    expect((await read(pair, 61 * MINUTE)).json().error.code).toBe('SESSION_IDLE');
  });
});

describe('access tokens', () => {
  it('an expired token gets 401 TOKEN_EXPIRED, a tampered one 401 UNAUTHENTICATED', async () => {
    const pair = await platform.signIn('treasury');
    const [header, payload, signature] = pair.access.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.role = 1;
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const response = await platform.request('GET', '/api/user', { token: tampered });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect((await platform.request('GET', '/api/user', { token: 'not-a-jwt' })).statusCode).toBe(401);
    platform.clock.advance(16 * MINUTE);
    const expired = await platform.request('GET', '/api/user', { token: pair.access });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('sign-out revokes the session at once', async () => {
    const pair = await platform.signIn('treasury');
    expect((await platform.request('POST', '/api/auth/logout', { token: pair.access })).statusCode).toBe(204);
    expect((await platform.request('GET', '/api/user', { token: pair.access })).json().error.code).toBe(
      'SESSION_ENDED',
    );
    expect(
      (await platform.request('POST', '/api/auth/refresh', { body: { refresh: pair.refresh } })).statusCode,
    ).toBe(401);
  });
});

describe('password expiry', () => {
  it("gives the spec's text when PASSWORD_MAX_AGE_DAYS is set and the password is older", async () => {
    const expiring = await startTestPlatform({ PASSWORD_MAX_AGE_DAYS: '90' });
    try {
      expect((await expiring.signIn('viewer')).access).toBeTruthy();
      expiring.clock.advance(91 * 86_400_000);
      const response = await expiring.request('POST', '/api/auth/login', {
        body: { username: 'viewer', password: 'Cobertura#2026' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'PASSWORD_EXPIRED',
        message: MESSAGES.passwordExpired,
      });
    } finally {
      await expiring.close();
    }
  });
});

describe('what the sign-in answers leave behind', () => {
  it('tokens and the user are never cached: Cache-Control no-store', async () => {
    const signIn = await platform.request('POST', '/api/auth/login', {
      body: { username: 'treasury', password: 'Cobertura#2026' },
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
    const user = await platform.request('GET', '/api/user', { token: signIn.json().access });
    expect(user.headers['cache-control']).toBe('no-store');
    const overGraphql = await platform.request('POST', '/graphql', {
      body: {
        query: 'mutation { login(username: "treasury", password: "Cobertura#2026") { access refresh } }',
      },
    });
    expect(overGraphql.json().data.login.access).toBeTruthy();
    expect(overGraphql.headers['cache-control']).toBe('no-store');
    // Refusals too: an error answer may name the account or the caller.
    const refused = await platform.request('POST', '/api/auth/login', {
      body: { username: 'x', password: 'y' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await platform.request('GET', '/api/no-such-route')).headers['cache-control']).toBe('no-store');
  });

  it('refresh attempts are limited per IP', async () => {
    const strict = await startTestPlatform({ REFRESH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await strict.request('POST', '/api/auth/refresh', {
          body: { refresh: `forged-${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await strict.close();
    }
  });
});
