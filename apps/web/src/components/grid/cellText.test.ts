import type { FigureDate, FigureDateOrder } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { cellIssue, displayText, parseLocaleNumber, plainText, readCell, readDateText } from './cellText.ts';
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

/** The day a text reads as, or undefined when it reads as none. */
const dayOf = (text: string, lang: string, order?: FigureDateOrder) => {
  const read = readDateText(text, lang, order);
  return 'date' in read ? read.date : undefined;
};

describe('readDateText', () => {
  it('reads yyyy-mm-dd (and year-first figures) in any language and order, and refuses days that do not exist', () => {
    for (const order of ['day-first', 'month-first', 'either'] as const) {
      expect(dayOf('2027-02-22', 'en', order)).toBe('2027-02-22');
      expect(dayOf('2027-2-5', 'es', order)).toBe('2027-02-05');
      expect(dayOf('2027/02/05', 'en', order)).toBe('2027-02-05');
      expect(dayOf('2027-02-30', 'en', order)).toBeUndefined();
    }
  });

  // Text typed or pasted → what each order reads (a day, or the problem with the days it could be).
  const figures: [string, Record<FigureDateOrder, FigureDate>][] = [
    [
      '01/02/2028',
      {
        'day-first': { date: '2028-02-01' },
        'month-first': { date: '2028-01-02' },
        either: { problem: 'AMBIGUOUS_DATE', dayFirst: '2028-02-01', monthFirst: '2028-01-02' },
      },
    ],
    [
      '31/12/2027',
      {
        'day-first': { date: '2027-12-31' },
        'month-first': { problem: 'OTHER_ORDER_DATE', otherOrder: '2027-12-31' },
        either: { date: '2027-12-31' },
      },
    ],
    [
      '2/22/2027',
      {
        'day-first': { problem: 'OTHER_ORDER_DATE', otherOrder: '2027-02-22' },
        'month-first': { date: '2027-02-22' },
        either: { date: '2027-02-22' },
      },
    ],
    [
      '22.02.27',
      {
        'day-first': { date: '2027-02-22' },
        'month-first': { problem: 'OTHER_ORDER_DATE', otherOrder: '2027-02-22' },
        either: { date: '2027-02-22' },
      },
    ],
    [
      '7-7-2027',
      {
        'day-first': { date: '2027-07-07' },
        'month-first': { date: '2027-07-07' },
        either: { date: '2027-07-07' },
      },
    ],
    [
      '31/02/2027',
      {
        'day-first': { problem: 'NOT_A_DATE' },
        'month-first': { problem: 'NOT_A_DATE' },
        either: { problem: 'NOT_A_DATE' },
      },
    ],
  ];
  for (const [text, readings] of figures) {
    it(`reads ${text} in the user's order, never swapped, never guessed`, () => {
      for (const order of ['day-first', 'month-first', 'either'] as const) {
        expect(readDateText(text, 'en', order)).toEqual(readings[order]);
        expect(readDateText(text, 'es', order)).toEqual(readings[order]);
      }
    });
  }

  it("reads in the language's order when none is given: Spanish day first, English only what cannot be misread", () => {
    expect(dayOf('01/02/2028', 'es')).toBe('2028-02-01');
    expect(dayOf('01/02/2028', 'en')).toBeUndefined();
    expect(dayOf('31/12/2027', 'en')).toBe('2027-12-31');
    expect(dayOf('12/31/2027', 'en')).toBe('2027-12-31');
  });

  it('reads the month as a word, as the grid shows dates, whatever the order', () => {
    expect(dayOf('Feb 1, 2028', 'en', 'day-first')).toBe('2028-02-01');
    expect(dayOf('1 feb. 2028', 'es', 'month-first')).toBe('2028-02-01');
    expect(dayOf('22 de septiembre de 2027'.replace(/ de /g, ' '), 'es')).toBe('2027-09-22');
    expect(dayOf('22 sept 2027', 'es')).toBe('2027-09-22');
    expect(dayOf('Smarch 22, 2027', 'en')).toBeUndefined();
  });

  it('reads back what the grid shows in both languages', () => {
    for (const lang of ['en', 'es']) {
      expect(dayOf(displayText(date, '2027-12-03', lang), lang)).toBe('2027-12-03');
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
    expect(readCell(date, '01/02/2028', 'en', 'day-first')).toBe('2028-02-01');
    expect(readCell(date, '01/02/2028', 'en')).toBe('01/02/2028');
    expect(readCell(date, '13/01/2028', 'en', 'month-first')).toBe('13/01/2028');
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
