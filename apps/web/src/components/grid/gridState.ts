import type { FigureDateOrder } from '@cobertura/contracts';
import { plainText, readCell } from './cellText.ts';
import type { CellRange, CellValue, GridColumn, GridRow, GridState, RowValues } from './gridTypes.ts';

/** One cell's new content by position: `raw` is what was typed, pasted or filled, read by its column. */
export interface CellChange {
  row: number;
  column: number;
  raw: unknown;
}

/** A key for a row added in the grid, unique among the rows of a page's life. */
export function newRowKey(): string {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return `new-${bytes[0]?.toString(36)}${bytes[1]?.toString(36)}`;
}

/** The grid's state for rows as loaded: none new, none edited, none deleted. */
export function loadedState<Row extends RowValues>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
): GridState {
  return {
    rows: rows.map((values) => ({ key: keyOf(values), values, original: values, isEdited: false })),
    deleted: [],
  };
}

function sameValues(a: RowValues, b: RowValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? null) !== (b[key] ?? null)) return false;
  return true;
}

function withValues(row: GridRow, values: RowValues): GridRow {
  return { ...row, values, isEdited: row.original !== undefined && !sameValues(values, row.original) };
}

function newRow(values: RowValues): GridRow {
  return { key: newRowKey(), values, isEdited: false };
}

/**
 * The state after a set of cell changes, each read by its column (`readCell`, dates in figures in
 * `dateOrder`, else the language's); read-only columns and columns past the last are left alone, and
 * a change below the last row adds rows with the caller's defaults (`defaults`), as a paste past the
 * end does in a spreadsheet.
 */
export function applyChanges(
  state: GridState,
  changes: readonly CellChange[],
  columns: readonly GridColumn[],
  lang: string,
  defaults: () => RowValues,
  dateOrder?: FigureDateOrder,
): GridState {
  const rows = [...state.rows];
  const touched = new Map<number, Record<string, CellValue>>();
  for (const change of changes) {
    const column = columns[change.column];
    if (!column || column.isReadonly || change.row < 0) continue;
    while (rows.length <= change.row) rows.push(newRow(defaults()));
    const value = readCell(column, change.raw, lang, dateOrder);
    let values = touched.get(change.row);
    // A cell given the value it holds changes nothing (an editor closed as it was opened).
    if (!values && (rows[change.row]?.values[column.key] ?? null) === value) continue;
    if (!values) {
      values = { ...(rows[change.row]?.values ?? {}) };
      touched.set(change.row, values);
    }
    values[column.key] = value;
  }
  if (touched.size === 0 && rows.length === state.rows.length) return state;
  for (const [index, values] of touched) {
    const row = rows[index];
    if (row) rows[index] = withValues(row, values);
  }
  return { ...state, rows };
}

/**
 * Where a pasted block goes: from the selection's top-left corner, the block's own size; a single
 * copied cell fills the whole selection instead, as a spreadsheet does.
 */
export function pasteChanges(block: readonly (readonly string[])[], selection: CellRange): CellChange[] {
  const changes: CellChange[] = [];
  const top = Math.min(selection.y, selection.y1);
  const left = Math.min(selection.x, selection.x1);
  const only = block.length === 1 && block[0]?.length === 1 ? block[0][0] : undefined;
  if (only !== undefined) {
    for (let row = top; row <= Math.max(selection.y, selection.y1); row++) {
      for (let column = left; column <= Math.max(selection.x, selection.x1); column++) {
        changes.push({ row, column, raw: only });
      }
    }
    return changes;
  }
  block.forEach((cells, r) => {
    cells.forEach((raw, c) => {
      changes.push({ row: top + r, column: left + c, raw });
    });
  });
  return changes;
}

/**
 * Fill down (Ctrl+D): each column of the selection takes its top cell's value in every row below; a
 * selection of one row takes the values of the row above it, as in a spreadsheet.
 */
export function fillDownChanges(
  state: GridState,
  columns: readonly GridColumn[],
  selection: CellRange,
): CellChange[] {
  const top = Math.min(selection.y, selection.y1);
  const bottom = Math.max(selection.y, selection.y1);
  const source = top === bottom ? top - 1 : top;
  const from = state.rows[source];
  if (!from) return [];
  const changes: CellChange[] = [];
  for (
    let column = Math.min(selection.x, selection.x1);
    column <= Math.max(selection.x, selection.x1);
    column++
  ) {
    const key = columns[column]?.key;
    if (key === undefined) continue;
    for (let row = source + 1; row <= bottom; row++) {
      changes.push({ row, column, raw: from.values[key] ?? null });
    }
  }
  return changes;
}

/** The cells of a selection as text to copy, read back by {@link applyChanges} in the same language. */
export function copyCells(
  state: GridState,
  columns: readonly GridColumn[],
  selection: CellRange,
  lang: string,
): string[][] {
  const block: string[][] = [];
  for (let row = Math.min(selection.y, selection.y1); row <= Math.max(selection.y, selection.y1); row++) {
    const values = state.rows[row]?.values ?? {};
    const cells: string[] = [];
    for (
      let column = Math.min(selection.x, selection.x1);
      column <= Math.max(selection.x, selection.x1);
      column++
    ) {
      const key = columns[column]?.key;
      if (key !== undefined) cells.push(plainText(values[key] ?? null, lang));
    }
    block.push(cells);
  }
  return block;
}

/** The state with a new row at the end (or after `after`), holding the caller's defaults. */
export function addRow(state: GridState, values: RowValues, after?: number): GridState {
  const rows = [...state.rows];
  rows.splice(after === undefined ? rows.length : after + 1, 0, newRow(values));
  return { ...state, rows };
}

/** The state without the rows at these positions; loaded rows among them are kept as deleted. */
export function deleteRows(state: GridState, positions: Iterable<number>): GridState {
  const removed = new Set(positions);
  const gone = state.rows.filter((_, index) => removed.has(index));
  if (gone.length === 0) return state;
  return {
    rows: state.rows.filter((_, index) => !removed.has(index)),
    // A row added in the grid and deleted again was never saved: nothing to tell the server.
    deleted: [...state.deleted, ...gone.filter((row) => row.original !== undefined)],
  };
}

/** Whether there is anything to save: a new, edited or deleted row. */
export function isDirty(state: GridState): boolean {
  return state.deleted.length > 0 || state.rows.some((row) => row.isEdited || row.original === undefined);
}

/** What a save sends: rows added in the grid, loaded rows changed, and the keys of loaded rows deleted. */
export interface GridChanges {
  created: GridRow[];
  edited: GridRow[];
  deleted: string[];
}

export function gridChanges(state: GridState): GridChanges {
  return {
    created: state.rows.filter((row) => row.original === undefined),
    edited: state.rows.filter((row) => row.isEdited),
    deleted: state.deleted.map((row) => row.key),
  };
}

/**
 * The rows a save sends, as spec 02 §2 writes them: each added row with its key field `'pending'` and
 * `edited: false`, each changed loaded row under its own key with `edited: true`.
 */
export function rowsToSave(state: GridState, keyField: string): Record<string, CellValue | boolean>[] {
  const { created, edited } = gridChanges(state);
  return [
    ...created.map((row) => ({ ...row.values, [keyField]: 'pending', edited: false })),
    ...edited.map((row) => ({ ...row.values, [keyField]: row.key, edited: true })),
  ];
}
