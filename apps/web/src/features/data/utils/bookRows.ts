import {
  BOOK_KINDS,
  type BookKind,
  batchProblems,
  type RejectedRow,
  ROW_PROBLEMS,
  type RowProblem,
  type RowProblemCode,
  rowProblems,
  settlementState,
} from '@cobertura/contracts';
import { cellIssue } from '../../../components/grid/cellText.ts';
import { gridChanges } from '../../../components/grid/gridState.ts';
import type {
  CellValue,
  GridColumn,
  GridProblems,
  GridRow,
  GridState,
  RowValues,
} from '../../../components/grid/gridTypes.ts';
import type { Language } from '../../../i18n/index.ts';
import { bookFields, SETTLEMENT_STATE } from './bookColumns.ts';

/** A row of a book read: its fields, its code (`pk`), the version it was read at, who changed it last. */
export type BookRow = Readonly<Record<string, unknown>>;

const isNumberField = (kind: BookKind, field: string) => {
  const type = bookFields(kind)[field]?.type;
  return type === 'id' || type === 'int';
};

/**
 * A read row as the grid holds it. Drop-downs hold text, so ids and yes/no shown as choices (the
 * portfolio, the commodity, the option type) become text; `bookValue` turns them back. The row's
 * settlement state (open, settled, or past its date and waiting for a rate) is read as it is loaded.
 */
export function gridValues(
  kind: BookKind,
  columns: readonly GridColumn[],
  row: BookRow,
  today: string,
): RowValues {
  const values: Record<string, CellValue> = { [SETTLEMENT_STATE]: settlementState(kind, row, today) };
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined) continue;
    const isChoice = columns.some((column) => column.key === key && column.type === 'enum');
    values[key] =
      typeof value === 'boolean' || (isChoice && typeof value === 'number')
        ? String(value)
        : (value as CellValue);
  }
  return values;
}

/** A cell's value as the batch sends it: ids as numbers, yes/no as booleans, an empty cell as null. */
function bookValue(kind: BookKind, field: string, value: CellValue | undefined): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (bookFields(kind)[field]?.type === 'bool')
    return value === 'true' ? true : value === 'false' ? false : value;
  if (typeof value === 'string' && isNumberField(kind, field) && /^-?\d+$/.test(value)) return Number(value);
  return value;
}

/** A grid row's fields as the contract reads them (for `rowProblems` and the batch). */
export function bookFieldsOf(kind: BookKind, values: RowValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(bookFields(kind)).map((field) => [field, bookValue(kind, field, values[field])]),
  );
}

/** A save's rows in the batch's order, and which grid row each index is (to place a refusal). */
export interface BookBatch {
  rows: Record<string, unknown>[];
  keys: string[];
}

/**
 * What a save sends (spec 02 §2, decision D-123 "How a batch marks its rows"): new rows as `pending`,
 * edited rows under their code with the version they were read at, deleted rows marked `deleted`.
 */
export function bookBatch(kind: BookKind, state: GridState): BookBatch {
  const { created, edited } = gridChanges(state);
  const version = (row: GridRow) => row.original?.version ?? null;
  const rows = [
    ...created.map((row) => ({ ...bookFieldsOf(kind, row.values), pk: 'pending', edited: false })),
    ...edited.map((row) => ({
      ...bookFieldsOf(kind, row.values),
      pk: row.key,
      version: version(row),
      edited: true,
    })),
    ...state.deleted.map((row) => ({ pk: row.key, version: version(row), deleted: true })),
  ];
  return { rows, keys: [...created, ...edited, ...state.deleted].map((row) => row.key) };
}

const wordProblems = (problems: readonly RowProblem[], language: Language) =>
  Object.fromEntries(problems.map((p) => [p.field, ROW_PROBLEMS[p.code][language]]));

/**
 * The contract's rules on every row as it is typed (the same `rowProblems` the server runs, and the
 * strategy-code rule across rows), worded per cell. A cell the grid already marks (a text that does
 * not read as a number, a date or a choice) keeps the grid's own message. `cache` keeps each row's
 * answer, so an edit re-reads only the rows it replaced.
 */
export function liveProblems(
  kind: BookKind,
  state: GridState,
  columns: readonly GridColumn[],
  today: string,
  language: Language,
  cache: WeakMap<GridRow, RowProblem[]>,
): GridProblems {
  const found: Record<string, Record<string, string>> = {};
  const fieldsOf = state.rows.map((row) => bookFieldsOf(kind, row.values));
  const across = BOOK_KINDS[kind].isHedge ? batchProblems(kind, fieldsOf) : new Map<number, RowProblem[]>();
  state.rows.forEach((row, index) => {
    let own = cache.get(row);
    if (!own) {
      own = rowProblems(kind, fieldsOf[index] ?? {}, { today }).filter((problem) => {
        const column = columns.find((c) => c.key === problem.field);
        return !column || !cellIssue(column, row.values[problem.field] ?? null);
      });
      cache.set(row, own);
    }
    const all = [...own, ...(across.get(index) ?? [])];
    if (all.length > 0) found[row.key] = wordProblems(all, language);
  });
  return found;
}

/** The server's refusal of a batch (400 ROWS_REJECTED) as problems per grid row and column. */
export function rejectedProblems(
  rejected: readonly RejectedRow[],
  keys: readonly string[],
  language: Language,
) {
  const found: Record<string, Record<string, string>> = {};
  for (const row of rejected) {
    const key = keys[row.index];
    if (key === undefined) continue;
    found[key] = Object.fromEntries(
      Object.entries(row.fields).map(([field, problems]) => [
        field,
        problems.map((p) => ROW_PROBLEMS[p.code as RowProblemCode]?.[language] ?? p.message).join(' '),
      ]),
    );
  }
  return found;
}

/** The refused cells whose value has not changed since the refusal: a cell typed over is judged afresh. */
export function standingProblems(
  refused: GridProblems,
  refusedValues: Readonly<Record<string, RowValues>>,
  state: GridState,
): GridProblems {
  const found: Record<string, Record<string, string>> = {};
  for (const row of state.rows) {
    const fields = refused[row.key];
    const before = refusedValues[row.key];
    if (!fields || !before) continue;
    const kept = Object.entries(fields).filter(
      ([field]) => (row.values[field] ?? null) === (before[field] ?? null),
    );
    if (kept.length > 0) found[row.key] = Object.fromEntries(kept);
  }
  return found;
}

/** Both sets of problems; the server's refusal names the cell first. */
export function mergeProblems(live: GridProblems, refused: GridProblems): GridProblems {
  const merged: Record<string, Record<string, string>> = { ...live };
  for (const [key, fields] of Object.entries(refused)) merged[key] = { ...live[key], ...fields };
  return merged;
}

/**
 * The state with one loaded row replaced by its saved version (a conflict's "reload this row"), or
 * taken out when it was deleted; every other row, and its edits, stays as it is.
 */
export function reloadRow(state: GridState, key: string, saved: RowValues | undefined): GridState {
  const loaded = (values: RowValues): GridRow => ({ key, values, original: values, isEdited: false });
  const isShown = state.rows.some((row) => row.key === key);
  const rows = saved
    ? isShown
      ? state.rows.map((row) => (row.key === key ? loaded(saved) : row))
      : [...state.rows, loaded(saved)]
    : state.rows.filter((row) => row.key !== key);
  return { rows, deleted: state.deleted.filter((row) => row.key !== key) };
}
