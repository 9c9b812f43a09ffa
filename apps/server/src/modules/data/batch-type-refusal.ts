import { BOOK_KINDS, type BookKind, PENDING_PK, type RowProblem, rowProblems } from '@cobertura/contracts';
import type { z } from 'zod';
import type { AppError } from '../../errors.ts';
import { rejected } from './save-book-batch.ts';

/** The problem of a row's key, code, version or marks of the wrong type (the code's under `pk`). */
const MARK_PROBLEMS: Readonly<Record<string, RowProblem>> = {
  pk: { field: 'pk', code: 'PK_FORMAT' },
  code: { field: 'pk', code: 'CODE_FORMAT' },
  version: { field: 'version', code: 'VERSION_REQUIRED' },
  edited: { field: 'edited', code: 'NOT_A_BOOLEAN' },
  deleted: { field: 'deleted', code: 'NOT_A_BOOLEAN' },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A batch its schema refused because some rows' fields hold the wrong type (a text in a number, a
 * date not written yyyy-mm-dd), refused as the batch's rules refuse a row: 400 ROWS_REJECTED naming
 * each row (its index and code) and field with the contract's problem code and text, rather than the
 * schema's wording ("expected number, received string") under a path; a row's key, code, version
 * or marks of the wrong type too. Undefined when a problem lies elsewhere (the batch's own fields),
 * which stays VALIDATION_FAILED.
 */
export function batchTypeRefusal(kind: BookKind, error: z.ZodError, body: unknown): AppError | undefined {
  const { batchField, fields } = BOOK_KINDS[kind];
  const rows = isRecord(body) ? body[batchField] : undefined;
  if (!Array.isArray(rows)) return undefined;
  const problems = new Map<number, RowProblem[]>();
  for (const issue of error.issues) {
    const [where, index, field] = issue.path;
    const row: unknown = typeof index === 'number' ? rows[index] : undefined;
    if (where !== batchField || typeof field !== 'string' || !isRecord(row)) return undefined;
    const found =
      MARK_PROBLEMS[field] ??
      (field in fields ? rowProblems(kind, row).find((problem) => problem.field === field) : undefined);
    if (!found) return undefined;
    const listed = problems.get(index as number) ?? [];
    if (!listed.some((problem) => problem.field === found.field))
      problems.set(index as number, [...listed, found]);
  }
  if (problems.size === 0) return undefined;
  return rejected(
    rows.map((row) => ({ pk: isRecord(row) && typeof row.pk === 'string' ? row.pk : PENDING_PK })),
    problems,
  );
}
