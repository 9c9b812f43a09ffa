import type { BookKind, SheetLanguage } from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { templateSheets, writeCsv } from '../../spreadsheets/sheet-writer.ts';
import { bookRulesSheet } from './book-rules-sheet.ts';
import { BOOK_SHEET_NAMES, bookSheetColumns } from './book-sheet-columns.ts';

/**
 * The empty sheet of a kind to fill in and import: an .xlsx with the rules of each column on a
 * second tab (written from the rules the import applies), or a CSV of the header row.
 */
export async function bookTemplate(
  services: Services,
  caller: Caller,
  kind: BookKind,
  format: 'xlsx' | 'csv',
  language: SheetLanguage,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const name = BOOK_SHEET_NAMES[kind][language];
  const columns = bookSheetColumns(kind);
  if (format === 'csv') {
    return { filename: `${name}.csv`, bytes: Buffer.from(writeCsv({ columns, rows: [] }, language)) };
  }
  const bytes = await services.jobs.run(`user-${caller.id}`, 'writeXlsx', {
    sheets: templateSheets(name, columns, language, bookRulesSheet(kind, language)),
    language,
  });
  return { filename: `${name}.xlsx`, bytes };
}
