import type { PriceBar } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INDICATOR_PARAMETERS, technicalRows } from './technical-rows.ts';

/** Sixty days of a gently waving close. */
const BARS: PriceBar[] = Array.from({ length: 60 }, (_, i) => ({
  observation_date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  open: null,
  high: null,
  low: null,
  close: 4000 + 50 * Math.sin(i / 3),
  settle: null,
  volumes: null,
  openinterest: null,
  source: 'simulated',
  simulated: true,
}));

describe('technicalRows at the documented periods', () => {
  it('leaves RSI and MACD blank at a period of 1, which they cannot average over, and computes the rest', () => {
    const rows = technicalRows(BARS, { ...DEFAULT_INDICATOR_PARAMETERS, rsi: 1, md1: 1, md2: 1, ma1: 1 });
    expect(rows.every((row) => row.rsi === null && row.avg_gain === null && row.macd === null)).toBe(true);
    expect(rows.at(-1)!.ma_20).toBe(BARS.at(-1)!.close);
    expect(rows.at(-1)!.stoch_k).not.toBeNull();
  });

  it('computes them from a period of 2', () => {
    const rows = technicalRows(BARS, { ...DEFAULT_INDICATOR_PARAMETERS, rsi: 2, md1: 2, md2: 2 });
    expect(rows.at(-1)!.rsi).not.toBeNull();
    expect(rows.at(-1)!.macd).not.toBeNull();
  });
});
