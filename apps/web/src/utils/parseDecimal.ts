import { decimalSeparator } from './format.ts';

/**
 * Reads a number as typed in either language: '1.56' and '1,56' are both 1.56; '1,234.5' and
 * '1.234,5' are both 1234.5 (the last separator is the decimal one when both appear); spaces are
 * ignored. Returns undefined for an empty or unreadable text.
 */
export function parseDecimal(text: string): number | undefined {
  let s = text.replace(/[\s\u00a0]/g, '');
  if (s === '') return undefined;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    s = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma >= 0) {
    // One comma is a decimal comma (es-CO); several are thousands separators.
    s = s.indexOf(',') === lastComma ? s.replace(',', '.') : s.replace(/,/g, '');
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(s)) return undefined;
  const value = Number(s);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * A typed field as the pricing contract expects it: the number when it reads as one, nothing when
 * empty (the library then reports the missing field), and the text itself otherwise (the library
 * then reports that it is not a number), so that every message comes from the library.
 */
export function fieldValue(text: string, scale = 1): number | string | undefined {
  if (text.trim() === '') return undefined;
  const value = parseDecimal(text);
  return value === undefined ? text.trim() : value * scale;
}

/**
 * A computed number written back into an input: 8 significant digits, machine notation (the field
 * shows it in the language's notation, see {@link localInputText}).
 */
export function toInputText(value: number): string {
  return String(Number(value.toPrecision(8)));
}

/** A number with at most one separator and no grouping: its digits are kept as typed. */
const PLAIN = /^([+-]?\d*)[.,](\d*)$/;

/**
 * A number field's text in the language's notation, read as `parseDecimal` reads it: '1.60' shows
 * '1,60' in Spanish and '1,60' shows '1.60' in English, digits (trailing zeros too) kept as they are;
 * a grouped number shows without its grouping ('1.234,56' → '1234.56' in English); text that does not
 * read as a number, or an empty one, shows as it is.
 */
export function localInputText(text: string, lang: string): string {
  const trimmed = text.trim();
  const value = parseDecimal(trimmed);
  if (value === undefined) return text;
  const separator = decimalSeparator(lang);
  const plain = PLAIN.exec(trimmed);
  if (plain) return `${plain[1]}${separator}${plain[2]}`;
  return /^[+-]?\d+$/.test(trimmed) ? trimmed : String(value).replace('.', separator);
}
