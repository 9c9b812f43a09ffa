import { describe, expect, it } from 'vitest';
import { dateOrderFor, type FigureDate, type FigureDateOrder, readFigureDate } from './date-order.ts';

describe('readFigureDate', () => {
  // [first, second, year] → what each order reads.
  const cases: [
    text: string,
    figures: [number, number, number],
    readings: Record<FigureDateOrder, FigureDate>,
  ][] = [
    [
      '01/02/2028',
      [1, 2, 2028],
      {
        'day-first': { date: '2028-02-01' },
        'month-first': { date: '2028-01-02' },
        either: { problem: 'AMBIGUOUS_DATE', dayFirst: '2028-02-01', monthFirst: '2028-01-02' },
      },
    ],
    [
      '31/12/2027',
      [31, 12, 2027],
      {
        'day-first': { date: '2027-12-31' },
        'month-first': { problem: 'OTHER_ORDER_DATE', otherOrder: '2027-12-31' },
        either: { date: '2027-12-31' },
      },
    ],
    [
      '12/31/2027',
      [12, 31, 2027],
      {
        'day-first': { problem: 'OTHER_ORDER_DATE', otherOrder: '2027-12-31' },
        'month-first': { date: '2027-12-31' },
        either: { date: '2027-12-31' },
      },
    ],
    [
      '13/01/2028',
      [13, 1, 2028],
      {
        'day-first': { date: '2028-01-13' },
        'month-first': { problem: 'OTHER_ORDER_DATE', otherOrder: '2028-01-13' },
        either: { date: '2028-01-13' },
      },
    ],
    [
      '05/05/2028 (the same day both ways)',
      [5, 5, 2028],
      {
        'day-first': { date: '2028-05-05' },
        'month-first': { date: '2028-05-05' },
        either: { date: '2028-05-05' },
      },
    ],
    [
      '29/02/2028 (a leap day)',
      [29, 2, 2028],
      {
        'day-first': { date: '2028-02-29' },
        'month-first': { problem: 'OTHER_ORDER_DATE', otherOrder: '2028-02-29' },
        either: { date: '2028-02-29' },
      },
    ],
    [
      '02/30/2027 (30 February does not exist; 2 of month 30 neither)',
      [2, 30, 2027],
      {
        'day-first': { problem: 'NOT_A_DATE' },
        'month-first': { problem: 'NOT_A_DATE' },
        either: { problem: 'NOT_A_DATE' },
      },
    ],
    [
      '31/31/2027',
      [31, 31, 2027],
      {
        'day-first': { problem: 'NOT_A_DATE' },
        'month-first': { problem: 'NOT_A_DATE' },
        either: { problem: 'NOT_A_DATE' },
      },
    ],
  ];

  for (const [text, [first, second, year], readings] of cases) {
    for (const order of ['day-first', 'month-first', 'either'] as const) {
      it(`reads ${text} ${order}`, () => {
        expect(readFigureDate(first, second, year, order)).toEqual(readings[order]);
      });
    }
  }
});

describe('dateOrderFor', () => {
  it('follows the setting, else the language: Spanish day first, English settles nothing', () => {
    expect(dateOrderFor('language', 'es')).toBe('day-first');
    expect(dateOrderFor('language', 'en')).toBe('either');
    expect(dateOrderFor('month-first', 'es')).toBe('month-first');
    expect(dateOrderFor('day-first', 'en')).toBe('day-first');
  });
});
