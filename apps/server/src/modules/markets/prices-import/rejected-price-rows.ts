import { PRICE_ROW_PROBLEMS, type SheetLanguage } from '@cobertura/contracts';
import type { Caller } from '../../../identity/caller.ts';
import type { Services } from '../../../services.ts';
import { rejectedRowsSheet } from '../../../spreadsheets/sheet-writer.ts';
import type { Upload } from '../../../spreadsheets/upload.ts';
import { judgePriceFile } from './import-price-file.ts';
import { PRICE_FILE_COLUMNS } from './price-file-columns.ts';

const NAMES: Record<SheetLanguage, string> = { en: 'Rejected prices', es: 'Precios rechazados' };

/**
 * The rejected rows of a price file as an .xlsx to fix and import again: each row's sheet number,
 * its cells as they were read and its reasons in `language`. Judged as the preview judges it, on
 * the file sent again, so nothing is kept between the preview and the download; a file without
 * rejected rows gives the header row only.
 */
export async function rejectedPriceRows(
  services: Services,
  caller: Caller,
  upload: Upload,
  language: SheetLanguage,
  signal?: AbortSignal,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const { rejected } = await judgePriceFile(services, caller, upload, signal);
  const name = NAMES[language];
  const bytes = await services.jobs.run(`user-${caller.id}`, 'writeXlsx', {
    sheets: [rejectedRowsSheet(PRICE_FILE_COLUMNS, rejected, language, PRICE_ROW_PROBLEMS)],
    language,
  });
  return { filename: `${name}.xlsx`, bytes };
}
