/** What a column holds: it picks the cell's editor, how it is shown and how a pasted text is read. */
export type GridColumnType = 'text' | 'number' | 'integer' | 'date' | 'enum';

/** One choice of an enumeration column: the value stored and the text shown (already translated). */
export interface GridOption {
  value: string;
  label: string;
}

/** A grid column described by data; the grid knows nothing else of what its rows are. */
export interface GridColumn {
  /** The field of the row's values that the column shows. */
  key: string;
  /** Header text, already translated. */
  header: string;
  type: GridColumnType;
  /** The choices of an `enum` column. */
  options?: readonly GridOption[];
  /** Decimals shown for a `number` column (2 when left out). */
  decimals?: number;
  /** Width in pixels; the grid's default when left out. */
  width?: number;
  isReadonly?: boolean;
  /**
   * Kept in view at the left while the other columns scroll (a row's code). Only the columns before
   * the first one not pinned are pinned, so the grid's order stays the order shown.
   */
  isPinned?: boolean;
  /** What the field expects, shown as the header's tooltip. */
  hint?: string;
}

/**
 * A cell's value: text, a number, a `yyyy-mm-dd` date, an enumeration's value, or null when empty.
 * A typed or pasted text that does not read as its column's type is kept as that text (a string in
 * a number column), so nothing the user typed is lost and the cell can be marked.
 */
export type CellValue = string | number | null;

export type RowValues = Readonly<Record<string, CellValue>>;

/** A row of the grid under a key that stays the same through edits, moves and undo. */
export interface GridRow {
  key: string;
  values: RowValues;
  /** The values as loaded; none for a row added in the grid (a new row, saved as 'pending'). */
  original?: RowValues;
  /** A loaded row whose values differ from `original`; a new row is never "edited" (spec 02 §2). */
  isEdited: boolean;
}

/** Everything the grid edits: the rows shown, in order, and the loaded rows deleted since. */
export interface GridState {
  rows: readonly GridRow[];
  deleted: readonly GridRow[];
}

/** Problems found by the caller (a server's answer): row key → column key → message. */
export type GridProblems = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A block of cells by position, both corners included: `x` columns, `y` rows. */
export interface CellRange {
  x: number;
  y: number;
  x1: number;
  y1: number;
}
