import { CELL_PROBLEMS, type ImportPreview, type RejectedRow, type TRowProblem } from '@cobertura/contracts';
import type { z } from 'zod';
import type { SheetValues } from './columns.ts';
import type { SheetRow } from './sheet-reader.ts';

/** The rules of the rows being imported, beyond their columns' types: the row as saved, or its problems. */
export type RowCheck<T> = (
  values: SheetValues,
) => { ok: true; value: T } | { ok: false; problems: TRowProblem[] };

export interface PreviewOptions<T> {
  /** The column whose code matches a stored record, which the row then replaces. */
  codeColumn?: string;
  /** Codes of the records the caller may replace (already scoped to the caller's companies). */
  existingCodes?: Iterable<string>;
  check: RowCheck<T>;
}

/** Codes match without regard to case or surrounding spaces ("a123 " replaces A123). */
const codeKey = (code: string) => code.trim().toUpperCase();

/**
 * What an import would do, row by row: rows with a problem in a cell or against `check` are
 * rejected with every reason (a column's cell problem standing for its rule problems); of the others, a row whose code matches an existing record replaces
 * it and the rest are created. A code given twice in the file rejects the later row.
 */
export function buildPreview<T>(rows: SheetRow[], options: PreviewOptions<T>): ImportPreview<T> {
  const existing = new Set([...(options.existingCodes ?? [])].map(codeKey));
  const seen = new Map<string, number>();
  const preview: ImportPreview<T> = { create: [], replace: [], rejected: [] };
  for (const sheetRow of rows) {
    const problems = [...sheetRow.problems];
    const rawCode = options.codeColumn ? sheetRow.values[options.codeColumn] : null;
    const code = rawCode === null || rawCode === undefined || rawCode === '' ? undefined : String(rawCode);
    if (code !== undefined && options.codeColumn) {
      const key = codeKey(code);
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push({
          column: options.codeColumn,
          code: 'DUPLICATE_CODE',
          message: `${CELL_PROBLEMS.DUPLICATE_CODE.en} (row ${first})`,
        });
      } else seen.set(key, sheetRow.row);
    }
    const checked = options.check(sheetRow.values);
    if (!checked.ok) {
      // A cell that did not parse fails the rules too; its first reason is the one that helps.
      const flagged = new Set(problems.map((p) => p.column));
      problems.push(...checked.problems.filter((p) => p.column === null || !flagged.has(p.column)));
    }
    if (!checked.ok || problems.length) {
      preview.rejected.push({ row: sheetRow.row, values: sheetRow.values, problems });
    } else if (code !== undefined && existing.has(codeKey(code))) {
      preview.replace.push({ row: sheetRow.row, code, values: checked.value });
    } else {
      preview.create.push({ row: sheetRow.row, values: checked.value });
    }
  }
  return preview;
}

/**
 * A RowCheck from a zod schema of the row (the area's contract): each issue becomes a problem of the
 * column its path starts with, worded by the schema's message.
 */
export function schemaCheck<S extends z.ZodType>(schema: S): RowCheck<z.output<S>> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { ok: true, value: result.data };
    return {
      ok: false,
      problems: result.error.issues.map((issue) => ({
        column: issue.path.length ? String(issue.path[0]) : null,
        code: issue.code.toUpperCase(),
        message: issue.message,
      })),
    };
  };
}

/** A rejected row's problems by column, as a refused batch lists them ('row' for the whole row's). */
export function problemsByColumn(problems: TRowProblem[]): RejectedRow['fields'] {
  const fields: RejectedRow['fields'] = {};
  for (const { column, code, message, params } of problems) {
    const key = column ?? 'row';
    fields[key] = [...(fields[key] ?? []), { code, message, ...(params ? { params } : {}) }];
  }
  return fields;
}
