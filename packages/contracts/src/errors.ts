/**
 * Error codes the API answers with, and the body every 4xx/5xx carries.
 * The web app maps codes to user-facing text in one place; `message` is English fallback text.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'PASSWORD_EXPIRED',
  'SESSION_IDLE',
  'SESSION_ENDED',
  'REFRESH_REUSED',
  'FORBIDDEN',
  'CONSENT_REQUIRED',
  'ACCOUNT_INACTIVE',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INVALID_CODE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Per-field messages for VALIDATION_FAILED, keyed by the request's field names. */
    fields?: Record<string, string[]>;
  };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ErrorBody).error?.code === 'string'
  );
}
