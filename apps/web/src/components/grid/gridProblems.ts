import { type CellIssue, cellIssue } from './cellText.ts';
import type { CellValue, GridColumn, GridProblems, GridRow, GridState } from './gridTypes.ts';

/** One cell to check: where it is and what is wrong, as the grid marks it and lists it. */
export interface CellProblem {
  row: number;
  column: number;
  rowKey: string;
  columnKey: string;
  message: string;
}

/** Words a cell that does not read as its column's type; the value says more (how a date was read). */
export type DescribeIssue = (issue: CellIssue, column: GridColumn, value: CellValue) => string;

/** A cell's problem: the caller's message (a server's answer) first, else the grid's own reading. */
export function cellProblem(
  row: GridRow | undefined,
  column: GridColumn | undefined,
  problems: GridProblems,
  describe: DescribeIssue,
): string | undefined {
  if (!row || !column) return undefined;
  const given = problems[row.key]?.[column.key];
  if (given) return given;
  const value = row.values[column.key] ?? null;
  const issue = cellIssue(column, value);
  return issue ? describe(issue, column, value) : undefined;
}

/**
 * Visits every cell to check, row by row and left to right: the caller's problems on the columns
 * shown, and the cells that do not read. Rows are checked against the columns once and remembered,
 * so after an edit only the rows it replaced are read again (a 100,000-row grid stays quick to edit).
 */
function visitProblems(
  state: GridState,
  columns: readonly GridColumn[],
  problems: GridProblems,
  cache: WeakMap<GridRow, readonly number[]>,
  visit: (row: GridRow, index: number, column: GridColumn, at: number) => void,
): void {
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
      if (given?.[column.key] || unread.includes(at)) visit(row, index, column, at);
    });
  });
}

/** Every cell to check with its message, as the grid lists them under it. */
export function listProblems(
  state: GridState,
  columns: readonly GridColumn[],
  problems: GridProblems,
  describe: DescribeIssue,
  cache: WeakMap<GridRow, readonly number[]>,
): CellProblem[] {
  const found: CellProblem[] = [];
  visitProblems(state, columns, problems, cache, (row, index, column, at) => {
    const message = cellProblem(row, column, problems, describe) ?? '';
    found.push({ row: index, column: at, rowKey: row.key, columnKey: column.key, message });
  });
  return found;
}

/**
 * How many cells are to check: the number the list under the grid shows, so that a caller's "fix the
 * marked cells" and a save it holds back count the same cells the grid marks.
 */
export function countProblems(
  state: GridState,
  columns: readonly GridColumn[],
  problems: GridProblems,
  cache: WeakMap<GridRow, readonly number[]>,
): number {
  let count = 0;
  visitProblems(state, columns, problems, cache, () => {
    count += 1;
  });
  return count;
}
