import {
  type CellProblemCode,
  calendarDay,
  type DateOrder,
  type FigureDateOrder,
  readFigureDate,
} from '@cobertura/contracts';
import type { CellValue, SheetColumn } from './columns.ts';

/** A cell as a reader hands it over: what the file holds, formulas already replaced by their result. */
export type RawCell = string | number | boolean | Date | null | { error: string } | { uncalculated: true };

/** A date written as a/b/yyyy, read once the whole file shows whether it writes the day or the month first. */
export interface SlashDate {
  first: number;
  second: number;
  year: number;
}

export type Normalised = { value: CellValue } | { problem: CellProblemCode } | { slashDate: SlashDate };

export interface NumberReading {
  /** The decimal separator of the file when it is known (a CSV's delimiter tells it); else guessed. */
  decimal?: '.' | ',' | undefined;
  /** The workbook counts its date serials from 1904 (old Mac Excel). */
  date1904?: boolean | undefined;
}

/** Turns one cell into its column's type, or names the problem; never throws. */
export function normaliseCell(cell: RawCell, column: SheetColumn, reading: NumberReading = {}): Normalised {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) {
    return column.required ? { problem: 'REQUIRED' } : { value: null };
  }
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return { problem: 'NOT_A_DATE' };
  } else if (typeof cell === 'object') {
    return { problem: 'error' in cell ? 'CELL_ERROR' : 'FORMULA_NOT_CALCULATED' };
  }
  if (typeof cell === 'number' && !Number.isFinite(cell)) return { problem: 'CELL_ERROR' };
  switch (column.type) {
    case 'text': {
      const text = cellText(cell);
      return column.maxLength !== undefined && text.length > column.maxLength
        ? { problem: 'TOO_LONG' }
        : { value: text };
    }
    case 'enum': {
      const wanted = enumKey(cellText(cell));
      const match = column.values.find((v) => enumKey(v) === wanted);
      return match === undefined ? { problem: 'NOT_IN_LIST' } : { value: match };
    }
    case 'number':
    case 'integer': {
      const number =
        typeof cell === 'number'
          ? cell
          : typeof cell === 'string'
            ? readNumber(cell, reading.decimal)
            : undefined;
      if (number === 'ambiguous') return { problem: 'AMBIGUOUS_NUMBER' };
      if (number === undefined) return { problem: 'NOT_A_NUMBER' };
      if (column.type === 'integer' && !Number.isInteger(number)) return { problem: 'NOT_AN_INTEGER' };
      return { value: number };
    }
    case 'date': {
      if (cell instanceof Date) return { value: isoDate(cell) };
      if (typeof cell === 'number') {
        const date = fromExcelSerial(cell, reading.date1904 ?? false);
        return date === undefined ? { problem: 'NOT_A_DATE' } : { value: date };
      }
      if (typeof cell !== 'string') return { problem: 'NOT_A_DATE' };
      const read = readDate(cell);
      if (read === undefined) return { problem: 'NOT_A_DATE' };
      return typeof read === 'string' ? { value: read } : { slashDate: read };
    }
  }
}

/** The text a cell shows, for text columns and for the report of a cell that did not parse. */
export function cellText(cell: RawCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return isoDate(cell);
  if (typeof cell === 'object') return 'error' in cell ? cell.error : '';
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell).trim();
}

const enumKey = (text: string) => text.replace(/\s+/g, ' ').trim().toUpperCase();

/** Spaces of every width, and the apostrophe, group thousands ("1 234 567,89", "1'234.5"). */
const GROUP_MARK = /[\s\u00a0\u2007\u2009\u202f'’]/;
const GROUP_MARKS = new RegExp(GROUP_MARK.source, 'g');

/**
 * A number written as text, with either decimal separator and any thousands separator:
 * "1,234,567.89", "1.234.567,89", "1 234 567,89", "-0,5", "(1,234.00)" (negative), "1.5E+06".
 * When both ',' and '.' appear, the last one is the decimal separator. A single ',' or '.' followed
 * by exactly three digits ("1,234") reads as the file's decimal separator when that is known, and is
 * 'ambiguous' otherwise (a thousand times apart: not a guess to make with money). Undefined when the
 * text is not a number.
 */
export function readNumber(text: string, decimal?: '.' | ','): number | 'ambiguous' | undefined {
  let s = text.trim();
  let sign = 1;
  const accounting = /^\((.*)\)$/.exec(s);
  if (accounting) {
    s = accounting[1] ?? '';
    sign = -1;
  }
  const signed = /^([-+\u2212])\s*(.*)$/.exec(s);
  if (signed) {
    if (signed[1] !== '+') sign = -sign;
    s = signed[2] ?? '';
  }
  if (/^\d+(\.\d+)?[eE][-+]?\d+$/.test(s)) return sign * Number(s);
  const hasGroupMarks = GROUP_MARK.test(s);
  s = s.replace(GROUP_MARKS, ' ');
  if (!/^\d[\d ,.]*$/.test(s) || /\D$/.test(s)) return undefined;

  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let point: ',' | '.' | undefined;
  if (lastComma >= 0 && lastDot >= 0) point = lastComma > lastDot ? ',' : '.';
  else {
    const mark = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : undefined;
    if (mark && s.split(mark).length === 2) {
      const before = s.slice(0, s.indexOf(mark));
      const after = s.length - before.length - 1;
      // Only "d,ddd" to "ddd,ddd" (no leading zero) can be a thousands group as well as a decimal.
      const couldBeGrouped = after === 3 && /^[1-9]\d{0,2}$/.test(before);
      if (hasGroupMarks || !couldBeGrouped) point = mark;
      else if (decimal) point = decimal === mark ? mark : undefined;
      else return 'ambiguous';
    }
  }
  const [whole = '', fraction, extra] = point ? s.split(point) : [s];
  if (extra !== undefined) return undefined;
  const groups = whole.split(/[ ,.]/);
  const isGrouped =
    groups.length === 1 ||
    (/^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g)));
  if (!isGrouped || (fraction !== undefined && !/^\d+$/.test(fraction))) return undefined;
  if (groups.length > 1 && new Set(whole.replace(/\d/g, '')).size > 1) return undefined;
  return sign * Number(`${groups.join('')}${fraction !== undefined ? `.${fraction}` : ''}`);
}

