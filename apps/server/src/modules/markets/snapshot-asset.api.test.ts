import type { ValuationInputRow } from '@cobertura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

/** A Tuesday, noon UTC: the market's today is the same day; the seed's history starts on 2026-02-01. */
const TODAY = '2026-03-10';
const DAYS = [0, 7, 30, 91, 365, 3650];

let platform: TestPlatform;
let token: string;

beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: Date.parse(`${TODAY}T12:00:00Z`) });
  token = (await platform.signIn('treasury')).access;
});
afterAll(() => platform.close());

const snapshot = (area: 'currency' | 'commodity', asset: string, date: string, from: string) =>
  platform.ports.marketReader.snapshotAsset(area, asset, { date, from, days: DAYS });

const history = async (instrument: string, from: string, to: string) =>
  (
    await platform.request('GET', `/api/markets/history?instrument=${instrument}&from=${from}&to=${to}`, {
      token,
    })
  ).json().rows as { observation_date: string; close: number; high: number | null; low: number | null }[];

describe('the market reader (a valuation snapshot of one asset)', () => {
  it('reads the tenors as GET /api/markets/valuation-inputs answers them on the prices date', async () => {
    for (const [area, asset] of [
      ['currency', 'USDCOP'],
      ['commodity', 'BRENT'],
    ] as const) {
      const found = await snapshot(area, asset, TODAY, '2026-02-16');
      expect(found?.pricesDate, asset).toBe(TODAY);
      const inputs = (
        await platform.request(
          'GET',
          `/api/markets/valuation-inputs?instrument=${asset}&days=${DAYS.join(',')}&date=${TODAY}`,
          { token },
        )
      ).json() as ValuationInputRow[];
      expect(inputs).toHaveLength(DAYS.length);
      expect(found!.market.tenors).toEqual(
        inputs.map(({ observation_date: _o, simulated: _s, ...tenor }) => tenor),
      );
      const bars = await history(asset, '2026-02-16', TODAY);
      expect(found!.market.spot).toBe(bars.at(-1)!.close);
      expect(found!.market.history).toEqual(
        bars.map((bar) => ({ date: bar.observation_date, close: bar.close, high: bar.high, low: bar.low })),
      );
      expect(found!.market.history[0]!.date >= '2026-02-16').toBe(true);
      // The seed's prices are simulated, and the snapshot says so.
      expect(found!.market.simulated).toBe(true);
    }
  });

  it('takes the last stored day on or before the date as the prices date', async () => {
    // 2026-03-08 is a Sunday: the prices' date is Friday the 6th, and the history stops there.
    const found = await snapshot('currency', 'EURUSD', '2026-03-08', '2026-03-01');
    expect(found?.pricesDate).toBe('2026-03-06');
    expect(found!.market.history.at(-1)!.date).toBe('2026-03-06');
    expect(found!.market.spot).toBe((await history('EURUSD', '2026-03-06', '2026-03-06'))[0]!.close);
    // A history asked from after the prices' date still holds that day.
    const late = await snapshot('currency', 'EURUSD', '2026-03-08', '2026-03-08');
    expect(late!.market.history.map((bar) => bar.date)).toEqual(['2026-03-06']);
  });

  it('answers no market for an asset without prices by then, or outside the catalogue', async () => {
    expect(await snapshot('currency', 'USDCOP', '2025-01-01', '2024-12-01')).toBeUndefined();
    expect(await snapshot('currency', 'USDXXX', TODAY, TODAY)).toBeUndefined();
    expect(await snapshot('commodity', 'USDCOP', TODAY, TODAY)).toBeUndefined();
  });
});

describe('the market reader (the last close of one asset)', () => {
  it("is the snapshot's spot with its prices date, the last stored day on or before the date", async () => {
    const found = await snapshot('currency', 'EURUSD', '2026-03-08', '2026-03-08');
    expect(await platform.ports.marketReader.lastClose('currency', 'EURUSD', '2026-03-08')).toEqual({
      date: '2026-03-06',
      close: found!.market.spot,
    });
  });

  it('is undefined without a price by then, or outside the catalogue', async () => {
    const { lastClose } = platform.ports.marketReader;
    expect(await lastClose('currency', 'USDCOP', '2025-01-01')).toBeUndefined();
    expect(await lastClose('currency', 'USDXXX', TODAY)).toBeUndefined();
    expect(await lastClose('commodity', 'USDCOP', TODAY)).toBeUndefined();
  });
});
