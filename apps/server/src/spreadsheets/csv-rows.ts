import Papa from 'papaparse';
import type { RawRow } from './xlsx-rows.ts';

export type CsvDelimiter = ',' | ';' | '\t';

export interface CsvText {
  text: string;
  delimiter: CsvDelimiter;
  /** The decimal separator the delimiter implies: ';' files come from locales writing 1,5. */
  decimal: '.' | ',' | undefined;
}

/**
 * The text of a CSV file: UTF-8 (a byte-order mark dropped), or Windows-1252 when it is not valid
 * UTF-8 (what Excel on Windows writes as "CSV"); its delimiter from Excel's `sep=` line when there is
 * one, else the most frequent of ';', ',' and tab on its first line, outside quotes.
 */
export function decodeCsv(bytes: Uint8Array): CsvText {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  const sep = /^sep=(.)\r?\n/i.exec(text);
  let delimiter: CsvDelimiter;
  if (sep && (sep[1] === ',' || sep[1] === ';' || sep[1] === '\t')) {
    delimiter = sep[1];
    text = text.slice(sep[0].length);
  } else delimiter = guessDelimiter(text);
  return { text, delimiter, decimal: delimiter === ';' ? ',' : delimiter === ',' ? '.' : undefined };
}

function guessDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      if (counts[','] + counts[';'] + counts['\t'] > 0) break;
    } else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  return counts['\t'] > counts[','] ? '\t' : ',';
}

/** A text cell that our CSV writer protected with a leading apostrophe ("'=A1"): the apostrophe goes. */
const PROTECTED_FORMULA = /^'[=+\-@\t\r]/;

/**
 * Hands every record of the text to `take`, numbered from 1 as a spreadsheet numbers the rows it
 * opens the file into. `take` may throw to stop the reading.
 */
export function forEachCsvRow(csv: CsvText, take: (row: RawRow) => void): void {
  let row = 0;
  let failure: unknown;
  Papa.parse<string[]>(csv.text, {
    delimiter: csv.delimiter,
    skipEmptyLines: false,
    step: (result, parser) => {
      row += 1;
      const cells = result.data.map((cell) => (PROTECTED_FORMULA.test(cell) ? cell.slice(1) : cell));
      try {
        take({ row, cells });
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
}
