/**
 * Tab-separated text as spreadsheets put it on the clipboard: cells split by tabs, rows by CRLF or
 * LF, a cell holding a tab, a newline or a quote wrapped in double quotes with its quotes doubled,
 * and a final newline after the last row. Excel, LibreOffice and Google Sheets all write this.
 */

/** The rows and cells of a clipboard text; the final newline adds no empty row. */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let isCellStart = true;
  while (i < text.length) {
    const char = text[i];
    if (isCellStart && char === '"') {
      const end = closingQuote(text, i + 1);
      if (end >= 0) {
        cell = text.slice(i + 1, end).replace(/""/g, '"');
        i = end + 1;
        isCellStart = false;
        continue;
      }
    }
    isCellStart = false;
    if (char === '\t') {
      row.push(cell);
      cell = '';
      isCellStart = true;
      i += 1;
    } else if (char === '\r' || char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      isCellStart = true;
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += char;
      i += 1;
    }
  }
  // Text after the last newline is a last row; nothing after it (the usual final newline) is none.
  if (!isCellStart || row.length > 0 || cell !== '') {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * Where a quoted cell opened at `from` closes: the quote that is not doubled and is followed by a
 * tab, a newline or the end. A quote that never closes so means the cell was not quoted (a text that
 * merely starts with a quote), and -1 is answered.
 */
function closingQuote(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const quote = text.indexOf('"', i);
    if (quote < 0) return -1;
    if (text[quote + 1] === '"') {
      i = quote + 2;
      continue;
    }
    const next = text[quote + 1];
    return next === undefined || next === '\t' || next === '\r' || next === '\n' ? quote : -1;
  }
  return -1;
}

/** Rows of cells as a spreadsheet reads them from the clipboard (CRLF, quoted where needed). */
export function formatTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoted).join('\t')).join('\r\n') + (rows.length > 0 ? '\r\n' : '');
}

function quoted(cell: string): string {
  return /[\t\r\n"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}
