import { type CellIssue, cellIssue } from './cellText.ts';
import type { GridColumn, GridProblems, GridRow, GridState } from './gridTypes.ts';

/** One cell to check: where it is and what is wrong, as the grid marks it and lists it. */
export interface CellProblem {
  row: number;
  column: number;
  rowKey: string;
  columnKey: string;
  message: string;
}

/** A cell's problem: the caller's message (a server's answer) first, else the grid's own reading. */
export function cellProblem(
  row: GridRow | undefined,
  column: GridColumn | undefined,
  problems: GridProblems,
  describe: (issue: CellIssue, column: GridColumn) => string,
): string | undefined {
  if (!row || !column) return undefined;
  const given = problems[row.key]?.[column.key];
  if (given) return given;
  const issue = cellIssue(column, row.values[column.key] ?? null);
  return issue ? describe(issue, column) : undefined;
}

/**
 * Every cell to check, row by row and left to right. Rows are checked against the columns once and
 * remembered, so after an edit only the rows it replaced are read again (a 100,000-row grid stays
 * quick to edit).
 */
export function listProblems(
  state: GridState,
  columns: readonly GridColumn[],
  problems: GridProblems,
  describe: (issue: CellIssue, column: GridColumn) => string,
  cache: WeakMap<GridRow, readonly number[]>,
): CellProblem[] {
  const found: CellProblem[] = [];
  state.rows.forEach((row, index) => {
    let unread = cache.get(row);
    if (!unread) {
      unread = columns.flatMap((column, at) =>
        cellIssue(column, row.values[column.key] ?? null) ? [at] : [],
      );
      cache.set(row, unread);
    }
    const given = problems[row.key];
    columns.forEach((column, at) => {
      const message =
        given?.[column.key] ?? (unread.includes(at) ? cellProblem(row, column, {}, describe) : undefined);
      if (message) found.push({ row: index, column: at, rowKey: row.key, columnKey: column.key, message });
    });
  });
  return found;
}
