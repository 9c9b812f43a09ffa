import { tmpdir } from 'node:os';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { loadConfig } from '../config/config.ts';
import type { SpreadsheetLimits } from '../config/spreadsheet-limits.ts';
import type { SheetColumn } from '../spreadsheets/columns.ts';

/** The spreadsheet limits of the default configuration. */
export const LIMITS: SpreadsheetLimits = loadConfig({
  DATA_DIR: tmpdir(),
  JWT_SECRET: 'x'.repeat(32),
}).spreadsheetLimits;

/** A sheet of things that are not hedges: the reader knows only columns. */
export const COLUMNS: SheetColumn[] = [
  { key: 'code', headers: { en: 'Code', es: 'Código' }, type: 'text' },
  { key: 'name', headers: { en: 'Name', es: 'Nombre' }, type: 'text', required: true, maxLength: 20 },
  { key: 'amount', headers: { en: 'Amount', es: 'Monto' }, type: 'number' },
  { key: 'count', headers: { en: 'Count', es: 'Cantidad' }, type: 'integer' },
  { key: 'when', headers: { en: 'Date', es: 'Fecha de pago' }, type: 'date' },
  {
    key: 'side',
    headers: { en: 'Side', es: 'Lado' },
    type: 'enum',
    values: ['LONG', 'SHORT', 'OFFSET LONG'],
  },
];

/** One entry of a hand-made zip archive. */
export interface RawZipEntry {
  name: string;
  /** Already deflated when `deflated` is true; stored as it is otherwise. */
  data: Uint8Array;
  deflated?: boolean;
  /** What the directory says the entry inflates to (the truth unless a test wants a lie). */
  declaredSize: number;
  crc?: number;
}

/** A zip archive written byte by byte (APPNOTE 6.3.10), so that tests can make it lie. */
export function zipBytes(entries: RawZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.deflated ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.crc ?? 0, 14);
    local.writeUInt32LE(entry.data.byteLength, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.crc ?? 0, 16);
    central.writeUInt32LE(entry.data.byteLength, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    directory.push(central, name);
    offset += local.length + name.length + entry.data.byteLength;
  }
  const size = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...directory, end]));
}

/** A text entry, deflated honestly. */
export function textEntry(name: string, text: string): RawZipEntry {
  const data = Buffer.from(text);
  return { name, data: deflateRawSync(data), deflated: true, declaredSize: data.length, crc: crc32(data) };
}

/** `bytes` zero bytes, deflated a chunk at a time so that the test never holds them. */
export async function deflatedZeros(bytes: number): Promise<Uint8Array> {
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  const chunk = Buffer.alloc(16 * 1024 * 1024);
  for (let left = bytes; left > 0; left -= chunk.length) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    if (!deflater.write(piece)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return new Uint8Array(Buffer.concat(out));
}

/** The parts every workbook has, besides its sheets, for archives made by hand. */
export function workbookParts(): RawZipEntry[] {
  const ns = 'http://schemas.openxmlformats.org';
  return [
    textEntry(
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    textEntry(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    textEntry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

/** A sheet part whose rows are given as XML, deflated. */
export function sheetEntry(rowsXml: string): RawZipEntry {
  return textEntry(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowsXml}</sheetData></worksheet>`,
  );
}

/** A workbook built with ExcelJS's full (not streaming) writer, as a user's spreadsheet would be. */
export async function workbookBytes(
  build: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void,
): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  build(book.addWorksheet('Data'), book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
