/**
 * Shared conventions of the indicators.
 *
 * Every indicator returns arrays of the input's length; positions before the indicator's look-back
 * (warm-up) hold NaN, as TA-Lib's outputs would if they were aligned to the input (TA-Lib returns
 * the shorter array and an offset, `outBegIdx`). NaN, not null, so that outputs are plain numbers
 * and can live in a Float64Array. An input shorter than the look-back gives all NaN.
 */
import { ensure } from '../check.ts';

/** Checks that OHLC arrays have one length. @throws FinanceError INVALID_ARGUMENT otherwise. */
export function requireSameLength(...series: ArrayLike<number>[]): void {
  const n = series[0]?.length ?? 0;
  ensure(
    series.every((s) => s.length === n),
    'series lengths differ',
  );
}

/** An array of `n` NaN. */
export function nanArray(n: number): number[] {
  return new Array<number>(n).fill(Number.NaN);
}
