import {
  CELL_PROBLEMS,
  type CellProblemCode,
  type FigureDateOrder,
  type TRowProblem,
} from '@cobertura/contracts';
import type { SpreadsheetLimits } from '../config/spreadsheet-limits.ts';
import { AppError } from '../errors.ts';
import {
  cellText,
  dateOrderOf,
  fileReadingOrder,
  type NumberReading,
  normaliseCell,
  type RawCell,
  resolveSlashDate,
  type SlashDate,
} from './cell-values.ts';
import { headerKey, type SheetColumn, type SheetValues } from './columns.ts';
import { decodeCsv, forEachCsvRow } from './csv-rows.ts';
import { checkSpreadsheet } from './guards.ts';
import { type RawRow, xlsxRows } from './xlsx-rows.ts';
import { inspectZipContent } from './zip-content.ts';

/** One data row: its number in the sheet, its values by column key, and what did not parse. */
export interface SheetRow {
  row: number;
  /** Parsed values; a cell with a problem keeps the text it had, for the report. */
  values: SheetValues;
  problems: TRowProblem[];
}

export interface ReadSheetOptions {
  /** The upload's name: its extension must agree with its content. */
  fileName?: string | undefined;
  /** The user's decimal separator, for numbers written as text in a workbook ("1,234"). */
  decimal?: '.' | ',' | undefined;
  /**
   * The user's order of a/b/yyyy dates (Profile, else their language), for a file whose own dates do
   * not settle it; 'either' when left out (a date that reads two ways is refused, never guessed).
   */
  dateOrder?: FigureDateOrder | undefined;
}

export interface ReadSheet {
  /** The sheet row holding the headers. */
  headerRow: number;
  /** Data rows below the header, blank rows left out. */
  rows: SheetRow[];
  /** Headers of the file that name no column (ignored). */
  ignoredHeaders: string[];
}

/**
 * Reads an uploaded .xlsx or .csv against its columns: the guards first (size, content, zip
 * directory, what the entries really inflate to), then the rows, streamed. The header row is the
 * first non-blank row, matched to the columns by header text in any language (no case or accents);
 * every later row's cells are normalised to their column's type, and a cell that does not parse
 * becomes a problem of its row, never an exception. Throws (AppError) FILE_TOO_LARGE,
 * NOT_A_SPREADSHEET, ZIP_BOMB, TOO_MANY_ROWS, SHEET_COLUMNS. Runs on a worker thread (see
 * read-spreadsheet.ts).
 */
export async function readSheet(
  bytes: Uint8Array,
  columns: SheetColumn[],
  limits: SpreadsheetLimits,
  options: ReadSheetOptions = {},
): Promise<ReadSheet> {
  const checked = await checkSpreadsheet(bytes, options.fileName, limits);
  const sheet = new SheetBuilder(columns, limits.maxRows, options.dateOrder ?? 'either');
  if (checked.format === 'csv') {
    const csv = decodeCsv(bytes);
    sheet.reading.decimal = options.decimal ?? csv.decimal;
    forEachCsvRow(csv, (row) => sheet.take(row));
  } else {
    const merges = await inspectZipContent(checked.entries, limits);
    const workbook = xlsxRows(checked.entries, merges, () => sheet.width);
    sheet.reading.decimal = options.decimal;
    // What ExcelJS throws means a damaged file; what taking a row throws (a refusal) passes as it is.
    let refusal: unknown;
    try {
      for await (const row of workbook.rows) {
        sheet.reading.date1904 = workbook.date1904();
        try {
          sheet.take(row);
        } catch (error) {
          refusal = error;
          break;
        }
      }
    } catch {
      throw new AppError('NOT_A_SPREADSHEET', 'The workbook is damaged and cannot be read.');
    }
    if (refusal) throw refusal;
  }
  return sheet.finish();
}

interface PendingDate {
  row: SheetRow;
  key: string;
  date: SlashDate;
}

