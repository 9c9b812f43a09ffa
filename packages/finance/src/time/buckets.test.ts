import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketCount, bucketOf, groupByBucket, isoWeek, PERIODS, parsePeriod } from './buckets.ts';
import { addDays, fromEpochDay, parseIsoDate } from './date.ts';

const d = parseIsoDate;

describe('period buckets', () => {
  // Sunday 2025-02-16 in every period, the last day of the first half-month, and a second semester's first day.
  it.each([
    ['2025-02-16', 'DAILY', { key: '2025-02-16', start: '2025-02-16', end: '2025-02-16' }],
    ['2025-02-16', 'WEEKLY', { key: '2025-W07', start: '2025-02-10', end: '2025-02-16' }],
    ['2025-02-16', 'HALF-MONTH', { key: '2025-02-H2', start: '2025-02-16', end: '2025-02-28' }],
    ['2025-02-15', 'HALF-MONTH', { key: '2025-02-H1', end: '2025-02-15' }],
    ['2025-02-16', 'MONTHLY', { key: '2025-02', start: '2025-02-01', end: '2025-02-28' }],
    ['2025-02-16', 'QUARTERLY', { key: '2025-Q1', start: '2025-01-01', end: '2025-03-31' }],
    ['2025-07-01', 'SEMESTER', { key: '2025-S2', start: '2025-07-01', end: '2025-12-31' }],
    ['2025-02-16', 'YEARLY', { key: '2025', start: '2025-01-01', end: '2025-12-31' }],
  ] as const)('gives the key and bounds of %s in its %s bucket', (date, period, bucket) => {
    expect(bucketOf(d(date), period)).toMatchObject(bucket);
  });

  it('numbers ISO weeks across year ends', () => {
    expect(isoWeek(d('2024-12-30'))).toEqual({ year: 2025, week: 1 });
    expect(isoWeek(d('2021-01-03'))).toEqual({ year: 2020, week: 53 });
    expect(isoWeek(d('2026-12-31'))).toEqual({ year: 2026, week: 53 });
  });

  it('property: every date lies in its bucket and keys sort like the buckets', () => {
    const dates = fc.integer({ min: 0, max: 40_000 }).map(fromEpochDay);
    fc.assert(
      fc.property(dates, dates, fc.constantFrom(...PERIODS), (a, b, period) => {
        const ba = bucketOf(a, period);
        const bb = bucketOf(b, period);
        expect(ba.start <= a && a <= ba.end).toBe(true);
        if (ba.start < bb.start) expect(ba.key < bb.key).toBe(true);
        if (ba.key === bb.key) expect(ba).toEqual(bb);
      }),
    );
  });

  it('groups items in date order', () => {
    const items = [{ date: d('2025-03-20') }, { date: d('2025-01-05') }, { date: d('2025-03-01') }];
    const groups = groupByBucket(items, (x) => x.date, 'MONTHLY');
    expect(groups.map((g) => [g.bucket.key, g.items.length])).toEqual([
      ['2025-01', 1],
      ['2025-03', 2],
    ]);
  });

  it('parses bucket options and interval codes', () => {
    expect(parsePeriod('half month')).toBe('HALF-MONTH');
    expect(parsePeriod('2W')).toBe('HALF-MONTH');
    expect(parsePeriod('6M')).toBe('SEMESTER');
    expect(() => parsePeriod('FORTNIGHT')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});

describe('bucketCount', () => {
  /** The buckets from first's to last's, walked one by one: what a period table builds. */
  const walked = (first: string, last: string, period: (typeof PERIODS)[number]) => {
    let bucket = bucketOf(d(first), period);
    let count = 1;
    while (bucket.end < last) {
      bucket = bucketOf(addDays(bucket.end, 1), period);
      count++;
    }
    return count;
  };

  it('counts the buckets a walk from the first date to the last one meets, for every period', () => {
    const day = fc.integer({ min: -25_000, max: 80_000 }).map((n) => fromEpochDay(n));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom(...PERIODS),
        (first, span, period) => {
          const last = addDays(first, span);
          expect(bucketCount(first, last, period)).toBe(walked(first, last, period));
        },
      ),
    );
  });

  it('counts one for a last date inside the first bucket or before it, and long ranges without walking them', () => {
    expect(bucketCount(d('2025-03-10'), d('2025-03-01'), 'DAILY')).toBe(1);
    expect(bucketCount(d('2025-03-10'), d('2025-03-16'), 'WEEKLY')).toBe(1);
    expect(bucketCount(d('2025-03-10'), d('2025-03-17'), 'WEEKLY')).toBe(2);
    expect(bucketCount(d('2025-03-15'), d('2025-03-16'), 'HALF-MONTH')).toBe(2);
    // 1900-01-01 to 2199-12-31: 300 years of days, 109,573 of them (73 of the years are leap years).
    expect(bucketCount(d('1900-01-01'), d('2199-12-31'), 'DAILY')).toBe(300 * 365 + 73);
    expect(bucketCount(d('1900-01-01'), d('2199-12-31'), 'MONTHLY')).toBe(3600);
    expect(bucketCount(d('1900-01-01'), d('2199-12-31'), 'QUARTERLY')).toBe(1200);
    expect(bucketCount(d('1900-01-01'), d('2199-12-31'), 'SEMESTER')).toBe(600);
    expect(bucketCount(d('1900-01-01'), d('2199-12-31'), 'YEARLY')).toBe(300);
  });
});
