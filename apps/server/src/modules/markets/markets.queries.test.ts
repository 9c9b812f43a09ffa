import { addDays, type IsoDate, isWeekend } from '@cobertura/finance/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { simulatedBar } from '../../seed/market/simulated-prices.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import {
  type Bar,
  lastBars,
  latestDay,
  latestDays,
  type NewBar,
  readBars,
  readSmiles,
  seriesKey,
  upsertBars,
  upsertSmiles,
} from './markets.queries.ts';

let database: Database;
const written = new Date('2026-01-05T12:00:00Z');

/** Weekdays from `from` for `count` days, with a close that says which day it is. */
function weekdayBars(instrument: string, from: string, count: number, contract = ''): NewBar[] {
  const bars: NewBar[] = [];
  for (let day = from as IsoDate; bars.length < count; day = addDays(day, 1)) {
    if (isWeekend(day)) continue;
    const close = 100 + bars.length;
    const range = { contract, open: close - 0.5, high: close + 1, low: close - 1 };
    bars.push({ ...simulatedBar(instrument, day, close, range), updatedAt: written });
  }
  return bars;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('the price store', () => {
  it('reads ten years of one instrument back in day order', async () => {
    const bars = weekdayBars('EURUSD', '2015-01-01', 2610);
    await upsertBars(database.db, [...bars].reverse());
    await upsertBars(database.db, weekdayBars('GBPUSD', '2015-01-01', 300));
    const read = await readBars(database.db, 'EURUSD', '', '2015-01-01', '2025-01-31');
    expect(read).toHaveLength(2610);
    expect(read.map((b) => b.day)).toEqual(bars.map((b) => b.day));
    const { updatedAt: _, ...first } = bars[0] as NewBar;
    expect(read[0]).toEqual(first satisfies Bar);
  });

  it('limits a read to its dates, both inclusive', async () => {
    const read = await readBars(database.db, 'EURUSD', '', '2016-03-01', '2016-03-31');
    expect(read.map((b) => b.day)).toContain('2016-03-01');
    expect(read.map((b) => b.day)).toContain('2016-03-31');
    expect(read.every((b) => b.day >= '2016-03-01' && b.day <= '2016-03-31')).toBe(true);
  });

  it('replaces a stored bar instead of failing on its key', async () => {
    const [bar] = weekdayBars('EURUSD', '2015-01-01', 1) as [NewBar];
    await upsertBars(database.db, [{ ...bar, close: 1.5, source: 'import', simulated: false }]);
    const [read] = await readBars(database.db, 'EURUSD', '', bar.day, bar.day);
    expect(read).toMatchObject({ close: 1.5, source: 'import', simulated: false });
  });

  it('keeps contracts apart and reads a front-month id from its commodity', async () => {
    await upsertBars(database.db, [
      ...weekdayBars('BRENT', '2026-01-01', 20),
      ...weekdayBars('BRENT', '2026-01-01', 5, '2026-03'),
    ]);
    expect(await readBars(database.db, 'BRENT', '2026-03')).toHaveLength(5);
    expect(await readBars(database.db, 'BRENT-F1')).toHaveLength(20);
    expect(await latestDay(database.db, 'BRENT', '2026-03')).toBe('2026-01-07');
    const days = await latestDays(database.db, [
      { instrument: 'BRENT', contract: '2026-03' },
      { instrument: 'WTI', contract: '' },
    ]);
    expect(days.get(seriesKey('BRENT', '2026-03'))).toBe('2026-01-07');
    expect(days.has(seriesKey('WTI', ''))).toBe(false);
  });

  it('gives the last bars of several instruments in one read, oldest first', async () => {
    const last = await lastBars(database.db, ['EURUSD', 'GBPUSD', 'BRENT-F1', 'VIX'], 3);
    const eurusd = last.get('EURUSD') ?? [];
    expect(eurusd.map((b) => b.close)).toEqual([2707, 2708, 2709]);
    expect(eurusd[2]?.day).toBe(await latestDay(database.db, 'EURUSD'));
    expect(last.get('GBPUSD')).toHaveLength(3);
    expect(last.get('BRENT-F1')?.[0]?.instrument).toBe('BRENT-F1');
    expect(last.get('VIX')).toEqual([]);
  });

  it('reads the smiles of the last day on or before the one asked', async () => {
    const smile = (day: string, tenorDays: number, c0: number) => ({
      instrument: 'EURUSD',
      day,
      tenorDays,
      c0,
      c1: -0.01,
      c2: 0.2,
      source: 'simulated' as const,
      simulated: true,
    });
    await upsertSmiles(database.db, [smile('2026-01-02', 91, 0.08), smile('2026-01-02', 30, 0.07)]);
    await upsertSmiles(database.db, [smile('2026-01-02', 30, 0.075)]);
    const read = await readSmiles(database.db, 'EURUSD', '2026-01-04');
    expect(read.map((s) => [s.day, s.tenorDays, s.c0])).toEqual([
      ['2026-01-02', 30, 0.075],
      ['2026-01-02', 91, 0.08],
    ]);
    expect(await readSmiles(database.db, 'EURUSD', '2026-01-01')).toEqual([]);
  });
});
