/**
 * Tab-separated text as spreadsheets put it on the clipboard: cells split by tabs, rows by CRLF or
 * LF, a cell holding a tab, a newline or a quote wrapped in double quotes with its quotes doubled,
 * and a final newline after the last row. Excel, LibreOffice and Google Sheets all write this.
 */
import Papa from 'papaparse';

/** The rows and cells of a clipboard text; the final newline adds no empty row. */
export function parseTsv(text: string): string[][] {
  const quoted = text.includes('"')
    ? Papa.parse<string[]>(text, { delimiter: '\t', newline: rowBreak(text) })
    : undefined;
  const rows = quoted && quoted.errors.length === 0 ? quoted.data : unquotedRows(text);
  // Papa reads the final newline as the start of one more row, an empty one.
  const last = rows.at(-1);
  if (/[\r\n]$/.test(text) && last?.length === 1 && last[0] === '') rows.pop();
  return rows;
}

/**
 * What ends a row of a text that quotes cells: CRLF wherever one is (Excel and Google Sheets end rows
 * so, and break a cell's lines with LF), else LF, else CR. Papa's own guess is misled by a quote
 * inside a cell (5" pipe), which it reads as the start of a quoted stretch.
 */
function rowBreak(text: string): '\r\n' | '\n' | '\r' {
  return text.includes('\r\n') ? '\r\n' : text.includes('\n') ? '\n' : '\r';
}

/**
 * The rows of a text in which no cell is quoted: none has a quote, or one does not close its cell
 * (a text that merely starts with a quote), and then every quote is text. No cell holds a line
 * break, so CRLF, LF and CR all end a row (Papa reads one kind of line break per text).
 */
function unquotedRows(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/\r\n?/g, '\n'), {
    delimiter: '\t',
    newline: '\n',
    fastMode: true,
  }).data;
}

/** Rows of cells as a spreadsheet reads them from the clipboard (CRLF, quoted where needed). */
export function formatTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoted).join('\t')).join('\r\n') + (rows.length > 0 ? '\r\n' : '');
}

function quoted(cell: string): string {
  return /[\t\r\n"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}
