import { IDLE_HEADER } from '@cobertura/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError.ts';
import { apiRequest, configureApiClient } from './client.ts';
import { requestEarly } from './earlyRequests.ts';
import { serverNow } from './serverClock.ts';
import { readTokens, storeTokens } from './tokens.ts';
import { ACTIVITY_STORAGE_KEY } from './userActivity.ts';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

function jwt(expSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: expSeconds })}.signature`;
}

const valid = jwt(NOW / 1000 + 600);
const nearlyExpired = jwt(NOW / 1000 + 5);

function json(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onAuthFailure = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    onAuthFailure.mockReset();
    configureApiClient({ now: () => NOW, fetch: fetchMock, onAuthFailure });
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('asks again instead of taking a refusal sent early, which may no longer hold', async () => {
    storeTokens({ access: valid, refresh: 'r1' });
    const early = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(403, { error: { code: 'CONSENT_REQUIRED', message: 'Consent first' } }));
    requestEarly('/api/get_user_routes?role=2', valid);
    fetchMock.mockResolvedValueOnce(json(200, [{ path: '/home' }]));
    await expect(apiRequest('/api/get_user_routes?role=2')).resolves.toEqual([{ path: '/home' }]);
    expect(early).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    early.mockRestore();
  });

  it('takes an answer sent early once, without asking again', async () => {
    storeTokens({ access: valid, refresh: 'r1' });
    const early = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(200, { pk_idusers: 2 }));
    requestEarly('/api/user', valid);
    await expect(apiRequest('/api/user')).resolves.toEqual({ pk_idusers: 2 });
    expect(fetchMock).not.toHaveBeenCalled();
    early.mockRestore();
  });

  it('sends the stored bearer token and parses JSON', async () => {
    storeTokens({ access: valid, refresh: 'r1' });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest('/api/user', { query: { format: 'json', skip: undefined } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user?format=json');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe(`Bearer ${valid}`);
  });

  it('keeps the access token under token, access and refresh keys', () => {
    storeTokens({ access: valid, refresh: 'r1' });
    expect(localStorage.getItem('token')).toBe(valid);
    expect(localStorage.getItem('access')).toBe(valid);
    expect(localStorage.getItem('refresh')).toBe('r1');
  });

  it('parses error bodies into code, message and fields', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { email: ['Bad email'] } },
      }),
    );
    const error: ApiError = await apiRequest<never>('/api/account/', {
      method: 'POST',
      body: {},
      auth: false,
    }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Invalid' });
    expect(error.fields).toEqual({ email: ['Bad email'] });
  });

  it('answers null for 204 No Content', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/catalogs', { auth: false })).resolves.toBeNull();
  });

  it('turns a network failure into a NETWORK error without signing out', async () => {
    storeTokens({ access: valid, refresh: 'r1' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await apiRequest('/api/user').catch((e) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('refreshes an expiring token once for concurrent calls, then sends the new one', async () => {
    storeTokens({ access: nearlyExpired, refresh: 'r1' });
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/auth/refresh') return json(200, { access: valid, refresh: 'r2' });
      return json(200, { ok: true });
    });
    await Promise.all([apiRequest('/api/a'), apiRequest('/api/b'), apiRequest('/api/c')]);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh');
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls[0]?.[1]?.body))).toEqual({ refresh: 'r1' });
    expect(readTokens()).toEqual({ access: valid, refresh: 'r2' });
    const authHeaders = fetchMock.mock.calls
      .filter(([url]) => url !== '/api/auth/refresh')
      .map(([, init]) => ((init?.headers ?? {}) as Record<string, string>).Authorization);
    expect(authHeaders).toEqual([`Bearer ${valid}`, `Bearer ${valid}`, `Bearer ${valid}`]);
  });

  it('signs out when the refresh is refused', async () => {
    storeTokens({ access: nearlyExpired, refresh: 'r1' });
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'REFRESH_REUSED', message: 'Closed' } }));
    await expect(apiRequest('/api/user')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledWith('signout', expect.any(ApiError));
  });

  it('does not sign back in when a refresh answers after the user signed out', async () => {
    storeTokens({ access: nearlyExpired, refresh: 'r1' });
    fetchMock.mockImplementationOnce(async () => {
      localStorage.clear();
      return json(200, { access: valid, refresh: 'r2' });
    });
    await expect(apiRequest('/api/user')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(readTokens()).toEqual({ access: null, refresh: null });
  });

  it('signs out on every answer that says the session is lost, and only on those', async () => {
    storeTokens({ access: valid, refresh: 'r1' });
    for (const code of ['UNAUTHENTICATED', 'SESSION_ENDED', 'REFRESH_REUSED']) {
      fetchMock.mockResolvedValueOnce(json(401, { error: { code, message: 'No' } }));
      await expect(apiRequest('/api/user')).rejects.toMatchObject({ code });
    }
    // A 401 without a body is a lost session too.
    fetchMock.mockResolvedValueOnce(json(401, null));
    await expect(apiRequest('/api/user')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(onAuthFailure.mock.calls.map(([kind]) => kind)).toEqual([
      'signout',
      'signout',
      'signout',
      'signout',
    ]);
  });

  it('keeps the user signed in when a step is refused, a wrong code or a role that may not', async () => {
    storeTokens({ access: valid, refresh: 'r1' });
    const refusals = [
      [400, 'INVALID_CODE'],
      [401, 'TWO_FACTOR_INVALID'],
      [401, 'INVALID_CREDENTIALS'],
      [403, 'FORBIDDEN'],
    ] as const;
    for (const [status, code] of refusals) {
      fetchMock.mockResolvedValueOnce(json(status, { error: { code, message: 'Not this step' } }));
      await expect(
        apiRequest('/api/user/two-factor/confirm', { method: 'POST', body: { code: '000000' } }),
      ).rejects.toMatchObject({ code });
    }
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(readTokens()).toEqual({ access: valid, refresh: 'r1' });
  });

  it('tells the app when the idle hour ended the session, on a call or on its refresh', async () => {
    storeTokens({ access: valid, refresh: 'r1' });
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'SESSION_IDLE', message: 'Idle' } }));
    await expect(apiRequest('/api/user')).rejects.toMatchObject({ code: 'SESSION_IDLE' });
    storeTokens({ access: nearlyExpired, refresh: 'r1' });
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'SESSION_IDLE', message: 'Idle' } }));
    await expect(apiRequest('/api/user')).rejects.toMatchObject({ code: 'SESSION_IDLE' });
    expect(onAuthFailure.mock.calls.map(([kind]) => kind)).toEqual(['idle', 'idle']);
  });

  it('keeps the session when a refresh is refused for a while (too many), and tries again later', async () => {
    storeTokens({ access: nearlyExpired, refresh: 'r1' });
    fetchMock.mockResolvedValueOnce(json(429, { error: { code: 'RATE_LIMITED', message: 'Later' } }));
    await expect(apiRequest('/api/user')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(readTokens()).toEqual({ access: nearlyExpired, refresh: 'r1' });
  });

  it('tells the server how long the user has been idle, with every call and refresh', async () => {
    storeTokens({ access: nearlyExpired, refresh: 'r1' });
    localStorage.setItem(ACTIVITY_STORAGE_KEY, String(Date.now() - 90_000));
    fetchMock
      .mockResolvedValueOnce(json(200, { access: valid, refresh: 'r2' }))
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    await apiRequest('/api/user');
    const idle = fetchMock.mock.calls.map(
      ([, init]) => Number(((init?.headers ?? {}) as Record<string, string>)[IDLE_HEADER]) / 1000,
    );
    expect(idle.map(Math.round)).toEqual([90, 90]);
  });

  it('opens the consent gate on CONSENT_REQUIRED and ACCOUNT_INACTIVE', async () => {
    storeTokens({ access: valid, refresh: 'r1' });
    fetchMock.mockResolvedValueOnce(json(403, { error: { code: 'CONSENT_REQUIRED', message: 'Consent' } }));
    await expect(apiRequest('/api/companies')).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValueOnce(json(403, { error: { code: 'ACCOUNT_INACTIVE', message: 'Inactive' } }));
    await expect(apiRequest('/api/companies')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure.mock.calls.map(([kind]) => kind)).toEqual(['consent', 'consent']);
  });

  it('sends staff who must use two-factor sign-in to set it up, without signing them out', async () => {
    storeTokens({ access: valid, refresh: 'r1' });
    fetchMock.mockResolvedValueOnce(
      json(403, { error: { code: 'TWO_FACTOR_ENROLMENT_REQUIRED', message: 'Turn it on' } }),
    );
    await expect(apiRequest('/api/admin/users')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure.mock.calls.map(([kind]) => kind)).toEqual(['two-factor']);
  });

  it('keeps the user signed in when four eyes refuses one step', async () => {
    storeTokens({ access: valid, refresh: 'r1' });
    fetchMock.mockResolvedValueOnce(json(403, { error: { code: 'FOUR_EYES', message: 'Not you' } }));
    await expect(
      apiRequest('/api/desk/requests/1/approval', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      code: 'FOUR_EYES',
    });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('does not sign out when an anonymous call (sign-in) is refused', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong' } }));
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: {}, auth: false }),
    ).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('refreshes and retries once when the server calls the token expired', async () => {
    storeTokens({ access: valid, refresh: 'r1' });
    fetchMock
      .mockResolvedValueOnce(json(401, { error: { code: 'TOKEN_EXPIRED', message: 'Expired' } }))
      .mockResolvedValueOnce(json(200, { access: jwt(NOW / 1000 + 900), refresh: 'r2' }))
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(apiRequest('/api/user')).resolves.toEqual({ ok: 1 });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

describe('token expiry on the server clock', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const answer = (body: unknown, serverTime: number) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json', Date: new Date(serverTime).toUTCString() },
    });

  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  for (const minutesAhead of [30, 65]) {
    it(`uses a fresh token without refreshing when this computer runs ${minutesAhead} minutes ahead`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW + minutesAhead * 60_000);
      configureApiClient({ now: serverNow, fetch: fetchMock, onAuthFailure: vi.fn() });
      fetchMock.mockReset();
      fetchMock.mockImplementation(async () => answer({ ok: true }, NOW));

      // Sign-in answers with the server's Date; the token it issues lives ten minutes on that clock.
      await apiRequest('/api/auth/login', { method: 'POST', body: {}, auth: false });
      storeTokens({ access: valid, refresh: 'r1' });
      await apiRequest('/api/user');

      const paths = fetchMock.mock.calls.map(([url]) => url);
      expect(paths).toEqual(['/api/auth/login', '/api/user']);
      expect(Math.abs(serverNow() - NOW)).toBeLessThan(1_000);
    });
  }
});
