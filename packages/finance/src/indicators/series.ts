/**
 * Shared conventions of the indicators.
 *
 * Every indicator returns arrays of the input's length; positions before the indicator's look-back
 * (warm-up) hold NaN, as TA-Lib's outputs would if they were aligned to the input (TA-Lib returns
 * the shorter array and an offset, `outBegIdx`). NaN, not null, so that outputs are plain numbers
 * and can live in a Float64Array. An input shorter than the look-back gives all NaN.
 */
import { FinanceError } from '../errors.ts';

/** Checks that every value is finite. @throws FinanceError INVALID_ARGUMENT otherwise. */
export function requireFiniteSeries(name: string, values: ArrayLike<number>): void {
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i]!)) {
      throw new FinanceError('INVALID_ARGUMENT', `${name}[${i}] is not a finite number`);
    }
  }
}

/** Checks a window length. @throws FinanceError INVALID_ARGUMENT unless an integer ≥ `min`. */
export function requirePeriod(name: string, period: number, min = 1): void {
  if (!Number.isInteger(period) || period < min) {
    throw new FinanceError('INVALID_ARGUMENT', `${name} must be an integer ≥ ${min}, got ${period}`);
  }
}

/** Checks that OHLC arrays have one length. @throws FinanceError INVALID_ARGUMENT otherwise. */
export function requireSameLength(...series: ArrayLike<number>[]): void {
  const n = series[0]?.length ?? 0;
  if (series.some((s) => s.length !== n)) throw new FinanceError('INVALID_ARGUMENT', 'series lengths differ');
}

/** An array of `n` NaN. */
export function nanArray(n: number): number[] {
  return new Array<number>(n).fill(Number.NaN);
}
