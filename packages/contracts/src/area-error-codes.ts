// Each area's error codes, kept apart from its schemas: reading an error answer (every screen's API
// client does) must not build every area's schemas, which on a phone is a long task before the
// first screen draws.

/** Error codes the admin area answers with. */
export const ADMIN_ERROR_CODES = ['INVITATION_INVALID'] as const;

/** Error codes the auth area answers with (sign-in, refresh); the guard's codes are in errors.ts. */
export const AUTH_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'PASSWORD_EXPIRED',
  'SESSION_IDLE',
  'REFRESH_REUSED',
  'SSO_FAILED',
  'TWO_FACTOR_INVALID',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_ENROLMENT_REQUIRED',
] as const;

/** Error codes the profile area answers with. */
export const PROFILE_ERROR_CODES = ['INVALID_CODE'] as const;

/**
 * Refusals of an uploaded spreadsheet as a whole, before or while it is read: each is a 4xx with a
 * message naming the limit it broke.
 */
export const SPREADSHEET_ERROR_CODES = [
  /** More bytes than an upload may have. */
  'FILE_TOO_LARGE',
  /** Neither an .xlsx workbook nor a text (CSV) file, or a file that cannot be read as one. */
  'NOT_A_SPREADSHEET',
  /** A workbook whose zip directory declares (or whose content inflates to) more than the limits. */
  'ZIP_BOMB',
  /** More data rows than one import may have. */
  'TOO_MANY_ROWS',
  /** The header row lacks a required column, or names one column twice. */
  'SHEET_COLUMNS',
] as const;

/** Error codes the markets area answers with: an instrument the catalogue does not hold (spec 02 §8). */
export const MARKETS_ERROR_CODES = ['UNSUPPORTED_ASSET'] as const;

/** Error codes the reports area answers with. */
export const REPORTS_ERROR_CODES = ['IMAGE_REJECTED', 'TAG_CYCLE'] as const;

/** Error codes of the hedge requests. */
export const HEDGE_REQUEST_ERROR_CODES = [
  /** A move the request's state does not allow (executed twice, cancelled after execution). */
  'REQUEST_STATE',
  /** Beyond the program or the exposure without a justification. */
  'JUSTIFICATION_REQUIRED',
] as const;

/** Error codes of the desk's quotes and executions. */
export const DESK_ERROR_CODES = [
  /** The quote has expired, was superseded, or is not the request's. */
  'QUOTE_EXPIRED',
  /** The same request executed by someone else first: nothing was booked. */
  'EXECUTION_CONFLICT',
  /** The approver would be the trader who executes: four eyes. */
  'FOUR_EYES',
] as const;
