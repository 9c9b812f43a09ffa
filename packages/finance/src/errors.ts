/**
 * Errors raised by the finance library.
 *
 * Every error carries a code from one small, fixed list so that callers (the server, the browser,
 * batch functions) can map it to a status or a user-facing text without parsing messages. Batch
 * functions do not throw: they return `{ code, message }` per row instead.
 */

/** The fixed list of error codes used across the finance library. */
export const FINANCE_ERROR_CODES = [
  /** An argument is missing, of the wrong type, not finite, or outside its allowed range. */
  'INVALID_ARGUMENT',
  /** A computation needs more observations than it was given (e.g. a volatility from one price). */
  'NOT_ENOUGH_DATA',
  /** A calendar or country code is not known. */
  'UNKNOWN_CALENDAR',
  /** A numerical method (root finder, series) did not converge within its limits. */
  'NO_CONVERGENCE',
  /** A requested feature or combination is not supported (e.g. an unknown instrument kind). */
  'UNSUPPORTED',
] as const;

/** One of {@link FINANCE_ERROR_CODES}. */
export type FinanceErrorCode = (typeof FINANCE_ERROR_CODES)[number];

/** The plain-data shape of an error, as returned per row by batch functions and sent over the wire. */
export interface FinanceErrorData {
  readonly code: FinanceErrorCode;
  readonly message: string;
}

/** An error with a code from {@link FINANCE_ERROR_CODES} and a message meant for developers and logs. */
export class FinanceError extends Error implements FinanceErrorData {
  readonly code: FinanceErrorCode;

  constructor(code: FinanceErrorCode, message: string) {
    super(message);
    this.name = 'FinanceError';
    this.code = code;
  }

  /** The plain `{ code, message }` form, safe to serialise. */
  toJSON(): FinanceErrorData {
    return { code: this.code, message: this.message };
  }
}

/** Whether `value` is a {@link FinanceError}. */
export function isFinanceError(value: unknown): value is FinanceError {
  return value instanceof FinanceError;
}
