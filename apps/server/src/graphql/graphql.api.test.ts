import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';

// Sign-in attempts per IP per minute on these platforms.
const LIMIT = 3;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(() => platform.close());

const LOGIN = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { access } }';
// Each attempt names another account, so the per-account lock never answers first.
let attempt = 0;
const nextAccount = () => `nobody-${++attempt}`;

const restLogin = async (on: TestPlatform) =>
  (
    await on.request('POST', '/api/auth/login', { body: { username: nextAccount(), password: 'wrong' } })
  ).json().error.code;
const graphqlLogin = async (on: TestPlatform) =>
  (
    await on.request('POST', '/graphql', {
      body: { query: LOGIN, variables: { u: nextAccount(), p: 'wrong' } },
    })
  ).json().errors[0].extensions.code;

describe('GraphQL operations pass the route guard', () => {
  it('login shares the per-IP sign-in limit with POST /api/auth/login', async () => {
    expect(await restLogin(platform)).toBe('INVALID_CREDENTIALS');
    expect(await graphqlLogin(platform)).toBe('INVALID_CREDENTIALS');
    expect(await restLogin(platform)).toBe('INVALID_CREDENTIALS');
    expect(await graphqlLogin(platform)).toBe('RATE_LIMITED');
    const rest = await platform.request('POST', '/api/auth/login', {
      body: { username: nextAccount(), password: 'wrong' },
    });
    expect(rest.statusCode).toBe(429);
    expect(rest.json().error.message).toMatch(/Too many attempts from your address/);
  });

  it('refuses GraphQL sign-ins past the limit, counting them as REST does', async () => {
    const fresh = await startTestPlatform({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    try {
      for (let i = 0; i < LIMIT; i++) expect(await graphqlLogin(fresh)).toBe('INVALID_CREDENTIALS');
      expect(await graphqlLogin(fresh)).toBe('RATE_LIMITED');
      expect(await restLogin(fresh)).toBe('RATE_LIMITED');
    } finally {
      await fresh.close();
    }
  });

  it('validates arguments with the contract and answers the public health query', async () => {
    const bad = await platform.request('POST', '/graphql', {
      body: { query: 'query { health { status db cache } }' },
    });
    expect(bad.json().data.health).toMatchObject({ status: 'ok', db: expect.any(String) });
    const empty = await platform.request('POST', '/graphql', {
      body: { query: 'mutation { login(username: " ", password: "x") { access } }' },
    });
    expect(empty.json().errors[0].extensions).toMatchObject({
      code: expect.stringMatching(/VALIDATION_FAILED|RATE_LIMITED/),
    });
  });

  it('refuses introspection and suggests no names unless GRAPHQL_INTROSPECTION is on, and non-JSON bodies with a 415', async () => {
    const introspect = { query: '{ __schema { queryType { name } } }' };
    const misspelt = { query: '{ helth { status } }' };
    const closed = (await platform.request('POST', '/graphql', { body: introspect })).json();
    expect(closed.data ?? null).toBeNull();
    expect(closed.errors[0].message).toMatch(/introspection/i);
    const unsuggested = (await platform.request('POST', '/graphql', { body: misspelt })).json();
    expect(unsuggested.errors[0].message).toBe('Cannot query field "helth" on type "Query".');
    const open = await startTestPlatform({ GRAPHQL_INTROSPECTION: 'true' });
    try {
      const answer = (await open.request('POST', '/graphql', { body: introspect })).json();
      expect(answer.data.__schema.queryType.name).toBe('Query');
      const suggested = (await open.request('POST', '/graphql', { body: misspelt })).json();
      expect(suggested.errors[0].message).toContain('Did you mean "health"?');
    } finally {
      await open.close();
    }
    const legacy = await platform.request('POST', '/graphql', {
      raw: '{"query":"{ health { status } }"}',
      headers: { 'content-type': 'application/graphql' },
    });
    expect(legacy.statusCode).toBe(415);
    expect(legacy.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
