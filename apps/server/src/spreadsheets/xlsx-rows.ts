import type { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { RawCell } from './cell-values.ts';
import type { MergesBySheet } from './zip-content.ts';
import type { ZipEntry } from './zip-directory.ts';

/** One row of a sheet as read: its number in the sheet and its cells by column (0 = A). */
export interface RawRow {
  row: number;
  cells: RawCell[];
}

export interface XlsxRows {
  rows: AsyncIterable<RawRow>;
  /** Known once the workbook part has been read, which Excel writes before the sheets. */
  date1904(): boolean;
}

/**
 * The rows of a workbook's first sheet (the first tab), streamed by ExcelJS's WorkbookReader:
 * formulas read as the result the file cached (never evaluated), error cells as errors, rich text
 * as its text, and every cell of a merged range as the range's top-left value (what the eye sees).
 * Cells right of `columnsWanted()` (the last column the header mapped, once it is read) are left
 * out, so a row reaching column XFD costs no more than its real cells.
 */
export function xlsxRows(entries: ZipEntry[], merges: MergesBySheet, columnsWanted: () => number): XlsxRows {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(partsInReadingOrder(entries)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  // The reader announces each worksheet part just before it hands the sheet over.
  let sheetPart = '';
  (reader as unknown as EventEmitter).on('entry', (entry: { type: string; id?: string }) => {
    if (entry.type === 'worksheet') sheetPart = `xl/worksheets/sheet${entry.id}.xml`;
  });
  const model = () =>
    reader as unknown as { model?: { sheets?: { name: string }[] }; properties?: { date1904?: boolean } };

  async function* rows(): AsyncGenerator<RawRow> {
    for await (const sheet of reader) {
      const firstTab = model().model?.sheets?.[0]?.name;
      if (firstTab !== undefined && (sheet as unknown as { name?: string }).name !== firstTab) continue;
      const fill = mergeFiller(merges.get(sheetPart) ?? []);
      for await (const row of sheet) {
        const cells: RawCell[] = [];
        const width = columnsWanted();
        row.eachCell((cell, column) => {
          if (column > width) return;
          while (cells.length < column - 1) cells.push(null);
          cells.push(
            cell.type === ExcelJS.ValueType.Formula ? formulaResult(cell.model) : rawCell(cell.value),
          );
        });
        yield { row: row.number, cells: fill(row.number, cells, width) };
      }
      return;
    }
  }
  return { rows: rows(), date1904: () => model().properties?.date1904 === true };
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const sheetNumber = (e: ZipEntry) => Number(SHEET.exec(e.name)?.[1]);
const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>';

/**
 * The archive's entries that ExcelJS reads, each as a local header and its data as stored, in the
 * order it wants them: relationships, workbook, shared strings and styles before the sheets.
 * ExcelJS streams a sheet only when those came first, and otherwise writes it to a temporary file
 * to parse later (and reads its dates as plain numbers when the styles come after); Excel itself
 * writes the sheets first. A workbook without shared strings gets an empty list for the same reason.
 */
function partsInReadingOrder(entries: ZipEntry[]): Buffer[] {
  const named = (name: string) => entries.find((e) => e.name === name);
  const part = (e: ZipEntry | undefined) => (e ? [localEntry(e)] : []);
  const sheets = entries.filter((e) => SHEET.test(e.name)).sort((a, b) => sheetNumber(a) - sheetNumber(b));
  const sharedStrings = named('xl/sharedStrings.xml');
  return [
    ...part(named('xl/_rels/workbook.xml.rels')),
    ...part(named('xl/workbook.xml')),
    ...(sharedStrings
      ? part(sharedStrings)
      : [localEntry(storedEntry('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS))]),
    ...part(named('xl/styles.xml')),
    ...sheets.flatMap(part),
  ];
}

/**
 * An entry as a local file header (APPNOTE §4.3.7) followed by its data. The header states the
 * sizes the directory declares, with the data-descriptor flag (bit 3) cleared, so that the reader
 * needs no descriptor after the data to know where it ends.
 */
function localEntry(entry: ZipEntry): Buffer {
  const name = Buffer.from(entry.name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(entry.flags & ~0x08, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt32LE(entry.crc32, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.uncompressedSize, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, entry.data]);
}

/** A text stored without compression. */
function storedEntry(name: string, content: string): ZipEntry {
  const data = Buffer.from(content);
  const size = data.length;
  return {
    name,
    method: 0,
    flags: 0,
    crc32: crc32(data),
    compressedSize: size,
    uncompressedSize: size,
    data,
  };
}

/**
 * A formula is never evaluated: the result the file cached stands for it. A file saved without
 * results (written by a program, never opened in a spreadsheet) has none to give, and an error
 * result reaches us as NaN, its text lost.
 */
function formulaResult(model: { result?: unknown }): RawCell {
  if (model.result === undefined) return { uncalculated: true };
  return typeof model.result === 'number' && Number.isNaN(model.result)
    ? { error: '#ERROR' }
    : rawCell(model.result);
}

function rawCell(value: unknown): RawCell {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || value instanceof Date) return value as RawCell;
  const v = value as Record<string, unknown>;
  if ('error' in v) return { error: String(v.error) };
  if (Array.isArray(v.richText)) return v.richText.map((part: { text?: string }) => part.text ?? '').join('');
  if ('text' in v) return String(v.text);
  return null;
}

interface Range {
  top: number;
  left: number;
  bottom: number;
  right: number;
  value: RawCell;
}

/** Copies each merged range's top-left value into the range's other cells, as rows stream past. */
function mergeFiller(refs: string[]): (row: number, cells: RawCell[], width: number) => RawCell[] {
  const ranges = refs.map(parseRange).filter((r): r is Range => r !== undefined);
  if (!ranges.length) return (_row, cells) => cells;
  return (row, cells, width) => {
    for (const range of ranges) {
      if (row < range.top || row > range.bottom) continue;
      if (row === range.top) range.value = cells[range.left] ?? null;
      for (let c = range.left; c <= Math.min(range.right, width - 1); c++) {
        if (row === range.top && c === range.left) continue;
        while (cells.length <= c) cells.push(null);
        cells[c] = range.value;
      }
    }
    return cells;
  };
}

function parseRange(ref: string): Range | undefined {
  const match = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(ref);
  if (!match) return undefined;
  return {
    left: columnIndex(match[1] ?? ''),
    top: Number(match[2]),
    right: columnIndex(match[3] ?? ''),
    bottom: Number(match[4]),
    value: null,
  };
}

/** "A" → 0, "Z" → 25, "AA" → 26. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}
