import {
  EXTREMA_WINDOWS,
  type FibonacciLevel,
  fibonacciExtension,
  fibonacciRetracement,
  fibonacciTrendExtension,
  localExtrema,
} from '@cobertura/finance/indicators';
import type { ChartBar } from './intervalBars.ts';

export const FIBONACCI_TOGGLES = ['Fibo', 'FiboR', 'FiboE', 'FiboTE'] as const;
export type FibonacciToggle = (typeof FIBONACCI_TOGGLES)[number];

export interface FibonacciLine extends FibonacciLevel {
  kind: FibonacciToggle;
}

interface Swing {
  high: number;
  low: number;
  trend: 'up' | 'down';
}

/** The swing of the whole window: its highest high and lowest low, up when the low came first. */
function windowSwing(bars: readonly ChartBar[]): Swing | null {
  if (bars.length < 2) return null;
  let hi = 0;
  let lo = 0;
  bars.forEach((bar, i) => {
    if (bar.high > bars[hi]!.high) hi = i;
    if (bar.low < bars[lo]!.low) lo = i;
  });
  return { high: bars[hi]!.high, low: bars[lo]!.low, trend: lo <= hi ? 'up' : 'down' };
}

/** The last turning points of the closes (confirmed local maxima and minima), alternating, oldest first. */
function turningPoints(bars: readonly ChartBar[]): number[] {
  const closes = bars.map((bar) => bar.close);
  const window = Math.max(1, Math.min(EXTREMA_WINDOWS.medium, Math.floor((bars.length - 1) / 4)));
  const { maxima, minima } = localExtrema(closes, window);
  const points = [
    ...maxima.map((index) => ({ index, isMax: true })),
    ...minima.map((index) => ({ index, isMax: false })),
  ].sort((a, b) => a.index - b.index);
  // Two maxima in a row keep the higher, two minima the lower: the points alternate.
  const alternating: { index: number; isMax: boolean }[] = [];
  for (const point of points) {
    const last = alternating[alternating.length - 1];
    if (last && last.isMax === point.isMax) {
      const isBetter = point.isMax
        ? closes[point.index]! > closes[last.index]!
        : closes[point.index]! < closes[last.index]!;
      if (isBetter) alternating[alternating.length - 1] = point;
    } else alternating.push(point);
  }
  return alternating.map((point) => point.index);
}

/**
 * The Fibonacci levels of the toggles shown (packages/finance levels):
 * Fibo retraces the window's whole swing, FiboR the last swing between two turning points, FiboE
 * extends the window's swing, FiboTE extends the last move A→B from the retracement C.
 */
export function fibonacciLines(
  bars: readonly ChartBar[],
  shown: Readonly<Record<FibonacciToggle, boolean>>,
): FibonacciLine[] {
  const swing = windowSwing(bars);
  if (!swing) return [];
  const lines: FibonacciLine[] = [];
  const add = (kind: FibonacciToggle, levels: FibonacciLevel[]) =>
    lines.push(...levels.map((level) => ({ kind, ...level })));
  if (shown.Fibo) add('Fibo', fibonacciRetracement(swing.high, swing.low, swing.trend));
  if (shown.FiboE) add('FiboE', fibonacciExtension(swing.high, swing.low, swing.trend));
  const points = shown.FiboR || shown.FiboTE ? turningPoints(bars) : [];
  const closeAt = (index: number) => bars[index]!.close;
  if (shown.FiboR && points.length >= 2) {
    const [a, b] = points.slice(-2).map(closeAt) as [number, number];
    add('FiboR', fibonacciRetracement(Math.max(a, b), Math.min(a, b), a < b ? 'up' : 'down'));
  }
  if (shown.FiboTE && points.length >= 3) {
    const [a, b, c] = points.slice(-3).map(closeAt) as [number, number, number];
    add('FiboTE', fibonacciTrendExtension(a, b, c));
  }
  return lines;
}
