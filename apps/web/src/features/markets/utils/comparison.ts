import type { ComparisonMode } from '@cobertura/contracts';

/** A close on a day. */
export interface DatedClose {
  date: string;
  close: number;
}

/** Two series on the days both have a close, in date order. */
export interface AlignedPair {
  dates: string[];
  first: number[];
  second: number[];
}

/** Keeps the days both series have a price on (each series' own days in any order). */
export function alignByDate(first: readonly DatedClose[], second: readonly DatedClose[]): AlignedPair {
  const secondByDate = new Map(second.map((point) => [point.date, point.close]));
  const pairs = first
    .filter((point) => secondByDate.has(point.date))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    dates: pairs.map((point) => point.date),
    first: pairs.map((point) => point.close),
    second: pairs.map((point) => secondByDate.get(point.date)!),
  };
}

/** A series rebased so that its first value is 100. */
export function base100(values: readonly number[]): number[] {
  const start = values[0];
  if (start === undefined || start === 0) return values.map(() => Number.NaN);
  return values.map((value) => (100 * value) / start);
}

/**
 * How many times the higher series' level is the lower one's (levels: the means of their absolute
 * values); null when a series is empty or at zero. On one axis a wide gap draws the lower series
 * as a flat line.
 */
export function levelGap(pair: AlignedPair): number | null {
  const level = (values: readonly number[]) =>
    values.reduce((sum, value) => sum + Math.abs(value), 0) / values.length;
  const [first, second] = [level(pair.first), level(pair.second)];
  if (!(first > 0 && second > 0)) return null;
  return Math.max(first, second) / Math.min(first, second);
}

/** Day by day product or ratio of the two series (a cross rate, a spread in ratio form). */
export function combine(pair: AlignedPair, operation: 'MULTIPLY' | 'DIVIDE'): number[] {
  return pair.first.map((value, i) =>
    operation === 'MULTIPLY' ? value * pair.second[i]! : value / pair.second[i]!,
  );
}

/** Ordinary least squares of y on x: y ≈ intercept + slope·x, with R² and each day's residual. */
export interface Regression {
  slope: number;
  intercept: number;
  r2: number;
  residuals: number[];
}

/**
 * The regression of the first instrument (y) on the second (x), on prices or, `isLog`, on their
 * natural logarithms (the slope is then an elasticity). Null under two points or when x does not vary.
 */
export function regress(pair: AlignedPair, isLog: boolean): Regression | null {
  const transform = isLog ? Math.log : (value: number) => value;
  const x = pair.second.map(transform);
  const y = pair.first.map(transform);
  const n = x.length;
  if (n < 2) return null;
  const xMean = x.reduce((sum, v) => sum + v, 0) / n;
  const yMean = y.reduce((sum, v) => sum + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - xMean;
    const dy = y[i]! - yMean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const intercept = yMean - slope * xMean;
  return {
    slope,
    intercept,
    r2: syy === 0 ? 1 : (sxy * sxy) / (sxx * syy),
    residuals: y.map((value, i) => value - (intercept + slope * x[i]!)),
  };
}

/** Whether a mode draws each instrument on its own axis. */
export function isTwoAxes(mode: ComparisonMode): boolean {
  return mode.startsWith('TWO AXES');
}
