import { describe, expect, it } from 'vitest';
import { fibonacciLines } from './fibonacciLines.ts';
import type { ChartBar } from './intervalBars.ts';

const bars = (closes: number[]): ChartBar[] =>
  closes.map((close, i) => ({
    time: `2026-01-${String(i + 1).padStart(2, '0')}`,
    open: close,
    high: close,
    low: close,
    close,
    simulated: false,
  }));

const none = { Fibo: false, FiboR: false, FiboE: false, FiboTE: false };

describe('Fibonacci lines', () => {
  // Up from 100 to 200, back to 150, up to 180: the whole swing is 100 → 200.
  const path = [100, 120, 140, 160, 180, 200, 190, 175, 160, 150, 160, 170, 180, 175, 170, 165];

  it('retraces the window swing: 0 % at the high of an up trend, 61.8 % at 138.2', () => {
    const lines = fibonacciLines(bars(path), { ...none, Fibo: true });
    expect(lines.every((line) => line.kind === 'Fibo')).toBe(true);
    expect(lines.find((line) => line.ratio === 0)?.price).toBe(200);
    expect(lines.find((line) => line.ratio === 0.618)?.price).toBeCloseTo(138.2, 10);
  });

  it('extends the window swing past the high', () => {
    const lines = fibonacciLines(bars(path), { ...none, FiboE: true });
    expect(lines.find((line) => line.ratio === 1.618)?.price).toBeCloseTo(261.8, 10);
  });

  it('retraces the last swing between turning points and extends the last move from its retracement', () => {
    const lines = fibonacciLines(bars(path), { ...none, FiboR: true, FiboTE: true });
    const retrace = lines.filter((line) => line.kind === 'FiboR');
    // The last two turning points are the low 150 and the high 180.
    expect(retrace.find((line) => line.ratio === 0)?.price).toBe(180);
    expect(retrace.find((line) => line.ratio === 1)?.price).toBe(150);
    const extension = lines.filter((line) => line.kind === 'FiboTE');
    // A = 200, B = 150, C = 180: C + r·(B − A).
    expect(extension.find((line) => line.ratio === 1)?.price).toBeCloseTo(130, 10);
  });

  it('draws nothing for fewer than two bars or no toggle', () => {
    expect(fibonacciLines(bars([1]), { Fibo: true, FiboR: true, FiboE: true, FiboTE: true })).toEqual([]);
    expect(fibonacciLines(bars(path), none)).toEqual([]);
  });
});
