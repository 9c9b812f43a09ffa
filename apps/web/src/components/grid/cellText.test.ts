import { describe, expect, it } from 'vitest';
import { cellIssue, displayText, parseDateText, parseLocaleNumber, plainText, readCell } from './cellText.ts';
import type { GridColumn } from './gridTypes.ts';

const number: GridColumn = { key: 'notional', header: 'Notional', type: 'number' };
const integer: GridColumn = { key: 'month', header: 'Month', type: 'integer' };
const date: GridColumn = { key: 'fixing', header: 'Fixing', type: 'date' };
const text: GridColumn = { key: 'note', header: 'Note', type: 'text' };
const side: GridColumn = {
  key: 'side',
  header: 'Side',
  type: 'enum',
  options: [
    { value: 'LONG', label: 'Long' },
    { value: 'OFFSET SHORT', label: 'Cierre corto' },
  ],
};

describe('parseLocaleNumber', () => {
  it('reads Spanish notation: point groups, comma decimals', () => {
    expect(parseLocaleNumber('1.234,56', 'es')).toBe(1234.56);
    expect(parseLocaleNumber('1234,56', 'es')).toBe(1234.56);
    expect(parseLocaleNumber('1.234.567', 'es')).toBe(1234567);
    expect(parseLocaleNumber('-0,5', 'es')).toBe(-0.5);
    expect(parseLocaleNumber(' 1\u00a0234,5 ', 'es')).toBe(1234.5);
  });

  it('reads English notation: comma groups, point decimals', () => {
    expect(parseLocaleNumber('1,234.56', 'en')).toBe(1234.56);
    expect(parseLocaleNumber('1234.56', 'en')).toBe(1234.56);
    expect(parseLocaleNumber('+12', 'en')).toBe(12);
    expect(parseLocaleNumber('.5', 'en')).toBe(0.5);
  });

  it('reads accounting brackets and exponents as spreadsheets copy them', () => {
    expect(parseLocaleNumber('(1,234.50)', 'en')).toBe(-1234.5);
    expect(parseLocaleNumber('(1.234,50)', 'es')).toBe(-1234.5);
    expect(parseLocaleNumber('1,5E+06', 'es')).toBe(1_500_000);
    expect(parseLocaleNumber('2.5e-3', 'en')).toBe(0.0025);
  });

  it("refuses the other language's notation and broken grouping instead of misreading them", () => {
    expect(parseLocaleNumber('1.234,56', 'en')).toBeUndefined();
    expect(parseLocaleNumber('1,234.56', 'es')).toBeUndefined();
    expect(parseLocaleNumber('1.23.4', 'es')).toBeUndefined();
    expect(parseLocaleNumber('12,34,567', 'en')).toBeUndefined();
    expect(parseLocaleNumber('abc', 'en')).toBeUndefined();
    expect(parseLocaleNumber('', 'en')).toBeUndefined();
    expect(parseLocaleNumber('1,2,3', 'es')).toBeUndefined();
  });
});

describe('parseDateText', () => {
  it('reads yyyy-mm-dd in any language and refuses days that do not exist', () => {
    expect(parseDateText('2027-02-22', 'en')).toBe('2027-02-22');
    expect(parseDateText('2027-2-5', 'es')).toBe('2027-02-05');
    expect(parseDateText('2027-02-30', 'en')).toBeUndefined();
  });

  it('reads figures in the language’s order, as a spreadsheet copies dates', () => {
    expect(parseDateText('2/22/2027', 'en')).toBe('2027-02-22');
    expect(parseDateText('22/02/2027', 'es')).toBe('2027-02-22');
    expect(parseDateText('22/02/27', 'es')).toBe('2027-02-22');
    expect(parseDateText('22/02/2027', 'en')).toBeUndefined();
  });

  it('reads the month as a word, as the grid shows dates', () => {
    expect(parseDateText('Feb 22, 2027', 'en')).toBe('2027-02-22');
    expect(parseDateText('22 feb. 2027', 'es')).toBe('2027-02-22');
    expect(parseDateText('22 de septiembre de 2027'.replace(/ de /g, ' '), 'es')).toBe('2027-09-22');
    expect(parseDateText('22 sept 2027', 'es')).toBe('2027-09-22');
    expect(parseDateText('Smarch 22, 2027', 'en')).toBeUndefined();
  });

  it('reads back what the grid shows in both languages', () => {
    for (const lang of ['en', 'es']) {
      expect(parseDateText(displayText(date, '2027-12-03', lang), lang)).toBe('2027-12-03');
    }
  });
});

describe('readCell', () => {
  it('reads each column type, keeps what does not read as typed, and empties blank cells', () => {
    expect(readCell(number, '1.234,5', 'es')).toBe(1234.5);
    expect(readCell(number, '1.234,5', 'en')).toBe('1.234,5');
    expect(readCell(number, 7, 'en')).toBe(7);
    expect(readCell(integer, '3', 'en')).toBe(3);
    expect(readCell(integer, '3,5', 'es')).toBe('3,5');
    expect(readCell(date, '22/02/2027', 'es')).toBe('2027-02-22');
    expect(readCell(date, 'soon', 'es')).toBe('soon');
    expect(readCell(side, 'long', 'en')).toBe('LONG');
    expect(readCell(side, 'cierre corto', 'es')).toBe('OFFSET SHORT');
    expect(readCell(side, 'SIDEWAYS', 'en')).toBe('SIDEWAYS');
    expect(readCell(text, '  spaced  ', 'en')).toBe('spaced');
    expect(readCell(number, '   ', 'en')).toBeNull();
    expect(readCell(text, undefined, 'en')).toBeNull();
  });
});

describe('cellIssue', () => {
  it('names what does not fit the column and lets empty cells be', () => {
    expect(cellIssue(number, 'x')).toBe('number');
    expect(cellIssue(number, 2)).toBeUndefined();
    expect(cellIssue(integer, 2.5)).toBe('integer');
    expect(cellIssue(date, '2027-02-30')).toBe('date');
    expect(cellIssue(date, '2027-02-28')).toBeUndefined();
    expect(cellIssue(side, 'SIDEWAYS')).toBe('enum');
    expect(cellIssue(side, 'LONG')).toBeUndefined();
    expect(cellIssue(text, 'anything')).toBeUndefined();
    expect(cellIssue(number, null)).toBeUndefined();
  });
});

describe('displayText and plainText', () => {
  it('shows numbers grouped with the column’s decimals in the language', () => {
    expect(displayText(number, 1234.5, 'en')).toBe('1,234.50');
    expect(displayText(number, 1234.5, 'es')).toBe('1.234,50');
    expect(displayText({ ...number, decimals: 4 }, 1.5, 'en')).toBe('1.5000');
    expect(displayText(integer, 1000000, 'es')).toBe('1.000.000');
    expect(displayText(side, 'OFFSET SHORT', 'es')).toBe('Cierre corto');
    expect(displayText(number, 'x', 'en')).toBe('x');
    expect(displayText(number, null, 'en')).toBe('');
  });

  it('writes numbers with every digit and no grouping, which read back in the same language', () => {
    expect(plainText(1234.5678, 'es')).toBe('1234,5678');
    expect(plainText(1234.5678, 'en')).toBe('1234.5678');
    expect(plainText('2027-02-22', 'es')).toBe('2027-02-22');
    expect(plainText(null, 'es')).toBe('');
    for (const lang of ['en', 'es']) {
      for (const value of [0.1, -1234.5, 1e-7, 123456789.123]) {
        expect(readCell(number, plainText(value, lang), lang)).toBe(value);
      }
    }
  });
});
