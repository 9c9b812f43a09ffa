import { PassThrough } from 'node:stream';
import { type ProblemTexts, problemWords, type SheetLanguage, type TRowProblem } from '@cobertura/contracts';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { CellValue, SheetColumn, SheetValues } from './columns.ts';
import type { CsvDelimiter } from './csv-rows.ts';
import { SHEET_TEXTS } from './sheet-texts.ts';

/** A sheet whose rows are an array, which can be copied to a worker thread. */
export interface SheetOfRows extends SheetToWrite {
  rows: SheetValues[];
}

/** A workbook to write on a worker thread. */
export interface WriteXlsxJob {
  sheets: SheetOfRows[];
  language: SheetLanguage;
}

export interface SheetToWrite {
  /** The tab's name (Excel allows 31 characters, none of []:*?/\). */
  name: string;
  columns: SheetColumn[];
  rows: Iterable<SheetValues>;
}

/**
 * Text a spreadsheet would run as a formula when it opens a CSV file, or when a user edits the cell
 * (OWASP, "CSV Injection"): starting with =, +, -, @, a tab or a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_FORMAT = 'yyyy-mm-dd';

/**
 * An .xlsx workbook of typed cells, streamed by ExcelJS's WorkbookWriter: dates as date cells shown
 * yyyy-mm-dd, numbers as numbers, everything else as text cells (never formulas: text starting with
 * '=' is written as the text it is), each sheet with a bold, frozen header row, an autofilter and
 * column widths.
 */
export async function writeXlsx(sheets: SheetToWrite[], language: SheetLanguage): Promise<Uint8Array> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheetName(sheet.name), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.headers[language],
      key: column.key,
      width: column.width ?? Math.max(10, column.headers[language].length + 2),
      ...(column.type === 'date' ? { style: { numFmt: DATE_FORMAT } } : {}),
    }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.getRow(1).commit();
    if (sheet.columns.length) {
      worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
    }
    for (const values of sheet.rows) {
      worksheet.addRow(sheet.columns.map((column) => xlsxCell(values[column.key] ?? null, column))).commit();
    }
    worksheet.commit();
  }
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

function xlsxCell(value: CellValue, column: SheetColumn): ExcelJS.CellValue {
  if (value === null) return null;
  if (column.type === 'date' && typeof value === 'string' && ISO_DATE.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  // A string stays a string cell; ExcelJS writes formulas only from { formula } values.
  return value;
}

/**
 * A CSV text of the rows (with a byte-order mark, so that Excel reads it as UTF-8): dates as
 * yyyy-mm-dd, numbers with the decimal separator the delimiter goes with (',' beside ';'), and text
 * that a spreadsheet would run as a formula written behind an apostrophe, which the reader removes.
 */
export function writeCsv(
  sheet: Omit<SheetToWrite, 'name'>,
  language: SheetLanguage,
  delimiter: CsvDelimiter = ',',
): string {
  const decimalComma = delimiter === ';';
  const csvCell = (value: CellValue) => {
    if (value === null) return '';
    if (typeof value === 'number') return decimalComma ? String(value).replace('.', ',') : String(value);
    return FORMULA_START.test(value) ? `'${value}` : value;
  };
  const data = [...sheet.rows].map((values) =>
    sheet.columns.map((column) => csvCell(values[column.key] ?? null)),
  );
  const text = Papa.unparse(
    { fields: sheet.columns.map((column) => column.headers[language]), data },
    { delimiter, newline: '\r\n', escapeFormulae: false },
  );
  return `\ufeff${text}\r\n`;
}

/** One line of a template's rules sheet: a column, when it is required, its format and its rule. */
export interface ColumnRule {
  column: string;
  required: string;
  format: string;
  rule: string | null;
}

/** Each column's rule as its description says it: required or not, its format and its hint. */
export function columnRules(columns: SheetColumn[], language: SheetLanguage): ColumnRule[] {
  const texts = SHEET_TEXTS[language];
  return columns.map((c) => ({
    column: c.headers[language],
    required: c.required ? texts.yes : texts.no,
    format: texts.format(c),
    rule: c.hint?.[language] ?? null,
  }));
}

/**
 * The template a user fills in: the data sheet with its header row only, and a second sheet with
 * each column's rule (`rules`, else what the columns say of themselves), both in `language`.
 */
export function templateSheets(
  name: string,
  columns: SheetColumn[],
  language: SheetLanguage,
  rules: ColumnRule[] = columnRules(columns, language),
): SheetOfRows[] {
  const texts = SHEET_TEXTS[language];
  const text = (key: keyof ColumnRule, header: string, width: number): SheetColumn => ({
    key,
    headers: { en: header, es: header },
    type: 'text',
    width,
  });
  const [column, required, format, rule] = texts.rulesHeaders;
  return [
    { name, columns, rows: [] },
    {
      name: texts.rulesSheet,
      columns: [
        text('column', column, 28),
        text('required', required, 40),
        text('format', format, 48),
        text('rule', rule, 100),
      ],
      rows: rules.map((r) => ({ ...r })),
    },
  ];
}

export interface RejectedRow {
  row: number;
  values: SheetValues;
  problems: TRowProblem[];
}

/**
 * The rejected rows of an import as a sheet the user can fix and upload again: the sheet's row
 * number, the columns as they were read (a cell that did not parse keeps its text), and a reason
 * column naming each problem in `language`, with `rules` wording the codes of the rows' own rules.
 */
export function rejectedRowsSheet(
  columns: SheetColumn[],
  rejected: RejectedRow[],
  language: SheetLanguage,
  rules: ProblemTexts,
): SheetOfRows {
  const texts = SHEET_TEXTS[language];
  const headerOf = new Map(columns.map((c) => [c.key, c.headers[language]]));
  const reason = (p: TRowProblem) => {
    const text = problemWords(p, language, rules);
    const header = p.column === null ? undefined : headerOf.get(p.column);
    return header ? `${header}: ${text}` : text;
  };
  const rowKey = '__row';
  const reasonKey = '__reason';
  return {
    name: texts.rejectedSheet,
    columns: [
      { key: rowKey, headers: { en: texts.row, es: texts.row }, type: 'integer', width: 8 },
      ...columns,
      { key: reasonKey, headers: { en: texts.reason, es: texts.reason }, type: 'text', width: 80 },
    ],
    rows: rejected.map((r) => ({
      ...r.values,
      [rowKey]: r.row,
      [reasonKey]: r.problems.map(reason).join(' · '),
    })),
  };
}

/** A name Excel accepts for a tab. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}
