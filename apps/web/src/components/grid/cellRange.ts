import type { CellRange } from './gridTypes.ts';

/** Whether the cell at `row`, `column` lies in the range, whichever corner it was drawn from. */
export function rangeContains(range: CellRange, row: number, column: number): boolean {
  return (
    row >= Math.min(range.y, range.y1) &&
    row <= Math.max(range.y, range.y1) &&
    column >= Math.min(range.x, range.x1) &&
    column <= Math.max(range.x, range.x1)
  );
}

/** The positions of the rows the range covers, top to bottom. */
export function rangeRows(range: CellRange): number[] {
  const top = Math.min(range.y, range.y1);
  return Array.from({ length: Math.abs(range.y1 - range.y) + 1 }, (_, i) => top + i);
}

/** The range of one cell. */
export function cellAt(row: number, column: number): CellRange {
  return { x: column, y: row, x1: column, y1: row };
}

/** The positions of the columns the range covers, left to right. */
export function rangeColumns(range: CellRange): number[] {
  const left = Math.min(range.x, range.x1);
  return Array.from({ length: Math.abs(range.x1 - range.x) + 1 }, (_, i) => left + i);
}
