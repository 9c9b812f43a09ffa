import { INDICATOR_DEFAULTS, macd, rsi, sma } from '@cobertura/finance/indicators';
import { describe, expect, it } from 'vitest';
import { linesOfBars } from './indicatorLines.ts';
import type { ChartBar } from './intervalBars.ts';

const mmov = { ma1: 20, ma2: 40, rsi: 14, md1: 12, md2: 26, md3: 9, stoch1: 14, stoch2: 3 };
const closes = Array.from({ length: 80 }, (_, i) => 100 + 10 * Math.sin(i / 5) + i / 4);
const bars: ChartBar[] = closes.map((close, i) => ({
  time: String(i),
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  simulated: false,
}));

describe('indicator lines of grouped bars', () => {
  it('equal packages/finance on the bars, blank during the warm-up', () => {
    const lines = linesOfBars(bars, mmov);
    expect(lines.ma1[18]).toBeNull();
    expect(lines.ma1[19]).toBe(sma(closes, 20)[19]);
    expect(lines.rsi[79]).toBe(rsi(closes, INDICATOR_DEFAULTS.rsi)[79]);
    expect(lines.macdHist[79]).toBe(macd(closes, 12, 26, 9).histogram[79]);
    expect(lines.stochK[79]).toBeGreaterThanOrEqual(0);
    expect(lines.bollUpper[79]).toBeGreaterThan(lines.bollMiddle[79] ?? Number.POSITIVE_INFINITY);
  });

  it('leaves an indicator blank when there are fewer bars than its period', () => {
    const lines = linesOfBars(bars.slice(0, 10), mmov);
    expect(lines.ma2.every((v) => v === null)).toBe(true);
    expect(lines.macd.every((v) => v === null)).toBe(true);
  });
});
