import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';

/** A sign-in attempt from a connection's address, optionally through a proxy's X-Forwarded-For. */
const attempt = (platform: TestPlatform, remoteAddress: string, forwardedFor?: string) =>
  platform.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: JSON.stringify({ username: 'nobody', password: 'whatever' }),
  });
const statuses = async (calls: (() => Promise<{ statusCode: number }>)[]) => {
  const out = [];
  for (const call of calls) out.push((await call()).statusCode);
  return out;
};

describe('the address limits count', () => {
  let direct: TestPlatform;
  let proxied: TestPlatform;
  beforeAll(async () => {
    direct = await startTestPlatform({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    proxied = await startTestPlatform({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it("is the connection's when no proxy is trusted: a forged X-Forwarded-For changes nothing", async () => {
    const forged = [1, 2, 3, 4].map((i) => () => attempt(direct, '198.51.100.1', `203.0.113.${i}`));
    expect(await statuses(forged)).toEqual([401, 401, 401, 429]);
  });

  it("is the client's behind a trusted proxy, so clients behind one balancer keep their own limits", async () => {
    const clients = [1, 2, 3, 4].map((i) => () => attempt(proxied, '10.0.0.5', `203.0.113.${i}`));
    expect(await statuses(clients)).toEqual([401, 401, 401, 401]);
    const one = [1, 2, 3].map(() => () => attempt(proxied, '10.0.0.5', '203.0.113.1'));
    expect(await statuses(one)).toEqual([401, 401, 429]);
    // A sender that is not the trusted proxy cannot choose its address.
    const outsider = [1, 2, 3, 4].map((i) => () => attempt(proxied, '198.51.100.9', `203.0.113.${50 + i}`));
    expect(await statuses(outsider)).toEqual([401, 401, 401, 429]);
  });

  it('is the /64 network of an IPv6 client, so a fresh address per attempt gains nothing', async () => {
    const rotating = ['a', 'b', 'c', 'd'].map((h) => () => attempt(direct, `2001:db8:7:9::${h}`));
    expect(await statuses(rotating)).toEqual([401, 401, 401, 429]);
    expect((await attempt(direct, '2001:db8:7:a::1')).statusCode).toBe(401);
  });

  it('refuses to start when told to trust every sender', async () => {
    await expect(startTestPlatform({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY/);
  });
});
