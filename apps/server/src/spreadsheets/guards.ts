import { RATIO_FLOOR_BYTES, type SpreadsheetLimits } from '../config/spreadsheet-limits.ts';
import { AppError } from '../errors.ts';
import { NotAZip, readZipDirectory, type ZipEntry } from './zip-directory.ts';

export type SpreadsheetFormat = 'xlsx' | 'csv';

export interface CheckedSpreadsheet {
  format: SpreadsheetFormat;
  /** The zip directory of an .xlsx, as checked. */
  entries: ZipEntry[];
}

const MiB = 1024 * 1024;
const mib = (bytes: number) => `${Math.round((bytes / MiB) * 10) / 10} MB`;
const EXTENSIONS: Record<string, SpreadsheetFormat> = { xlsx: 'xlsx', xlsm: 'xlsx', csv: 'csv', txt: 'csv' };
const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
// The compound-file header of old .xls workbooks and of password-protected .xlsx ones.
const isCompoundFile = (b: Uint8Array) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

/**
 * Everything checked about an upload before a parser sees a byte of it: its size, what it is by its
 * content (and that this agrees with its name), and for a workbook its zip directory: the number of
 * entries, the sizes they declare once inflated and the compression ratio. Throws FILE_TOO_LARGE,
 * NOT_A_SPREADSHEET or ZIP_BOMB.
 */
export async function checkSpreadsheet(
  bytes: Uint8Array,
  fileName: string | undefined,
  limits: SpreadsheetLimits,
): Promise<CheckedSpreadsheet> {
  if (bytes.byteLength > limits.maxBytes) {
    throw fileTooLarge(limits.maxBytes);
  }
  const extension = fileName?.includes('.') ? fileName.split('.').pop()?.toLowerCase() : undefined;
  const named = extension === undefined ? undefined : EXTENSIONS[extension];
  if (extension !== undefined && named === undefined) {
    throw notASpreadsheet(`A .${extension} file cannot be imported: upload an .xlsx or .csv file.`);
  }
  if (isCompoundFile(bytes)) {
    throw notASpreadsheet(
      'This is an old .xls workbook or a password-protected one: save it as .xlsx without a password.',
    );
  }
  if (isZip(bytes)) {
    if (named === 'csv') throw notASpreadsheet('The file is named .csv but holds a workbook: name it .xlsx.');
    return { format: 'xlsx', entries: await checkWorkbookDirectory(bytes, limits) };
  }
  if (named === 'xlsx') throw notASpreadsheet('The file is named .xlsx but is not an Excel workbook.');
  if (!looksLikeText(bytes)) throw notASpreadsheet('The file is neither an .xlsx workbook nor a CSV text.');
  return { format: 'csv', entries: [] };
}

async function checkWorkbookDirectory(bytes: Uint8Array, limits: SpreadsheetLimits): Promise<ZipEntry[]> {
  let entries: ZipEntry[];
  try {
    entries = await readZipDirectory(bytes);
  } catch (error) {
    if (error instanceof NotAZip)
      throw notASpreadsheet('The workbook is damaged: its zip directory is unreadable.');
    throw error;
  }
  if (entries.length > limits.maxEntries) {
    throw zipBomb(`The workbook has ${entries.length} parts; at most ${limits.maxEntries} are accepted.`);
  }
  const names = new Set(entries.map((e) => e.name));
  if (!['[Content_Types].xml', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels'].every((n) => names.has(n))) {
    throw notASpreadsheet('The file is a zip archive but not an Excel workbook.');
  }
  if (entries.some((e) => e.flags & 1))
    throw notASpreadsheet('The workbook is encrypted: save it without a password.');
  if (entries.some((e) => e.method !== 0 && e.method !== 8)) {
    throw notASpreadsheet('The workbook is compressed in a way Excel does not write.');
  }
  const inflated = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  const compressed = entries.reduce((sum, e) => sum + e.compressedSize, 0);
  if (inflated > limits.maxUncompressedBytes) {
    throw zipBomb(
      `The workbook inflates to ${mib(inflated)}; at most ${mib(limits.maxUncompressedBytes)} are accepted.`,
    );
  }
  const tooDense = (inflatedSize: number, compressedSize: number) =>
    inflatedSize > limits.maxRatio * Math.max(compressedSize, 1);
  const denseEntry = entries.find(
    (e) => e.uncompressedSize > RATIO_FLOOR_BYTES && tooDense(e.uncompressedSize, e.compressedSize),
  );
  if (inflated > RATIO_FLOOR_BYTES && (tooDense(inflated, compressed) || denseEntry)) {
    throw zipBomb(`The workbook is compressed more than ${limits.maxRatio} to 1, as only zip bombs are.`);
  }
  return entries;
}

/**
 * Text is what a CSV file is: no control characters but tab, line feed and carriage return (a
 * PNG's header, random bytes and binary formats all have some within their first bytes).
 */
function looksLikeText(bytes: Uint8Array): boolean {
  for (const b of bytes) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
    if (b === 0x7f) return false;
  }
  return true;
}

export const fileTooLarge = (maxBytes: number) =>
  new AppError('FILE_TOO_LARGE', `The file is larger than ${mib(maxBytes)}.`);
export const notASpreadsheet = (message: string) => new AppError('NOT_A_SPREADSHEET', message);
export const zipBomb = (message: string) => new AppError('ZIP_BOMB', message);
