/** What one spreadsheet upload may be; checked before and while it is read (see guards.ts). */
export interface SpreadsheetLimits {
  /** Bytes of the upload as sent (the compressed size of an .xlsx). */
  maxBytes: number;
  /** Sum of the inflated sizes an .xlsx's zip directory declares, and that its entries really inflate to. */
  maxUncompressedBytes: number;
  /** Inflated ÷ compressed, of the whole archive and of each entry larger than RATIO_FLOOR_BYTES. */
  maxRatio: number;
  /** Entries of the zip archive. */
  maxEntries: number;
  /** Data rows (below the header) of the sheet read. */
  maxRows: number;
}

/**
 * A workbook of a few dozen sheets has a few hundred entries; thousands are only seen in archives
 * built to exhaust a reader.
 */
export const MAX_ZIP_ENTRIES = 1_000;

/**
 * Entries this small are not held to the ratio: a short, repetitive part (a style sheet, an empty
 * sheet) compresses far past 100× and cannot hurt.
 */
export const RATIO_FLOOR_BYTES = 1024 * 1024;
