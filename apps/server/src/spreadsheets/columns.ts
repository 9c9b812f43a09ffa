import type { SheetLanguage } from '@cobertura/contracts';

/**
 * One column of a sheet, as plain data (it crosses to the worker threads): the same description
 * writes the template, reads an upload and writes an export.
 */
export type SheetColumn = {
  /** The field the column fills, in the rows read and written. */
  key: string;
  /** Its header in each language; an upload's header is matched against all of them. */
  headers: Record<SheetLanguage, string>;
  required?: boolean;
  /** What the template's rules sheet says of the column, beyond its type. */
  hint?: Record<SheetLanguage, string>;
  /** Width in characters; the header's length (at least 10) when not given. */
  width?: number;
} & (
  | { type: 'text'; maxLength?: number }
  | { type: 'number' }
  | { type: 'integer' }
  /** Read and written as `YYYY-MM-DD` text; a date cell in the workbook. */
  | { type: 'date' }
  /** One of `values`, matched without regard to case or spacing and read as written here. */
  | { type: 'enum'; values: readonly string[] }
);

/** A cell's value as the rows read and written carry it: dates are `YYYY-MM-DD` text. */
export type CellValue = string | number | null;
export type SheetValues = Record<string, CellValue>;

/** Header text as compared: no accents, case or repeated spaces ("Fecha de Valoración " = "fecha de valoracion"). */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
