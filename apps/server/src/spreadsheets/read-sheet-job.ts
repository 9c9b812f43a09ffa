import type { ErrorCode } from '@cobertura/contracts';
import type { SpreadsheetLimits } from '../config/spreadsheet-limits.ts';
import { AppError } from '../errors.ts';
import type { SheetColumn } from './columns.ts';
import { type ReadSheet, type ReadSheetOptions, readSheet } from './sheet-reader.ts';

/** What the worker thread gets: the upload's bytes (moved, not copied) and how to read them. */
export interface ReadSheetJob {
  bytes: Uint8Array;
  columns: SheetColumn[];
  limits: SpreadsheetLimits;
  options: ReadSheetOptions;
}

/**
 * The sheet, or the refusal as data: an error thrown on a worker thread reaches the server without
 * its class or code, so the refusal's code and fields travel as plain values.
 */
export type ReadSheetOutcome =
  | { ok: true; sheet: ReadSheet }
  | { ok: false; code: ErrorCode; message: string; fields?: Record<string, string[]> | undefined };

export async function readSheetJob(job: ReadSheetJob): Promise<ReadSheetOutcome> {
  try {
    return { ok: true, sheet: await readSheet(job.bytes, job.columns, job.limits, job.options) };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, code: error.code, message: error.message, fields: error.fields };
    }
    throw error;
  }
}
