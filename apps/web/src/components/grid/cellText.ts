import {
  calendarDay,
  dateOrderFor,
  type FigureDate,
  type FigureDateOrder,
  readFigureDate,
} from '@cobertura/contracts';
import { isIsoDate } from '@cobertura/finance/time';
import { decimalSeparator, formatDate, formatNumber } from '../../utils/format.ts';
import type { CellValue, GridColumn } from './gridTypes.ts';

/** Why a cell's value does not fit its column; the grid's texts name each kind (`grid.unread.*`). */
export type CellIssue = 'number' | 'integer' | 'date' | 'enum';

const DEFAULT_DECIMALS = 2;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const EXPONENT = /^(\d+(?:\.\d+)?)e([+-]?\d+)$/i;

/**
 * A number written in the language's notation: '1.234,56' in Spanish, '1,234.56' in English, without
 * grouping too ('1234,56'), a leading minus or an accounting bracket '(1.234,56)' for negatives, and
 * Excel's '1,5E+06'. The other language's notation does not read ('1.234,56' in English): a number
 * read with the wrong separator would be a silent factor of a thousand, so it stays text and is marked.
 */
export function parseLocaleNumber(text: string, lang: string): number | undefined {
  let s = text.replace(/[\s\u00a0\u202f]/g, '').replace(/\u2212/g, '-');
  let sign = 1;
  const bracket = /^\((.*)\)$/.exec(s);
  if (bracket) {
    s = bracket[1] ?? '';
    sign = -1;
  }
  if (s.startsWith('-') || s.startsWith('+')) {
    if (s.startsWith('-')) sign = -sign;
    s = s.slice(1);
  }
  const decimal = decimalSeparator(lang);
  const group = decimal === ',' ? '.' : ',';
  const [whole = '', fraction, ...rest] = s.split(decimal);
  if (rest.length > 0) return undefined;
  const grouped = whole.split(group);
  const isGroupingRight =
    grouped.length === 1 ||
    (/^\d{1,3}$/.test(grouped[0] ?? '') && grouped.slice(1).every((g) => /^\d{3}$/.test(g)));
  if (!isGroupingRight) return undefined;
  const plain = `${grouped.join('')}${fraction === undefined ? '' : `.${fraction}`}`;
  const exponent = EXPONENT.exec(plain);
  if (exponent) return sign * Number(`${exponent[1]}e${exponent[2]}`);
  if (!/^(\d+\.?\d*|\.\d+)$/.test(plain)) return undefined;
  return sign * Number(plain);
}

const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-CO' };

/** Lower case, no accents, no dots: 'Sept.' and 'sept' are the same month word. */
function plainWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .toLowerCase();
}

const monthWordsByLang = new Map<string, Map<string, number>>();

/** The language's month words (short and long), each to its month number; made once per language. */
function monthWords(lang: string): Map<string, number> {
  const known = monthWordsByLang.get(lang);
  if (known) return known;
  const locale = LOCALES[lang] ?? 'en-US';
  const words = new Map<string, number>();
  for (let month = 1; month <= 12; month++) {
    const date = new Date(Date.UTC(2001, month - 1, 15));
    for (const style of ['short', 'long'] as const) {
      const word = new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(date);
      words.set(plainWord(word), month);
    }
  }
  monthWordsByLang.set(lang, words);
  return words;
}

const NOT_A_DATE: FigureDate = { problem: 'NOT_A_DATE' };
const dayOf = (date: string | undefined): FigureDate => (date ? { date } : NOT_A_DATE);
/** A year as written: four figures, or two for this century's ('27'). */
const yearOf = (text: string) =>
  /^\d{4}$/.test(text) ? Number(text) : /^\d{2}$/.test(text) ? 2000 + Number(text) : undefined;

/**
 * A date as typed or pasted: `yyyy-mm-dd` always (and year-first figures, 2027/02/22); with the month
 * as a word ('Feb 22, 2027', '22 feb. 2027'); or in figures, a/b/year, read in the user's date order
 * by the contract's one rule (readFigureDate): never swapped, and never guessed when the order is not
 * settled and the text reads as two different days. Two-digit years are this century's. Answers the
 * `yyyy-mm-dd` day, or why there is none.
 */
