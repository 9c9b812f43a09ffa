import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulatedBar } from '../../../seed/market/simulated-prices.ts';
import { startTestPlatform } from '../../../test/platform-harness.ts';
import { type NewBar, readBars, upsertBars } from '../markets.queries.ts';
import { ECB_DAILY_URL, ECB_HISTORY_URL } from './ecb.ts';
import type { MarketDataProvider } from './provider.ts';
import { syncProvider } from './sync-provider.ts';

// A Wednesday, 09:00 in Chicago: the market's today is 2026-11-18.
const WEDNESDAY = Date.parse('2026-11-18T15:00:00Z');
const DAILY_XML = readFileSync(new URL('./fixtures/eurofxref-daily.xml', import.meta.url), 'utf8');

afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('market-data providers', () => {
  it('connect nowhere unless MARKET_PROVIDER names one', async () => {
    const fetch = vi.fn(async () => new Response(DAILY_XML));
    vi.stubGlobal('fetch', fetch);
    const platform = await startTestPlatform();
    try {
      await platform.app.ready();
      await settle();
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      await platform.close();
    }
  });

  it('with MARKET_PROVIDER=ecb, fetch the ECB reference rates when the app is ready', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request) => new Response(DAILY_XML));
    vi.stubGlobal('fetch', fetch);
    const platform = await startTestPlatform({ MARKET_PROVIDER: 'ecb' }, { clockStart: WEDNESDAY });
    try {
      await platform.app.ready();
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      expect([ECB_DAILY_URL, ECB_HISTORY_URL]).toContain(String(fetch.mock.calls[0]?.[0]));
    } finally {
      await platform.close();
    }
  });

  it('sync writes real closes after the last real one, replacing simulated days, up to the market’s today', async () => {
    const platform = await startTestPlatform({}, { clockStart: WEDNESDAY });
    try {
      const bar = (day: string, close: number, simulated: boolean): NewBar => ({
        ...simulatedBar('EURUSD', day, close, simulated ? {} : { source: 'import', simulated: false }),
        updatedAt: platform.clock.now(),
      });
      await upsertBars(platform.services.db, [bar('2026-11-16', 1.16, false), bar('2026-11-17', 1.17, true)]);
      const asked: string[] = [];
      const provider: MarketDataProvider = {
        source: 'ecb',
        instruments: ['EURUSD'],
        fetchDailyCloses: async (_instruments, since) => {
          asked.push(since);
          return [
            { instrument: 'EURUSD', day: '2026-11-13', close: 1.13 },
            { instrument: 'EURUSD', day: '2026-11-17', close: 1.171 },
            { instrument: 'EURUSD', day: '2026-11-18', close: 1.181 },
            { instrument: 'EURUSD', day: '2026-11-19', close: 1.191 },
          ];
        },
      };
      expect(await syncProvider(platform.services, platform.ports.livePrices, provider)).toBe(2);
      expect(asked).toEqual(['2026-11-17']);
      const bars = await readBars(platform.services.db, 'EURUSD', '', '2026-11-16');
      expect(bars.map((b) => [b.day, b.close, b.source, b.simulated])).toEqual([
        ['2026-11-16', 1.16, 'import', false],
        ['2026-11-17', 1.171, 'ecb', false],
        ['2026-11-18', 1.181, 'ecb', false],
      ]);
    } finally {
      await platform.close();
    }
  });
});
