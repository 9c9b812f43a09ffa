import { cellProblem, type DescribeIssue } from './gridProblems.ts';
import type { GridColumn, GridProblems, GridRow } from './gridTypes.ts';

/**
 * The column where typing a new row starts: its first cell to check (a required field left empty,
 * say), else its first cell that can be edited, else its first.
 */
export function startColumn(
  row: GridRow,
  columns: readonly GridColumn[],
  problems: GridProblems,
  describe: DescribeIssue,
): number {
  const toCheck = columns.findIndex((column) => cellProblem(row, column, problems, describe) !== undefined);
  if (toCheck !== -1) return toCheck;
  return Math.max(
    columns.findIndex((column) => !column.isReadonly),
    0,
  );
}
