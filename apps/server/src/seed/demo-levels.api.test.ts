import { utcDateOfInstant } from '@cobertura/finance/time';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { budgetRates, currencyHedges, marketPrices } from '../db/schema.ts';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { atMarket, demoLevels, FALLBACK_LEVELS } from './demo-levels.ts';

describe('atMarket', () => {
  it('gives a price back as written at the fallback levels', () => {
    expect(atMarket(FALLBACK_LEVELS, 'USDCOP', 4100 + 16 * 3)).toBe(4148);
    expect(atMarket(FALLBACK_LEVELS, 'EURUSD', 1.08 + 0.0018 * 4)).toBe(1.0872);
    expect(atMarket(FALLBACK_LEVELS, 'BRENT', 78.4 - 0.35 * 2)).toBe(77.7);
  });

  it('keeps the ratio to the level, rounded to the pair’s decimals', () => {
    const levels = { ...FALLBACK_LEVELS, USDCOP: 3424, USDMYR: 4.2 };
    // A barrier written at 4,600 against 4,100 (12.2 % above): 4600 × 3424 / 4100 = 3841.5610…
    expect(atMarket(levels, 'USDCOP', 4600)).toBe(3841.56);
    // A budget of 4,150 against 4,100: 4150 × 3424 / 4100 = 3465.7561…
    expect(atMarket(levels, 'USDCOP', 4150)).toBe(3465.76);
    // A USDMYR forward at 4.45 − 0.012: 4.438 × 4.2 / 4.45 = 4.188674…
    expect(atMarket(levels, 'USDMYR', 4.438)).toBe(4.1887);
    // The level itself lands on the level.
    expect(atMarket(levels, 'USDCOP', 4100)).toBe(3424);
  });
});

describe('demoLevels', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('falls back to the written levels when a series has no close', async () => {
    expect(await demoLevels(database.db, '2026-11-24')).toEqual(FALLBACK_LEVELS);
  });

  it('reads the last close on or before the day, of the spot or continuous series only', async () => {
    const bar = { source: 'simulated', simulated: true, updatedAt: new Date(0) } as const;
    await database.db.insert(marketPrices).values([
      { ...bar, instrument: 'USDCOP', contract: '', day: '2026-11-19', close: 3410.5 },
      { ...bar, instrument: 'USDCOP', contract: '', day: '2026-11-20', close: 3424.25 },
      { ...bar, instrument: 'USDCOP', contract: '', day: '2026-11-25', close: 3500 },
      { ...bar, instrument: 'BRENT', contract: '', day: '2026-11-20', close: 61.2 },
      { ...bar, instrument: 'BRENT', contract: '2027-02', day: '2026-11-23', close: 60.4 },
    ]);
    const levels = await demoLevels(database.db, '2026-11-24');
    expect(levels).toEqual({ ...FALLBACK_LEVELS, USDCOP: 3424.25, BRENT: 61.2 });
  });
});

describe('the demo book of a test platform', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform?.close());

  it('is written at the seeded market’s levels of the seed day', async () => {
    const { db } = platform.services;
    const today = utcDateOfInstant(platform.clock.now().getTime());
    const levels = await demoLevels(db, today);
    // The market seed ran first: the levels are its closes, not the fallback ones.
    expect(levels.USDCOP).not.toBe(FALLBACK_LEVELS.USDCOP);
    const forwards = await db
      .select({
        strike: currencyHedges.strike,
        spot: currencyHedges.spot_reference,
        fixing: currencyHedges.fixing_date,
      })
      .from(currencyHedges)
      .where(and(eq(currencyHedges.fk_idcurrency, 'USDCOP'), eq(currencyHedges.derivative, 'FORWARD')))
      .orderBy(currencyHedges.fixing_date);
    // The settled ones were traded at the closes of their own days.
    const open = forwards.filter((f) => (f.fixing ?? '') >= today);
    expect(open).toHaveLength(9);
    for (const [m, forward] of open.entries()) {
      expect(Number(forward.spot)).toBe(Number(levels.USDCOP.toFixed(2)));
      // 16 points a month at 4,100: the same share of the market's level.
      expect(Number(forward.strike)).toBeCloseTo(levels.USDCOP * (1 + (16 * (m + 1)) / 4100), 1);
    }
    const [budget] = await db
      .select({ rate: budgetRates.rate })
      .from(budgetRates)
      .where(and(eq(budgetRates.currencyPair, 'USDCOP'), isNull(budgetRates.commodityId)));
    expect(Number(budget?.rate)).toBeCloseTo(levels.USDCOP * (4150 / 4100), 1);
  });
});
