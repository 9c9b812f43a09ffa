import {
  type ErrorBody,
  type ErrorCode,
  FIELD_PROBLEMS,
  type FieldProblem,
  type RejectedRow,
  type RowConflict,
} from '@cobertura/contracts';
import type { z } from 'zod';

/** One exhaustive map from error code to HTTP status. */
export const STATUS_OF: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_CODE: 400,
  /** An invitation link that was used, replaced, expired or never existed. */
  INVITATION_INVALID: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_IDLE: 401,
  SESSION_ENDED: 401,
  REFRESH_REUSED: 401,
  /** Single sign-on that failed: a state unknown or spent, a code refused, an ID token not valid. */
  SSO_FAILED: 401,
  /** A wrong, spent or expired two-factor code or challenge. */
  TWO_FACTOR_INVALID: 401,
  /** A sign-in that needs the second step, asked where there is none (GraphQL `login`). */
  TWO_FACTOR_REQUIRED: 401,
  /** Staff who must turn two-factor sign-in on before anything else. */
  TWO_FACTOR_ENROLMENT_REQUIRED: 403,
  EMAIL_NOT_VERIFIED: 403,
  PASSWORD_EXPIRED: 403,
  FORBIDDEN: 403,
  CONSENT_REQUIRED: 403,
  ACCOUNT_INACTIVE: 403,
  NOT_FOUND: 404,
  /** An instrument the market-data catalogue does not hold (spec 02 §8 'Unsupported asset type'). */
  UNSUPPORTED_ASSET: 404,
  CONFLICT: 409,
  /** A batch of book rows with rows that break the rules: nothing of it was written. */
  ROWS_REJECTED: 400,
  /** A book row someone else changed since it was read: nothing of the batch was written. */
  ROW_CONFLICT: 409,
  RATE_LIMITED: 429,
  /** A request asking for more work than one request may (Monte Carlo paths × fixings, …). */
  WORK_LIMIT: 400,
  /** A job stopped at its time limit. */
  TIME_LIMIT: 503,
  /** An upload past the byte limit. */
  FILE_TOO_LARGE: 413,
  NOT_A_SPREADSHEET: 400,
  ZIP_BOMB: 400,
  TOO_MANY_ROWS: 400,
  SHEET_COLUMNS: 400,
  /** A report image that is too large, not PNG, JPEG or WebP by its bytes, or a polyglot. */
  IMAGE_REJECTED: 400,
  /** A report tag made its own ancestor. */
  TAG_CYCLE: 400,
  /** A hedge request moved where its state does not allow (executed twice, cancelled after execution). */
  REQUEST_STATE: 409,
  /** A hedge request beyond the program or the exposure, without a justification. */
  JUSTIFICATION_REQUIRED: 400,
  /** A bank quote past its validity, superseded, or used. */
  QUOTE_EXPIRED: 409,
  /** Another execution of the same request came first: nothing was booked. */
  EXECUTION_CONFLICT: 409,
  /** The approver would be the trader who executes. */
  FOUR_EYES: 403,
  INTERNAL: 500,
};

/** An error meant for the caller: a code, a user-facing message and optional per-field messages. */
export class AppError extends Error {
  readonly statusCode: number;
  /** ROWS_REJECTED: every rejected row of a batch. */
  rows?: RejectedRow[];
  /** ROW_CONFLICT: the row someone else changed. */
  conflict?: RowConflict;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** For a refusal that passes with time (RATE_LIMITED): when to try again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
    /** The codes of the problems in `fields`, where the contract names them (sent as `issues`). */
    readonly issues?: Record<string, FieldProblem[]>,
  ) {
    super(message);
    this.statusCode = STATUS_OF[code];
  }

  /**
   * VALIDATION_FAILED (or `code`, say CONFLICT for a taken name) for problems the contract names
   * (FIELD_PROBLEMS): their English messages in `fields`, their codes in `issues`. `message`
   * defaults to the generic one.
   */
  static fieldProblems(
    problems: Record<string, FieldProblem[]>,
    message = 'Some fields are not valid.',
    code: ErrorCode = 'VALIDATION_FAILED',
  ): AppError {
    const fields = Object.fromEntries(
      Object.entries(problems).map(([field, codes]) => [field, codes.map((c) => FIELD_PROBLEMS[c])]),
    );
    return new AppError(code, message, fields, undefined, problems);
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.issues ? { issues: this.issues } : {}),
        ...(this.rows ? { rows: this.rows } : {}),
        ...(this.conflict ? { conflict: this.conflict } : {}),
      },
    };
  }
}

/** Refuses with VALIDATION_FAILED, worded as the first problem, when any field has one. */
export function failOnFieldProblems(problems: Record<string, FieldProblem[]>): void {
  const [first] = Object.values(problems).flat();
  if (first) throw AppError.fieldProblems(problems, FIELD_PROBLEMS[first]);
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