const ISO = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/;
const DAY_OR_MONTH_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?: \d{1,2}:\d{2}(?::\d{2})?)?$/;

/**
 * A date written as text: `yyyy-mm-dd` (or yyyy/mm/dd, with a time of day that is dropped) as a
 * `YYYY-MM-DD` string, or `a/b/yyyy` (also with '.' or '-') as a SlashDate, read once the whole file
 * is known (see fileReadingOrder). Undefined when the text is no date or names no real day.
 */
export function readDate(text: string): string | SlashDate | undefined {
  const s = text.trim();
  const iso = ISO.exec(s);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slash = DAY_OR_MONTH_FIRST.exec(s);
  if (!slash) return undefined;
  const [first, second, year] = [Number(slash[1]), Number(slash[2]), Number(slash[3])];
  const isDateEitherWay = calendarDay(year, second, first) || calendarDay(year, first, second);
  return isDateEitherWay ? { first, second, year } : undefined;
}

/** What a file's own a/b/yyyy dates say of its order: one order, both ('mixed'), or nothing. */
export type FileDateOrder = DateOrder | 'mixed' | undefined;

/**
 * The order a file's a/b/yyyy dates show: day first when some date can only be read day first
 * (13/… cannot be a month), month first when some can only be read month first (…/13), 'mixed' when
 * both kinds are there, undefined when every date reads both ways.
 */
export function dateOrderOf(dates: Iterable<SlashDate>): FileDateOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const d of dates) {
    if (d.first > 12) dayFirst = true;
    if (d.second > 12) monthFirst = true;
  }
  if (dayFirst && monthFirst) return 'mixed';
  return dayFirst ? 'day-first' : monthFirst ? 'month-first' : undefined;
}

/**
 * The order a file's a/b/yyyy dates are read in. One file is written in one locale, so the order its
 * dates show settles the others — when the user's own order (Profile, else their language) agrees or
 * settles nothing. A file that shows nothing is read in the user's order. A file that shows both
 * orders, or the order the user does not write, settles nothing: each date that reads one way only
 * is read that way, and one that reads both ways is refused rather than guessed.
 */
export function fileReadingOrder(file: FileDateOrder, user: FigureDateOrder): FigureDateOrder {
  if (file === undefined) return user;
  if (file === 'mixed') return 'either';
  return user === 'either' || user === file ? file : 'either';
}

/** A SlashDate as `YYYY-MM-DD` read in `order` (the contract's rule, readFigureDate), or its problem. */
export function resolveSlashDate(
  date: SlashDate,
  order: FigureDateOrder,
): { value: string } | { problem: CellProblemCode } {
  const read = readFigureDate(date.first, date.second, date.year, order);
  return 'date' in read ? { value: read.date } : { problem: read.problem };
}

/** Excel's day 1 is 1900-01-01 and it counts a 29 February 1900 that never was; 0 in the 1904 system is 1904-01-01. */
const EXCEL_EPOCH_1900 = Date.UTC(1899, 11, 30);
const EXCEL_EPOCH_1904 = Date.UTC(1904, 0, 1);
const DAY_MS = 86_400_000;
/** 9999-12-31, the last day Excel shows. */
const LAST_SERIAL = 2_958_465;

/** A date serial (a time of day in its fraction is dropped) as `YYYY-MM-DD`; undefined outside Excel's range. */
export function fromExcelSerial(serial: number, date1904: boolean): string | undefined {
  const day = Math.floor(serial);
  if (day < 1 || day > LAST_SERIAL) return undefined;
  if (date1904) return isoDate(new Date(EXCEL_EPOCH_1904 + day * DAY_MS));
  // Serials up to 60 count from 1899-12-31 (60 is the phantom 1900-02-29, read as 1 March).
  return isoDate(new Date(EXCEL_EPOCH_1900 + (day <= 60 ? day + 1 : day) * DAY_MS));
}

/** The UTC calendar day of a date, as the readers of both file kinds deliver dates. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
