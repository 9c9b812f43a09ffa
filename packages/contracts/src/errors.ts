import { z } from 'zod';
import {
  ADMIN_ERROR_CODES,
  AUTH_ERROR_CODES,
  DESK_ERROR_CODES,
  HEDGE_REQUEST_ERROR_CODES,
  MARKETS_ERROR_CODES,
  PROFILE_ERROR_CODES,
  REPORTS_ERROR_CODES,
  SPREADSHEET_ERROR_CODES,
} from './area-error-codes.ts';
import { DATA_ERROR_CODES, ZRejectedRow, ZRowConflict } from './data-errors.ts';

/**
 * Error codes the API answers with, and the body every 4xx/5xx carries. The areas' codes are in
 * area-error-codes.ts; these are the platform's own (input, the route guard, common outcomes).
 * The web app maps codes to user-facing text in one place; `message` is English fallback text.
 */
export const PLATFORM_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'SESSION_ENDED',
  'FORBIDDEN',
  'CONSENT_REQUIRED',
  'ACCOUNT_INACTIVE',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'WORK_LIMIT',
  'TIME_LIMIT',
  'INTERNAL',
] as const;

/**
 * The codes that say the caller's session is gone: no token, an expired or forged one, a session
 * ended (signed out, revoked, past its 24 hours), closed after the idle hour, or closed because a
 * spent refresh token came back. These, and only these, sign the web app out; any other refusal,
 * a 401 or 403 among them (a wrong code typed, four eyes), is the step's and leaves the user signed in.
 */
export const SESSION_LOSS_CODES = [
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'SESSION_ENDED',
  'SESSION_IDLE',
  'REFRESH_REUSED',
] as const satisfies readonly ErrorCode[];

export const ERROR_CODES = [
  ...PLATFORM_ERROR_CODES,
  ...AUTH_ERROR_CODES,
  ...PROFILE_ERROR_CODES,
  ...ADMIN_ERROR_CODES,
  ...SPREADSHEET_ERROR_CODES,
  ...DATA_ERROR_CODES,
  ...MARKETS_ERROR_CODES,
  ...REPORTS_ERROR_CODES,
  ...HEDGE_REQUEST_ERROR_CODES,
  ...DESK_ERROR_CODES,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every 4xx/5xx answer. */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string().describe('English fallback text; the app shows its own text per code.'),
    fields: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe("Per-field messages for VALIDATION_FAILED, keyed by the request's field names."),
    issues: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Per-field problem codes (FIELD_PROBLEMS) of the messages in `fields`, for the app to word.'),
    rows: z
      .array(ZRejectedRow)
      .optional()
      .describe(
        "ROWS_REJECTED: every rejected row of the batch, with its fields' problem codes and messages.",
      ),
    conflict: ZRowConflict.optional().describe(
      'ROW_CONFLICT: the row someone else changed since it was read.',
    ),
  }),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ErrorBody).error?.code === 'string'
  );
}
