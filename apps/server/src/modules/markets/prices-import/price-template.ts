import type { SheetFormat, SheetLanguage } from '@cobertura/contracts';
import type { Caller } from '../../../identity/caller.ts';
import type { Services } from '../../../services.ts';
import { templateSheets, writeCsv } from '../../../spreadsheets/sheet-writer.ts';
import { PRICE_FILE_COLUMNS } from './price-file-columns.ts';

const NAMES: Record<SheetLanguage, string> = { en: 'Daily prices', es: 'Precios diarios' };

/**
 * The empty price file to fill in and import, headers in `language`: an .xlsx with each column's
 * rule on a second tab, or a CSV of the header row.
 */
export async function priceTemplate(
  services: Services,
  caller: Caller,
  format: SheetFormat,
  language: SheetLanguage,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const name = NAMES[language];
  if (format === 'csv') {
    const csv = writeCsv({ columns: PRICE_FILE_COLUMNS, rows: [] }, language);
    return { filename: `${name}.csv`, bytes: Buffer.from(csv) };
  }
  const bytes = await services.jobs.run(`user-${caller.id}`, 'writeXlsx', {
    sheets: templateSheets(name, PRICE_FILE_COLUMNS, language),
    language,
  });
  return { filename: `${name}.xlsx`, bytes };
}
