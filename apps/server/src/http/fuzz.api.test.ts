import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';

// Hostile bodies, as raw text with the content type they are sent under. Every route of the route
// table gets every one of them, so a route added later is fuzzed too.
const JSON_TYPE = 'application/json';
const deep = (open: string, close: string, depth: number) => open.repeat(depth) + close.repeat(depth);
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const HOSTILE: { body: string; type: string }[] = [
  ...[40, 1000, 5000, 100_000].flatMap((depth) => [
    { body: deep('[', ']', depth), type: JSON_TYPE },
    { body: deepObject(depth), type: JSON_TYPE },
  ]),
  { body: `{"username":${deep('[', ']', 5000)}}`, type: JSON_TYPE },
  { body: `[${'1,'.repeat(200_000)}1]`, type: JSON_TYPE },
  { body: JSON.stringify({ username: 'x'.repeat(900_000) }), type: JSON_TYPE },
  { body: JSON.stringify({ email: 'a'.repeat(2_000_000) }), type: JSON_TYPE },
  { body: '{"username":"\\ud800","password":"x"}', type: JSON_TYPE },
  { body: '{"\\udfff":"x"}', type: JSON_TYPE },
  { body: '{"username":"a\\u0000b","password":"x"}', type: JSON_TYPE },
  { body: '{"__proto__":{"isStaff":true,"platform_role":1}}', type: JSON_TYPE },
  { body: '{"constructor":{"prototype":{"isStaff":true}}}', type: JSON_TYPE },
  { body: '{"toString":"x","valueOf":1,"hasOwnProperty":null}', type: JSON_TYPE },
  { body: '[{"__proto__":{"kind":"forward"}}]', type: JSON_TYPE },
  ...['null', 'true', 'false', '0', '-1', '1e309', '-1e309', '"text"', '[]', '[[]]', '{}', '[null]'].map(
    (body) => ({ body, type: JSON_TYPE }),
  ),
  { body: '99999999999999999999999999999999', type: JSON_TYPE },
  { body: '{"pk_idusers":1e400,"id":-0,"page":1.5}', type: JSON_TYPE },
  { body: '{', type: JSON_TYPE },
  { body: '[', type: JSON_TYPE },
  { body: '{"a":}', type: JSON_TYPE },
  { body: '{"a":1,}', type: JSON_TYPE },
  { body: "{'a':1}", type: JSON_TYPE },
  { body: '', type: JSON_TYPE },
  { body: '\u0000', type: JSON_TYPE },
  { body: '\ufeff{}', type: JSON_TYPE },
  { body: '{"a":NaN}', type: JSON_TYPE },
  { body: JSON.stringify({ username: '\u202eadmin\u200b', password: '🙂'.repeat(1000) }), type: JSON_TYPE },
  {
    body: JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, kind: 'asian' }))),
    type: JSON_TYPE,
  },
  { body: '{"a":1}', type: 'application/json; charset=utf-16' },
  { body: '{"a":1}', type: 'application/json; charset=latin1' },
  { body: 'username=admin&password=x', type: 'application/x-www-form-urlencoded' },
  { body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', type: 'multipart/form-data' },
  { body: '<a>1</a>', type: 'application/xml' },
  { body: '{"query":"{ health { status } }"}', type: 'application/graphql' },
  { body: 'query { health { status } }', type: 'application/graphql' },
  { body: '{"a":1}', type: 'text/plain' },
  { body: '{"a":1}', type: 'text/html' },
  { body: '{"a":1}', type: 'application/octet-stream' },
  { body: '{"a":1}', type: '' },
  { body: '{"a":1}', type: 'application/json, text/plain' },
  { body: '{"a":1}', type: 'application/vnd.api+json' },
  // GraphQL documents that nest selections, lists, objects and arguments past what a parser's
  // recursion survives, valid JSON all of them.
  ...[
    `{${'health {'.repeat(5000)}${'}'.repeat(5001)}`,
    `mutation { login(username: ${deep('[', ']', 5000)}, password: "x") { access } }`,
    `mutation { login(username: ${'{a:'.repeat(5000)}1${'}'.repeat(5000)}, password: "x") { access } }`,
    `query ${'('.repeat(5000)}`,
    `{ health { status } } # ${'{'.repeat(5000)}`,
    `{ health { status } } "${'{'.repeat(5000)}"`,
  ].map((query) => ({ body: JSON.stringify({ query }), type: JSON_TYPE })),
];

