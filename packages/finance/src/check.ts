/**
 * The one argument checker of the library: each function returns the value when it passes and
 * otherwise throws `FinanceError` INVALID_ARGUMENT with a message that names the argument and shows
 * what was given ("spot must be a positive number, got -1").
 */
import { FinanceError, type FinanceErrorCode } from './errors.ts';

/**
 * Throws `FinanceError` with `code` (default INVALID_ARGUMENT) and `message` unless `condition` holds.
 * For the rules the typed checks below do not cover.
 */
export function ensure(
  condition: boolean,
  message: string | (() => string),
  code: FinanceErrorCode = 'INVALID_ARGUMENT',
): asserts condition {
  if (!condition) throw new FinanceError(code, typeof message === 'string' ? message : message());
}

function fail(name: string, rule: string, value: unknown): never {
  throw new FinanceError('INVALID_ARGUMENT', `${name} must be ${rule}, got ${String(value)}`);
}

/** A finite number (not NaN, not ±Infinity). */
export function requireFinite(name: string, value: number): number {
  if (!Number.isFinite(value)) fail(name, 'a finite number', value);
  return value;
}

/** A finite number > 0. */
export function requirePositive(name: string, value: number): number {
  if (!(Number.isFinite(value) && value > 0)) fail(name, 'a positive number', value);
  return value;
}

/** A finite number ≥ 0. */
export function requireNonNegative(name: string, value: number): number {
  if (!(Number.isFinite(value) && value >= 0)) fail(name, 'a number ≥ 0', value);
  return value;
}

/** An integer in [min, max]. */
export function requireInteger(name: string, value: number, min = -Infinity, max = Infinity): number {
  if (!(Number.isInteger(value) && value >= min && value <= max)) {
    const bounds = max === Infinity ? `≥ ${min}` : min === -Infinity ? `≤ ${max}` : `in [${min}, ${max}]`;
    fail(name, `an integer ${bounds}`, value);
  }
  return value;
}

/** A number strictly between `low` and `high` (an open interval, as a probability or a confidence). */
export function requireBetween(name: string, value: number, low: number, high: number): number {
  if (!(value > low && value < high)) fail(name, `in (${low}, ${high})`, value);
  return value;
}

/** Every element finite. */
export function requireFiniteAll(name: string, values: ArrayLike<number>): void {
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i]!)) fail(`${name}[${i}]`, 'a finite number', values[i]);
  }
}
