import type { Quote } from '@cobertura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_FORBIDDEN, SOCKET_UNAUTHORIZED } from '../../../graphql/socket-admission.ts';
import { startTestPlatform, type TestPlatform } from '../../../test/platform-harness.ts';
import { subscribeToPrices } from '../../../test/price-subscriber.ts';

let platform: TestPlatform;
let baseUrl: string;
beforeAll(async () => {
  // Open sockets' sessions are checked often, so that a sign-out is seen within the test.
  platform = await startTestPlatform({ SOCKET_SESSION_CHECK_MS: '200' });
  baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => platform.close());

const quote = (instrument: string, last: number): Quote => ({
  instrument,
  last,
  change: 0.001,
  change_pct: 0.001,
  time: platform.clock.now().toISOString(),
  simulated: true,
});

/** Publishes until `received` settles: a subscription starts a moment after the socket opens. */
async function publishUntil<T>(quotes: () => Quote[], received: Promise<T>): Promise<T> {
  const timer = setInterval(() => platform.ports.livePrices.publish(quotes()), 20);
  try {
    return await received;
  } finally {
    clearInterval(timer);
  }
}

describe('live prices over the websocket', () => {
  it('delivers the quotes of the instruments a subscriber names, and only those', async () => {
    const { access } = await platform.signIn('treasury');
    const received: Quote[] = [];
    const subscriber = subscribeToPrices(baseUrl, access, ['EURUSD'], (q) => received.push(q));
    try {
      const first = await publishUntil(
        () => [quote('GBPUSD', 1.27), quote('EURUSD', 1.0842)],
        subscriber.nextQuote(),
      );
      expect(first).toMatchObject({ instrument: 'EURUSD', last: 1.0842, simulated: true });
      platform.ports.livePrices.publish([quote('GBPUSD', 1.3), quote('EURUSD', 1.1)]);
      while ((await subscriber.nextQuote()).last !== 1.1);
      expect(new Set(received.map((q) => q.instrument))).toEqual(new Set(['EURUSD']));
    } finally {
      await subscriber.dispose();
    }
  });

  it('closes a socket whose token is not valid with 4401 and the reason', async () => {
    const subscriber = subscribeToPrices(baseUrl, 'not-a-token');
    expect(await subscriber.closed).toEqual({
      code: SOCKET_UNAUTHORIZED,
      reason: 'UNAUTHENTICATED: The sign-in token is not valid.',
    });
  });

  it('closes a socket whose token has expired with 4401 and the reason', async () => {
    const { access } = await platform.signIn('treasury');
    platform.clock.advance(16 * 60_000);
    const subscriber = subscribeToPrices(baseUrl, access);
    const closed = await subscriber.closed;
    expect(closed.code).toBe(SOCKET_UNAUTHORIZED);
    expect(closed.reason).toMatch(/^TOKEN_EXPIRED: /);
  });

  it('closes an open connection when its token expires, by the platform clock', async () => {
    const { access } = await platform.signIn('treasury');
    const { exp } = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString());
    // A second before the token expires: the connection is admitted, then ended at expiry.
    platform.clock.advance(exp * 1000 - platform.clock.now().getTime() - 1000);
    const subscriber = subscribeToPrices(baseUrl, access, ['EURUSD']);
    const received = await publishUntil(() => [quote('EURUSD', 1.09)], subscriber.nextQuote());
    expect(received.instrument).toBe('EURUSD');
    const closed = await subscriber.closed;
    expect(closed).toMatchObject({
      code: SOCKET_UNAUTHORIZED,
      reason: expect.stringMatching(/^TOKEN_EXPIRED/),
    });
  });

  it('closes an open connection whose session is signed out, with 4401 and the reason', async () => {
    const { access } = await platform.signIn('treasury');
    const subscriber = subscribeToPrices(baseUrl, access, ['EURUSD']);
    await publishUntil(() => [quote('EURUSD', 1.07)], subscriber.nextQuote());
    expect((await platform.request('POST', '/api/auth/logout', { token: access })).statusCode).toBe(204);
    expect(await subscriber.closed).toEqual({
      code: SOCKET_UNAUTHORIZED,
      reason: 'SESSION_ENDED: Your session has ended. Sign in again.',
    });
  });

  it('closes with 4403 the socket of a user who has not consented yet', async () => {
    const { access } = await platform.signIn('newuser');
    const closed = await subscribeToPrices(baseUrl, access).closed;
    expect(closed.code).toBe(SOCKET_FORBIDDEN);
    expect(closed.reason).toMatch(/^(CONSENT_REQUIRED|ACCOUNT_INACTIVE): /);
  });

  it('refuses the subscription to a role without the overview or markets screen', async () => {
    const { access } = await platform.signIn('desk');
    const subscriber = subscribeToPrices(baseUrl, access);
    try {
      const errors = (await subscriber.failed) as { extensions?: { code?: string } }[];
      expect(errors[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await subscriber.dispose();
    }
  });
});
