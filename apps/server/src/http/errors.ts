import type { ErrorBody, ErrorCode } from '@cobertura/contracts';
import type { z } from 'zod';

/** One exhaustive map from error code to HTTP status. */
export const STATUS_OF: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_CODE: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_IDLE: 401,
  SESSION_ENDED: 401,
  REFRESH_REUSED: 401,
  EMAIL_NOT_VERIFIED: 403,
  PASSWORD_EXPIRED: 403,
  FORBIDDEN: 403,
  CONSENT_REQUIRED: 403,
  ACCOUNT_INACTIVE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  /** A request asking for more work than one request may (Monte Carlo paths × fixings, …). */
  WORK_LIMIT: 400,
  /** A job stopped at its time limit. */
  TIME_LIMIT: 503,
  INTERNAL: 500,
};

/** An error meant for the caller: a code, a user-facing message and optional per-field messages. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.statusCode = STATUS_OF[code];
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const notFound = (what = 'Not found.') => new AppError('NOT_FOUND', what);
export const forbidden = (why = 'You are not allowed to do this.') => new AppError('FORBIDDEN', why);

/** Turns a failed schema parse into VALIDATION_FAILED with messages per field. */
export function validationError(error: z.ZodError, message = 'Some fields are not valid.'): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const list = fields[key] ?? [];
    list.push(issue.message);
    fields[key] = list;
  }
  return new AppError('VALIDATION_FAILED', message, fields);
}