/** Collects the rows of one sheet as they stream past. */
class SheetBuilder {
  readonly reading: NumberReading = {};
  private headerRow = 0;
  private readonly rows: SheetRow[] = [];
  private readonly pendingDates: PendingDate[] = [];
  /** Column of the sheet (0 = A) for each column key found in the header. */
  private readonly positions = new Map<string, number>();
  private ignoredHeaders: string[] = [];
  private dataRows = 0;

  constructor(
    private readonly columns: SheetColumn[],
    private readonly maxRows: number,
    private readonly userDateOrder: FigureDateOrder,
  ) {}

  /** Columns of the sheet a row must be read up to: all of them until the header is known. */
  get width(): number {
    return this.headerRow ? Math.max(0, ...this.positions.values()) + 1 : Number.POSITIVE_INFINITY;
  }

  take({ row, cells }: RawRow): void {
    if (!this.headerRow) {
      if (cells.some((cell) => cellText(cell) !== '')) this.readHeader(row, cells);
      return;
    }
    this.dataRows += 1;
    if (this.dataRows > this.maxRows) {
      throw new AppError(
        'TOO_MANY_ROWS',
        `The sheet has more than ${this.maxRows.toLocaleString('en')} rows; split it into several files.`,
      );
    }
    const mine = this.columns.map((column) => {
      const at = this.positions.get(column.key);
      return at === undefined ? null : (cells[at] ?? null);
    });
    if (mine.every((cell) => cellText(cell) === '')) return;
    const sheetRow: SheetRow = { row, values: {}, problems: [] };
    this.columns.forEach((column, i) => {
      const cell: RawCell = mine[i] ?? null;
      const read = normaliseCell(cell, column, this.reading);
      if ('value' in read) sheetRow.values[column.key] = read.value;
      else if ('slashDate' in read) {
        sheetRow.values[column.key] = cellText(cell);
        this.pendingDates.push({ row: sheetRow, key: column.key, date: read.slashDate });
      } else this.reject(sheetRow, column.key, read.problem, cell);
    });
    this.rows.push(sheetRow);
  }

  finish(): ReadSheet {
    if (!this.headerRow) this.readHeader(1, []);
    // The order of a/b/yyyy dates is the file's, not each cell's: one file is written in one locale.
    const order = fileReadingOrder(dateOrderOf(this.pendingDates.map((p) => p.date)), this.userDateOrder);
    for (const { row, key, date } of this.pendingDates) {
      const read = resolveSlashDate(date, order);
      if ('value' in read) row.values[key] = read.value;
      else this.reject(row, key, read.problem, row.values[key] ?? null);
    }
    return { headerRow: this.headerRow, rows: this.rows, ignoredHeaders: this.ignoredHeaders };
  }

  private reject(row: SheetRow, key: string, code: CellProblemCode, cell: RawCell): void {
    row.values[key] = cellText(cell) || null;
    row.problems.push({ column: key, code, message: CELL_PROBLEMS[code].en });
  }

  private readHeader(row: number, cells: RawCell[]): void {
    const byHeader = new Map<string, SheetColumn>();
    for (const column of this.columns) {
      for (const header of Object.values(column.headers)) byHeader.set(headerKey(header), column);
    }
    const fields: Record<string, string[]> = {};
    cells.forEach((cell, at) => {
      const text = cellText(cell);
      if (!text) return;
      const column = byHeader.get(headerKey(text));
      if (!column) {
        this.ignoredHeaders.push(text);
        return;
      }
      if (this.positions.has(column.key)) {
        fields[column.key] = [`The column “${column.headers.en}” appears twice.`];
      }
      this.positions.set(column.key, at);
    });
    for (const column of this.columns) {
      if (column.required && !this.positions.has(column.key)) {
        fields[column.key] = [`The column “${column.headers.en}” is missing.`];
      }
    }
    const problems = Object.values(fields).flat();
    if (problems.length) {
      throw new AppError(
        'SHEET_COLUMNS',
        `The header row (row ${row}) does not match the template: ${problems.join(' ')}`,
        fields,
      );
    }
    this.headerRow = row;
  }
}
