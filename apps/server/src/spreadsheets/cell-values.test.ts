import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateOrderOf,
  fileReadingOrder,
  fromExcelSerial,
  readDate,
  readNumber,
  resolveSlashDate,
  type SlashDate,
} from './cell-values.ts';

describe('numbers written as text', () => {
  it.each([
    ['1234', 1234],
    ['1,234,567.89', 1234567.89],
    ['1.234.567,89', 1234567.89],
    ['1 234 567,89', 1234567.89],
    ['1\u202f234\u202f567.89', 1234567.89],
    ["1'234'567.5", 1234567.5],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    ['1234,5678', 1234.5678],
    ['1234.567', 1234.567],
    ['0,125', 0.125],
    ['1,5', 1.5],
    ['-1.234,5', -1234.5],
    ['\u22122.5', -2.5],
    ['+7', 7],
    ['(1,234.00)', -1234],
    ['1.5E+06', 1_500_000],
    ['1,234', 'ambiguous'],
    ['12.345', 'ambiguous'],
  ])('%s reads as %s', (text, expected) => {
    expect(readNumber(text)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    '1,2,3',
    '12 34',
    '1.234,567.8',
    '1,23,456',
    '1.2.3,4.5',
    '1,,2',
    '1.',
    '--1',
    '1-2',
    '1 234.567,8',
  ])('%j is not a number', (text) => {
    expect(readNumber(text)).toBeUndefined();
  });

  it('settles "1,234" by the decimal separator the file or the user gives', () => {
    expect(readNumber('1,234', '.')).toBe(1234);
    expect(readNumber('1,234', ',')).toBe(1.234);
    expect(readNumber('1.234', ',')).toBe(1234);
    expect(readNumber('1.234', '.')).toBe(1.234);
  });

  it('reads back any amount written with either grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const grouped = (sep: string) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, sep);
        const fraction = cents.toString().padStart(2, '0');
        const expected = whole + cents / 100;
        expect(readNumber(`${grouped(',')}.${fraction}`)).toBeCloseTo(expected, 6);
        expect(readNumber(`${grouped('.')},${fraction}`)).toBeCloseTo(expected, 6);
        expect(readNumber(`${grouped(' ')},${fraction}`)).toBeCloseTo(expected, 6);
      }),
    );
  });
});

describe('dates', () => {
  it('reads yyyy-mm-dd (with a time of day dropped) and refuses days that do not exist', () => {
    expect(readDate('2025-03-31')).toBe('2025-03-31');
    expect(readDate('2025/3/1')).toBe('2025-03-01');
    expect(readDate('2025-03-31 00:00:00')).toBe('2025-03-31');
    expect(readDate('2025-03-31T10:00:00Z')).toBe('2025-03-31');
    expect(readDate('2023-02-29')).toBeUndefined();
    expect(readDate('2025-13-01')).toBeUndefined();
    expect(readDate('31/31/2025')).toBeUndefined();
    expect(readDate('31-01-25')).toBeUndefined();
  });

  it('learns the order a file writes from the dates that read one way only', () => {
    const slashes = (...texts: string[]) =>
      texts.map((t) => readDate(t)).filter((d): d is SlashDate => typeof d === 'object');
    expect(dateOrderOf(slashes('31/01/2025', '02/03/2025'))).toBe('day-first');
    expect(dateOrderOf(slashes('12/31/2024', '02/03/2025'))).toBe('month-first');
    expect(dateOrderOf(slashes('31/01/2025', '01/31/2025'))).toBe('mixed');
    expect(dateOrderOf(slashes('01/02/2025', '05/05/2025'))).toBeUndefined();
  });

  it("reads a file in its own order where the user's agrees or settles nothing, else in neither", () => {
    expect(fileReadingOrder(undefined, 'month-first')).toBe('month-first');
    expect(fileReadingOrder(undefined, 'either')).toBe('either');
    expect(fileReadingOrder('day-first', 'either')).toBe('day-first');
    expect(fileReadingOrder('day-first', 'day-first')).toBe('day-first');
    expect(fileReadingOrder('month-first', 'day-first')).toBe('either');
    expect(fileReadingOrder('mixed', 'day-first')).toBe('either');
  });

  it('reads a/b/yyyy in the order the file shows', () => {
    const dates = ['31/01/2025', '02.03.2025', '5-6-2025'].map((t) => readDate(t));
    const slash = dates.filter((d) => typeof d === 'object');
    expect(dateOrderOf(slash)).toBe('day-first');
    expect(slash.map((d) => resolveSlashDate(d, 'day-first'))).toEqual([
      { value: '2025-01-31' },
      { value: '2025-03-02' },
      { value: '2025-06-05' },
    ]);
    const us = [readDate('12/31/2024'), readDate('02/03/2025')].filter((d) => typeof d === 'object');
    expect(dateOrderOf(us)).toBe('month-first');
    expect(us.map((d) => resolveSlashDate(d, 'month-first'))).toEqual([
      { value: '2024-12-31' },
      { value: '2025-02-03' },
    ]);
  });

  it('reads Excel serials in both date systems, the phantom 29 February 1900 included', () => {
    expect(fromExcelSerial(1, false)).toBe('1900-01-01');
    expect(fromExcelSerial(59, false)).toBe('1900-02-28');
    expect(fromExcelSerial(61, false)).toBe('1900-03-01');
    expect(fromExcelSerial(45658, false)).toBe('2025-01-01');
    expect(fromExcelSerial(45658.75, false)).toBe('2025-01-01');
    expect(fromExcelSerial(44196, true)).toBe('2025-01-01');
    expect(fromExcelSerial(0, false)).toBeUndefined();
    expect(fromExcelSerial(3_000_000, false)).toBeUndefined();
  });
});
