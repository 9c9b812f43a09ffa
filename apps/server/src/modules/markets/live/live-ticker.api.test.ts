import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../../test/platform-harness.ts';
import { subscribeToPrices } from '../../../test/price-subscriber.ts';
import { readBars, upsertBars } from '../markets.queries.ts';
import { barDayFor } from './bar-day.ts';

// A Wednesday, 09:00 in Chicago: the bar day is the same Wednesday.
const WEDNESDAY = Date.parse('2026-11-18T15:00:00Z');

/** Yesterday's EURUSD close and today's simulated bar so far, the ticker's starting point. */
async function storeEurusd(platform: TestPlatform) {
  const bar = (day: string, open: number | null, high: number | null, low: number | null, close: number) => ({
    instrument: 'EURUSD',
    contract: '',
    day,
    open,
    high,
    low,
    close,
    settle: null,
    volume: null,
    openInterest: null,
    source: 'simulated' as const,
    simulated: true,
    updatedAt: platform.clock.now(),
  });
  await upsertBars(platform.services.db, [
    bar('2026-11-17', null, null, null, 1.06),
    bar('2026-11-18', 1.06, 1.07, 1.055, 1.065),
  ]);
}

describe('the demo ticker', () => {
  let platform: TestPlatform;
  let baseUrl: string;
  beforeAll(async () => {
    platform = await startTestPlatform({ DEMO_TICKER_MS: '50' }, { clockStart: WEDNESDAY });
    await storeEurusd(platform);
    baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => platform.close());

  it("moves today's simulated last price, writes it as today's bar and publishes its quote", async () => {
    const { access } = await platform.signIn('treasury');
    const subscriber = subscribeToPrices(baseUrl, access, ['EURUSD']);
    try {
      const quote = await subscriber.nextQuote();
      expect(quote).toMatchObject({
        instrument: 'EURUSD',
        simulated: true,
        time: platform.clock.now().toISOString(),
      });
      expect(Math.abs(quote.last / 1.065 - 1)).toBeLessThan(0.01);
      expect(quote.change).toBeCloseTo(quote.last - 1.06, 12);
      expect(quote.change_pct).toBeCloseTo((quote.last - 1.06) / 1.06, 12);
      await subscriber.dispose();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [today] = await readBars(platform.services.db, 'EURUSD', '', barDayFor(platform.clock.now()));
      expect(today).toMatchObject({ day: '2026-11-18', open: 1.06, source: 'ticker', simulated: true });
      expect(today?.high).toBeGreaterThanOrEqual(Math.max(today?.close ?? 0, 1.07));
      expect(today?.low).toBeLessThanOrEqual(Math.min(today?.close ?? 0, 1.055));
    } finally {
      await subscriber.dispose();
    }
  });

  it('writes the next day’s bar from 20:00 in Chicago', async () => {
    platform.clock.advance(11 * 3_600_000); // Wednesday 20:00 CST
    const { access } = await platform.signIn('treasury');
    const subscriber = subscribeToPrices(baseUrl, access, ['EURUSD']);
    try {
      await subscriber.nextQuote();
      const [thursday] = await readBars(platform.services.db, 'EURUSD', '', '2026-11-19');
      expect(thursday).toMatchObject({ day: '2026-11-19', source: 'ticker' });
    } finally {
      await subscriber.dispose();
    }
  });
});

describe('live prices between server processes', () => {
  // CI names its Redis in TEST_REDIS_URL; a developer's machine runs one on the default port.
  const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const shared = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
  let ticking: TestPlatform;
  let quiet: TestPlatform;
  beforeAll(async () => {
    ticking = await startTestPlatform({ ...shared, DEMO_TICKER_MS: '50' }, { clockStart: WEDNESDAY });
    quiet = await startTestPlatform(shared, { clockStart: WEDNESDAY });
    await storeEurusd(ticking);
    await ticking.app.ready();
  });
  afterAll(async () => {
    await ticking?.close();
    await quiet?.close();
  });

  it("a tick of one process reaches the other's subscribers through Redis", async () => {
    const baseUrl = await quiet.app.listen({ port: 0, host: '127.0.0.1' });
    const { access } = await quiet.signIn('treasury');
    const subscriber = subscribeToPrices(baseUrl, access, ['EURUSD']);
    try {
      // The quiet process has no ticker: the quote can only come from the other.
      expect(await subscriber.nextQuote()).toMatchObject({ instrument: 'EURUSD', simulated: true });
    } finally {
      await subscriber.dispose();
    }
  });
});

describe('live prices while Redis is away', () => {
  it("still reach this process's subscribers", async () => {
    const platform = await startTestPlatform({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'gone:' });
    try {
      const baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
      const { access } = await platform.signIn('treasury');
      const subscriber = subscribeToPrices(baseUrl, access);
      const quote = {
        instrument: 'BRENT',
        last: 80,
        change: 1,
        change_pct: 0.0125,
        time: platform.clock.now().toISOString(),
        simulated: true,
      };
      const timer = setInterval(() => platform.ports.livePrices.publish([quote]), 20);
      try {
        expect(await subscriber.nextQuote()).toEqual(quote);
      } finally {
        clearInterval(timer);
        await subscriber.dispose();
      }
    } finally {
      await platform.close();
    }
  });
});