export function readDateText(
  text: string,
  lang: string,
  order: FigureDateOrder = dateOrderFor('language', lang),
): FigureDate {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return dayOf(calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])));
  const tokens = trimmed.split(/[\s,/.-]+/).filter((token) => token !== '');
  if (tokens.length !== 3) return NOT_A_DATE;
  const wordAt = tokens.findIndex((token) => /\D/.test(token));
  if (wordAt >= 0) {
    const month = monthWords(lang).get(plainWord(tokens[wordAt] ?? ''));
    const figures = tokens.filter((_, index) => index !== wordAt);
    if (month === undefined || figures.some((token) => /\D/.test(token))) return NOT_A_DATE;
    // The year is the four-figure one, else the last ('Feb 22, 27').
    const yearAt = figures.findIndex((token) => token.length === 4);
    const year = yearOf(figures[yearAt >= 0 ? yearAt : 1] ?? '');
    const day = figures[yearAt === 0 ? 1 : 0] ?? '';
    return year !== undefined && /^\d{1,2}$/.test(day)
      ? dayOf(calendarDay(year, month, Number(day)))
      : NOT_A_DATE;
  }
  const [a = '', b = '', c = ''] = tokens;
  if (a.length === 4) return dayOf(calendarDay(Number(a), Number(b), Number(c)));
  const year = yearOf(c);
  if (year === undefined || !/^\d{1,2}$/.test(a) || !/^\d{1,2}$/.test(b)) return NOT_A_DATE;
  return readFigureDate(Number(a), Number(b), year, order);
}

/**
 * A typed, pasted or filled cell as its column holds it: a number read in the language's notation, a
 * whole number for an integer column, a `yyyy-mm-dd` date (figures read in `dateOrder`, the user's,
 * else the language's), an enumeration's value from its value or its label (any case). A blank text
 * empties the cell (null); a text that does not read is kept as it is, and {@link cellIssue} names
 * what is wrong with it.
 */
export function readCell(
  column: Pick<GridColumn, 'type' | 'options'>,
  raw: unknown,
  lang: string,
  dateOrder?: FigureDateOrder,
): CellValue {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const text = String(raw).trim();
  if (text === '') return null;
  switch (column.type) {
    case 'number':
      return parseLocaleNumber(text, lang) ?? text;
    case 'integer': {
      const value = parseLocaleNumber(text, lang);
      return value !== undefined && Number.isInteger(value) ? value : text;
    }
    case 'date': {
      const read = readDateText(text, lang, dateOrder);
      return 'date' in read ? read.date : text;
    }
    case 'enum': {
      const word = text.toLowerCase();
      const option = column.options?.find(
        (candidate) => candidate.value.toLowerCase() === word || candidate.label.toLowerCase() === word,
      );
      return option?.value ?? text;
    }
    default:
      return text;
  }
}

/** What is wrong with a cell's value for its column, or undefined when it fits (an empty cell fits). */
export function cellIssue(
  column: Pick<GridColumn, 'type' | 'options'>,
  value: CellValue,
): CellIssue | undefined {
  if (value === null) return undefined;
  switch (column.type) {
    case 'number':
      return typeof value === 'number' ? undefined : 'number';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) ? undefined : 'integer';
    case 'date':
      return isIsoDate(value) ? undefined : 'date';
    case 'enum':
      return column.options?.some((option) => option.value === value) ? undefined : 'enum';
    default:
      return undefined;
  }
}

/** A cell as the grid shows it: numbers grouped with the column's decimals, dates and labels in the language. */
export function displayText(column: GridColumn, value: CellValue, lang: string): string {
  if (value === null) return '';
  if (cellIssue(column, value)) return String(value);
  switch (column.type) {
    case 'number':
      return formatNumber(value as number, lang, column.decimals ?? DEFAULT_DECIMALS);
    case 'integer':
      return formatNumber(value as number, lang, 0);
    case 'date':
      return formatDate(value as string, lang);
    case 'enum':
      return column.options?.find((option) => option.value === value)?.label ?? String(value);
    default:
      return String(value);
  }
}

/**
 * A cell as text to edit or to copy: numbers in the language's notation with every digit and no
 * grouping ('1234,5' in Spanish, which a spreadsheet in that language reads back as a number), dates
 * as `yyyy-mm-dd` (which every spreadsheet reads as a date), an enumeration's value; a text kept
 * because it did not read, as it was typed.
 */
export function plainText(value: CellValue, lang: string): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    // Numbers beyond 1e21 or below 1e-6 print with an exponent, which also reads back.
    return String(value).replace('.', decimalSeparator(lang));
  }
  return value;
}
