import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';
import { MAX_OPERATION_COST } from './operation-cost.ts';
import { MAX_DOCUMENT_LENGTH } from './operation-guard.ts';

// The cost a minute of each address and account on this platform; addresses come from X-Forwarded-For.
const BUDGET = 12;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ GRAPHQL_COST_PER_MINUTE: String(BUDGET), TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => platform.close());

let nextAddress = 0;
const freshAddress = () => `10.1.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;
const ask = (query: string, options: { address?: string; token?: string } = {}) =>
  platform.request('POST', '/graphql', {
    body: { query },
    headers: { 'x-forwarded-for': options.address ?? freshAddress() },
    ...(options.token ? { token: options.token } : {}),
  });
const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL operations are costed before they run', () => {
  it('refuses thousands of aliases of the public health check before running one', async () => {
    const answer = await ask(aliases(5000, 'health { status db cache }'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      code: 'WORK_LIMIT',
      message: expect.stringContaining(`at most ${MAX_DOCUMENT_LENGTH} characters`),
    });
  });

  it('refuses an operation over the cost limit, whatever its length, and names the limit', async () => {
    const answer = await ask(aliases(MAX_OPERATION_COST + 1, 'health { status }'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toContain(`may cost at most ${MAX_OPERATION_COST}`);
    // The same through a GET, where Mercurius also reads queries.
    const get = await platform.request(
      'GET',
      `/graphql?query=${encodeURIComponent(aliases(MAX_OPERATION_COST + 1, 'health { status }'))}`,
      { headers: { 'x-forwarded-for': freshAddress() } },
    );
    expect(get.statusCode).toBe(400);
  });

  it('weighs the heavy member reads, so a few aliases of a cached series are refused', async () => {
    const { access } = await platform.signIn('treasury');
    const answer = await ask(aliases(20, 'getRedisData(key: "CUR_HIST_EURUSD")'), { token: access });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('WORK_LIMIT');
  });

  it('counts fields through fragments, so a fragment that doubles at each level is refused at once', async () => {
    const levels = Array.from({ length: 30 }, (_, i) => `fragment F${i + 1} on Health { ...F${i} ...F${i} }`);
    const query = `{ health { ...F30 } }\nfragment F0 on Health { status }\n${levels.join('\n')}`;
    const answer = await ask(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toMatch(/select at most \d+ fields/);
  });
});

describe('the per-minute GraphQL budget', () => {
  it('refuses an address past its budget with 429 and when to try again; another address goes on', async () => {
    const address = freshAddress();
    for (let i = 0; i < BUDGET / 4; i++) {
      expect((await ask(aliases(4, 'health { status }'), { address })).statusCode).toBe(200);
    }
    const refused = await ask('{ health { status } }', { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('from your address'),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('{ health { status } }')).statusCode).toBe(200);
  });

  it('holds an account to its budget whatever address it calls from', async () => {
    const { access } = await platform.signIn('viewer');
    for (let i = 0; i < BUDGET / 4; i++) {
      expect((await ask(aliases(4, 'health { status }'), { token: access })).statusCode).toBe(200);
    }
    const refused = await ask('{ health { status } }', { token: access });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toContain('from your account');
  });
});
