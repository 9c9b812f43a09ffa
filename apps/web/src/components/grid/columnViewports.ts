import type { CellRange, GridColumn } from './gridTypes.ts';

/**
 * RevoGrid draws pinned columns in a viewport of their own: its events and methods count a column
 * from 0 within its viewport (`colType`), while the grid counts its columns from the first one.
 */
export type ColumnViewport = 'colPinStart' | 'rgCol';

/** How many columns at the start stay in view: those marked `isPinned` before the first that is not. */
export function pinnedCount(columns: readonly GridColumn[]): number {
  const first = columns.findIndex((column) => !column.isPinned);
  return first === -1 ? columns.length : first;
}

/** The grid's column of a column told by its viewport (RevoGrid's scrolling one when not told). */
export function gridColumnOf(columns: readonly GridColumn[], viewport: string | undefined, index: number) {
  return viewport === 'colPinStart' ? index : index + pinnedCount(columns);
}

/** A range told within a viewport, in the grid's columns (a range never spans two viewports). */
export function gridRangeOf(
  columns: readonly GridColumn[],
  viewport: string | undefined,
  range: CellRange,
): CellRange {
  const { x, y, x1, y1 } = range;
  return { x: gridColumnOf(columns, viewport, x), y, x1: gridColumnOf(columns, viewport, x1), y1 };
}

/** Where the grid's column `index` is drawn: its viewport and its position there. */
export function viewportColumnOf(
  columns: readonly GridColumn[],
  index: number,
): { viewport: ColumnViewport; index: number } {
  const pinned = pinnedCount(columns);
  return index < pinned ? { viewport: 'colPinStart', index } : { viewport: 'rgCol', index: index - pinned };
}
