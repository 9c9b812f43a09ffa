/**
 * The one argument checker of the library: each function returns the value when it passes and
 * otherwise throws `FinanceError` INVALID_ARGUMENT with a message that names the argument and shows
 * what was given ("spot must be a positive number, got -1"), and with the same facts as data: the
 * argument's name and the issue (`{ kind: 'tooSmall', limit: 0, inclusive: false }`), so that a
 * caller can word them in its own language.
 */
import { FinanceError, type FinanceErrorCode, type FinanceErrorDetail, type FinanceIssue } from './errors.ts';

/**
 * Throws `FinanceError` with `code` (default INVALID_ARGUMENT) and `message` unless `condition` holds.
 * For the rules the typed checks below do not cover; `detail` names the argument and the issue
 * (built only on failure when given as a function).
 */
export function ensure(
  condition: boolean,
  message: string | (() => string),
  code: FinanceErrorCode = 'INVALID_ARGUMENT',
  detail?: FinanceErrorDetail | (() => FinanceErrorDetail),
): asserts condition {
  if (!condition) {
    throw new FinanceError(
      code,
      typeof message === 'string' ? message : message(),
      typeof detail === 'function' ? detail() : detail,
    );
  }
}

/**
 * The issue of a value that is not a finite number: missing (undefined or null), or of the wrong
 * type (text, NaN, ±Infinity).
 */
export function notANumberIssue(value: unknown, expected: 'number' | 'int' = 'number'): FinanceIssue {
  return value === undefined || value === null ? { kind: 'missing' } : { kind: 'type', expected };
}

function fail(name: string, rule: string, value: unknown, issue: FinanceIssue): never {
  throw new FinanceError('INVALID_ARGUMENT', `${name} must be ${rule}, got ${String(value)}`, {
    argument: name,
    issue,
  });
}

/** Below `limit` (or at it, for an exclusive one), or not a number at all. */
function belowIssue(value: number, limit: number, inclusive: boolean): FinanceIssue {
  return Number.isFinite(value) ? { kind: 'tooSmall', limit, inclusive } : notANumberIssue(value);
}

/** A finite number (not NaN, not ±Infinity). */
export function requireFinite(name: string, value: number): number {
  if (!Number.isFinite(value)) fail(name, 'a finite number', value, notANumberIssue(value));
  return value;
}

/** A finite number > 0. */
export function requirePositive(name: string, value: number): number {
  if (!(Number.isFinite(value) && value > 0))
    fail(name, 'a positive number', value, belowIssue(value, 0, false));
  return value;
}

/** A finite number ≥ 0. */
export function requireNonNegative(name: string, value: number): number {
  if (!(Number.isFinite(value) && value >= 0)) fail(name, 'a number ≥ 0', value, belowIssue(value, 0, true));
  return value;
}

/** An integer in [min, max]. */
export function requireInteger(name: string, value: number, min = -Infinity, max = Infinity): number {
  if (!(Number.isInteger(value) && value >= min && value <= max)) {
    const bounds = max === Infinity ? `≥ ${min}` : min === -Infinity ? `≤ ${max}` : `in [${min}, ${max}]`;
    const issue: FinanceIssue = !Number.isInteger(value)
      ? notANumberIssue(value, 'int')
      : value < min
        ? { kind: 'tooSmall', limit: min, inclusive: true }
        : { kind: 'tooBig', limit: max, inclusive: true };
    fail(name, `an integer ${bounds}`, value, issue);
  }
  return value;
}

/** A number strictly between `low` and `high` (an open interval, as a probability or a confidence). */
export function requireBetween(name: string, value: number, low: number, high: number): number {
  if (!(value > low && value < high)) {
    const issue: FinanceIssue =
      value >= high ? { kind: 'tooBig', limit: high, inclusive: false } : belowIssue(value, low, false);
    fail(name, `in (${low}, ${high})`, value, issue);
  }
  return value;
}

/** Every element finite. */
export function requireFiniteAll(name: string, values: ArrayLike<number>): void {
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i]!))
      fail(`${name}[${i}]`, 'a finite number', values[i], notANumberIssue(values[i]));
  }
}