// Hostile query strings for the routes that take no body.
const HOSTILE_QUERIES = [
  `status=${'%5B'.repeat(5000)}`,
  `a${'[a]'.repeat(5000)}=1`,
  'status=%00',
  'status=%ud800',
  'status=%E0%A4%A',
  `status=${'x'.repeat(100_000)}`,
  'status=pending&status=all',
  'page=-1&page_size=1e400',
  '__proto__[isStaff]=true',
  'constructor[prototype][isStaff]=true',
];
// Words of an internal error that must never reach a caller: a stack frame is `at name (file:line:col)`,
// so prose such as "the rate at risk (…)" in the API's own documentation is not one.
const LEAK =
  /definitions is not iterable|at [\w.<>]+ \([^()]*:\d+:\d+\)|RangeError|TypeError|Maximum call stack/;

let platform: TestPlatform;
beforeAll(async () => {
  // Limits high enough that the corpus reaches every parser, not the 429.
  platform = await startTestPlatform({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => platform.close());

describe('hostile bodies', () => {
  // First, before the corpus spends the route's own per-IP limit.
  it('nesting beyond the limit is a 400 naming it', async () => {
    const response = await platform.request('POST', '/api/demo-requests', { raw: deep('[', ']', 5000) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/nests deeper than \d+ levels/);
  });

  it('holds a corpus of at least 50', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(50);
  });

  it('never get a 5xx from any route of the route table, nor from GraphQL', async () => {
    const routes = platform.app.apiCatalogue.routes
      .filter((route) => route.method !== 'GET')
      .map((route) => ({ method: route.method, url: route.url.replace(/:(\w+)/g, '1') }));
    expect(routes.length).toBeGreaterThan(10);
    const targets = [...routes, { method: 'POST', url: '/graphql' }];
    const failures: string[] = [];
    for (const { method, url } of targets) {
      // Staff pass every access rule, so the body reaches the deepest parsing; a fresh session per
      // route, since a body may end one (sign-out takes none).
      const { access } = await platform.signIn('admin');
      for (const [index, { body, type }] of HOSTILE.entries()) {
        const response = await platform.app.inject({
          method: method as 'POST',
          url,
          headers: { authorization: `Bearer ${access}`, ...(type ? { 'content-type': type } : {}) },
          payload: body,
        });
        if (response.statusCode >= 500) failures.push(`${method} ${url} #${index}: ${response.statusCode}`);
        // No internal message leaks into an answer.
        if (LEAK.test(response.body)) {
          failures.push(`${method} ${url} #${index}: leaks ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every write route of the API times every hostile body: it grows with the API.
  }, 120_000);

  it('a GraphQL document nesting beyond the limit is a 400 naming it', async () => {
    const response = await platform.request('POST', '/graphql', {
      // 1,000 levels: within the longest document read, so that the depth is what refuses it.
      body: { query: `{${'health {'.repeat(1000)}${'}'.repeat(1001)}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/nests deeper than \d+ levels/);
  });

  it('never get a 5xx from a hostile query string on any route that reads one', async () => {
    const routes = platform.app.apiCatalogue.routes.map((route) => ({
      method: route.method,
      url: route.url.replace(/:(\w+)/g, '1'),
    }));
    const failures: string[] = [];
    const { access } = await platform.signIn('admin');
    for (const { method, url } of routes.filter((r) => r.method === 'GET')) {
      for (const [index, query] of HOSTILE_QUERIES.entries()) {
        const response = await platform.app.inject({
          method: 'GET',
          url: `${url}?${query}`,
          headers: { authorization: `Bearer ${access}` },
        });
        if (response.statusCode >= 500) failures.push(`${method} ${url} ?#${index}: ${response.statusCode}`);
        if (LEAK.test(response.body))
          failures.push(`${method} ${url} ?#${index}: leaks ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
