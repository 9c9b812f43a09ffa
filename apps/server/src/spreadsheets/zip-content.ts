import { createInflateRaw } from 'node:zlib';
import type { SpreadsheetLimits } from '../config/spreadsheet-limits.ts';
import { notASpreadsheet, zipBomb } from './guards.ts';
import type { ZipEntry } from './zip-directory.ts';

/** The merged ranges ("A2:A4") of each worksheet part, by its path in the archive. */
export type MergesBySheet = Map<string, string[]>;

const SHEET_PART = /^xl\/worksheets\/sheet\d+\.xml$/;
const MERGE_CELL = /<mergeCell\s+ref="([A-Z]+[0-9]+:[A-Z]+[0-9]+)"/g;
/** Longer than any <mergeCell ref="…"> tag, so a tag cut between two chunks is still seen whole. */
const TAG_OVERLAP = 64;

/**
 * Inflates every entry once, keeping nothing but counts, before the parser runs: an archive whose
 * directory understates what its entries inflate to (a zip bomb the directory check cannot see)
 * is stopped as soon as one entry passes its declared size, so the parser only ever inflates what
 * the directory check allowed. The same pass collects each worksheet's merged ranges, which
 * ExcelJS's streaming reader does not report. Throws ZIP_BOMB or NOT_A_SPREADSHEET.
 */
export async function inspectZipContent(
  entries: ZipEntry[],
  limits: SpreadsheetLimits,
): Promise<MergesBySheet> {
  const merges: MergesBySheet = new Map();
  let total = 0;
  for (const entry of entries) {
    const refs = new Set<string>();
    const isSheet = SHEET_PART.test(entry.name);
    let size = 0;
    let tail = '';
    const take = (chunk: Uint8Array) => {
      size += chunk.byteLength;
      total += chunk.byteLength;
      if (size > entry.uncompressedSize || total > limits.maxUncompressedBytes) {
        throw zipBomb('The workbook inflates to more than its directory declares.');
      }
      if (!isSheet) return;
      const text = tail + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
      for (const match of text.matchAll(MERGE_CELL)) refs.add(match[1] ?? '');
      tail = text.slice(-TAG_OVERLAP);
    };
    if (entry.method === 0) take(entry.data);
    else await inflate(entry.data, take);
    if (refs.size) merges.set(entry.name, [...refs]);
  }
  return merges;
}

function inflate(data: Uint8Array, take: (chunk: Uint8Array) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
    inflater.on('data', (chunk: Buffer) => {
      try {
        take(chunk);
      } catch (error) {
        inflater.destroy();
        reject(error);
      }
    });
    inflater.on('end', resolve);
    inflater.on('error', () => reject(notASpreadsheet('The workbook is damaged: a part does not inflate.')));
    inflater.end(data);
  });
}
