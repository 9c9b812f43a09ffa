import { isErrorBody, type RejectedRow, type RowConflict } from '@cobertura/contracts';

/** Codes the server answers with, plus NETWORK for a request that never got an answer. */
export type ApiErrorCode = string;

/** Every failed call becomes one of these: status 0 means the network failed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string[]>;
  /** The codes of the problems in `fields`, where the server names them (FIELD_PROBLEMS). */
  readonly issues: Record<string, string[]>;
  /** ROWS_REJECTED: the rejected rows of a batch save, by their index in the batch. */
  readonly rows: readonly RejectedRow[];
  /** ROW_CONFLICT: the row someone else changed since it was read. */
  readonly conflict: RowConflict | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields: Record<string, string[]> = {},
    issues: Record<string, string[]> = {},
    rows: readonly RejectedRow[] = [],
    conflict?: RowConflict,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.issues = issues;
    this.rows = rows;
    this.conflict = conflict;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** All field messages joined, in field order; empty when the server sent none. */
  fieldMessages(): string[] {
    return Object.values(this.fields).flat();
  }
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** Builds the error for a non-2xx answer from its parsed body (which may be anything). */
export function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError(
      status,
      body.error.code,
      body.error.message,
      body.error.fields ?? {},
      body.error.issues ?? {},
      body.error.rows ?? [],
      body.error.conflict,
    );
  }
  const code = STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : statusText || `HTTP ${status}`;
  return new ApiError(status, code, message);
}

export function networkError(cause: unknown): ApiError {
  const error = new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
  return error;
}
