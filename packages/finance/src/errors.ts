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

/**
 * What is wrong with an argument or a field, in a form a caller can word in its own language (the
 * error's message is English, for developers and logs). The same vocabulary names a parsed row's
 * problem (`RowIssue`) and a checked argument's.
 */
export type FinanceIssue =
  | { readonly kind: 'missing' }
  /** Not of the expected type ('number' for any non-finite or non-number value, 'int', 'string', …). */
  | { readonly kind: 'type'; readonly expected: string }
  /** Below or above a limit; `inclusive` when the limit itself is allowed (≥, ≤). */
  | { readonly kind: 'tooSmall' | 'tooBig'; readonly limit: number; readonly inclusive: boolean }
  /** Not one of the listed values. */
  | { readonly kind: 'oneOf'; readonly values: readonly string[] }
  /** A named rule ('date', 'belowUpperBarrier', 'endBeforeStart', …); 'other' when it has no name. */
  | { readonly kind: 'rule'; readonly rule: string };

/**
 * Which argument an error is about and what is wrong with it. `argument` is the name the message
 * starts with, or the one the caller passed (`parseIsoDate(text, 'deliveryDate')`); absent when the
 * problem is the call's as a whole.
 */
export interface FinanceErrorDetail {
  readonly argument?: string;
  readonly issue?: FinanceIssue;
}

/** The plain-data shape of an error, as returned per row by batch functions and sent over the wire. */
export interface FinanceErrorData extends FinanceErrorDetail {
  readonly code: FinanceErrorCode;
  readonly message: string;
}

/** An error with a code from {@link FINANCE_ERROR_CODES} and a message meant for developers and logs. */
export class FinanceError extends Error implements FinanceErrorData {
  readonly code: FinanceErrorCode;
  readonly argument?: string;
  readonly issue?: FinanceIssue;

  constructor(code: FinanceErrorCode, message: string, detail: FinanceErrorDetail = {}) {
    super(message);
    this.name = 'FinanceError';
    this.code = code;
    if (detail.argument !== undefined) this.argument = detail.argument;
    if (detail.issue !== undefined) this.issue = detail.issue;
  }

  /** The plain `{ code, message }` form, with `argument` and `issue` when known; safe to serialise. */
  toJSON(): FinanceErrorData {
    return {
      code: this.code,
      message: this.message,
      ...(this.argument === undefined ? {} : { argument: this.argument }),
      ...(this.issue === undefined ? {} : { issue: this.issue }),
    };
  }
}

/** Whether `value` is a {@link FinanceError}. */
export function isFinanceError(value: unknown): value is FinanceError {
  return value instanceof FinanceError;
}
