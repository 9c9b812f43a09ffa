import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';
import type { SheetColumn } from './columns.ts';
import { checkSpreadsheet } from './guards.ts';
import type { ReadSheet, ReadSheetOptions } from './sheet-reader.ts';
import type { Upload } from './upload.ts';

/**
 * Reads an upload against its columns on a worker thread, for an owner (a user id) in turn with
 * every other heavy job. The size, content and zip directory are checked here first, so a refused
 * file never takes a thread; the worker checks again, reads and normalises. Refusals are AppErrors
 * (FILE_TOO_LARGE, NOT_A_SPREADSHEET, ZIP_BOMB, TOO_MANY_ROWS, SHEET_COLUMNS; RATE_LIMITED and
 * TIME_LIMIT from the queue); a worker that fails in any other way (a crash, memory) is an
 * unreadable file for the caller and a logged error here, and the server carries on.
 */
export async function readSpreadsheet(
  services: Pick<Services, 'config' | 'jobs' | 'log'>,
  owner: string,
  upload: Upload,
  columns: SheetColumn[],
  options: Omit<ReadSheetOptions, 'fileName'> = {},
  signal?: AbortSignal,
): Promise<ReadSheet> {
  const limits = services.config.spreadsheetLimits;
  await checkSpreadsheet(upload.bytes, upload.fileName, limits);
  const bytes = ownBuffer(upload.bytes);
  let outcome: Awaited<ReturnType<typeof services.jobs.run<'readSheet'>>>;
  try {
    outcome = await services.jobs.run(
      owner,
      'readSheet',
      { bytes, columns, limits, options: { ...options, fileName: upload.fileName } },
      { signal, transfer: [bytes.buffer as ArrayBuffer] },
    );
  } catch (error) {
    if (error instanceof AppError || signal?.aborted) throw error;
    services.log.error(error);
    throw new AppError('NOT_A_SPREADSHEET', 'The file could not be read as a spreadsheet.');
  }
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message, outcome.fields);
  return outcome.sheet;
}

/**
 * The bytes in a buffer of their own, which can move to the thread: a small Node Buffer is a view
 * into a pool shared with other Buffers, which moving would take from them.
 */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
    ? bytes
    : new Uint8Array(bytes);
}
