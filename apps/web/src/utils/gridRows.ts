import type { ColumnRegular } from '@revolist/revogrid';
import type { z } from 'zod';
import { parseDecimal } from './parseDecimal.ts';
import { fieldIssues } from './schemaErrors.ts';
import { type SchemaField, schemaFields } from './schemaFields.ts';

/** A grid column: a contract field with its header text. */
export interface GridColumn<Name extends string = string> extends SchemaField<Name> {
  label: string;
  isReadonly?: boolean;
  /** Width in pixels; the grid's default when left out. */
  size?: number;
}

/** Per field, the first problem the schema finds in that cell. */
export type CellErrors = Record<string, string>;

/** One save from the grid: a typed cell, or a range (paste from Excel, autofill) by row index. */
export type GridEdit =
  | { rowIndex: number; prop: string | number; val?: unknown }
  | { data: Record<number, Record<string, unknown>> };

/** The columns of a contract's object schema, in its order; `label` names each header (default: the field). */
export function gridColumns<Shape extends z.core.$ZodShape>(
  schema: z.ZodObject<Shape>,
  label: (field: SchemaField<keyof Shape & string>) => string = (field) => field.name,
): GridColumn<keyof Shape & string>[] {
  return schemaFields(schema).map((field) => ({ ...field, label: label(field) }));
}

const TRUE_TEXTS = new Set(['true', '1', 'yes', 'y', 'x', 'sí', 'si']);
const FALSE_TEXTS = new Set(['false', '0', 'no', 'n', '']);

/**
 * A typed or pasted cell as its column holds it: numbers read in either language's notation
 * ('1.234,5' and '1,234.5'), yes/no words as booleans, an enumeration's value in its own case.
 * Text that does not read stays as typed, so that the schema names the problem in that cell;
 * an emptied cell is left out (undefined).
 */
export function cellValue(column: Pick<GridColumn, 'kind' | 'options'>, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? undefined;
  const text = raw.trim();
  if (column.kind === 'boolean') {
    const word = text.toLowerCase();
    return TRUE_TEXTS.has(word) ? true : FALSE_TEXTS.has(word) ? false : text;
  }
  if (text === '') return undefined;
  if (column.kind === 'number') return parseDecimal(text) ?? text;
  if (column.kind === 'enum')
    return column.options.find((option) => option.toLowerCase() === text.toLowerCase()) ?? text;
  return text;
}

/** The rows after one edit, cells read by their column; a range pasted past the end adds rows. */
export function applyEdit<Row extends object>(
  rows: readonly Row[],
  edit: GridEdit,
  columns: readonly Pick<GridColumn, 'name' | 'kind' | 'options'>[],
): Row[] {
  // A cell edit carries the whole source as `data` too: `prop` tells it from a range.
  const changes = 'prop' in edit ? { [edit.rowIndex]: { [String(edit.prop)]: edit.val } } : edit.data;
  const next = [...rows];
  for (const [index, change] of Object.entries(changes)) {
    const row: Record<string, unknown> = { ...(next[Number(index)] ?? {}) };
    for (const [prop, raw] of Object.entries(change)) {
      const column = columns.find((candidate) => candidate.name === prop);
      if (column) row[prop] = cellValue(column, raw);
    }
    next[Number(index)] = row as Row;
  }
  // A paste that starts below the last row leaves no holes.
  return Array.from(next, (row) => row ?? ({} as Row));
}

/**
 * Pasted text as RevoGrid splits it, less the empty last line that a copy from a spreadsheet ends
 * with (its final newline), which would otherwise blank the cell below the pasted block.
 */
export function withoutTrailingNewline(parsed: string[][]): string[][] {
  const last = parsed[parsed.length - 1];
  return parsed.length > 1 && last?.length === 1 && last[0] === '' ? parsed.slice(0, -1) : parsed;
}

/** Each row checked by the schema: per row, the problem of each cell that has one. */
export function rowErrors(schema: z.ZodType, rows: readonly object[]): CellErrors[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(fieldIssues(schema, row as Record<string, unknown>)).map(([path, issue]) => [
        path.split('.')[0] ?? path,
        issue.message,
      ]),
    ),
  );
}

/**
 * RevoGrid's column definitions: header text with the field's hint as its tooltip, read-only where
 * asked, and an invalid cell marked with `invalidClass` and its problem as tooltip.
 */
export function revoColumns(
  columns: readonly GridColumn[],
  errors: readonly CellErrors[],
  invalidClass: string,
): ColumnRegular[] {
  return columns.map((column) => ({
    prop: column.name,
    name: column.isRequired ? `${column.label} *` : column.label,
    size: column.size,
    readonly: column.isReadonly ?? false,
    columnProperties: () => (column.hint ? { title: column.hint } : {}),
    cellProperties: ({ rowIndex }) => {
      const problem = errors[rowIndex]?.[column.name];
      return problem ? { class: invalidClass, title: problem } : {};
    },
  }));
}
