import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate, isRealDay } from './fields.ts';

/** The reference: a day is real when `Date` reads it back as the same text. */
function realByDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('isRealDay', () => {
  it('knows month lengths and the Gregorian leap years', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2000-02-29')).toBe(true);
    expect(isRealDay('1900-02-29')).toBe(false);
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2026-04-31')).toBe(false);
    expect(isRealDay('2026-12-31')).toBe(true);
    expect(isRealDay('2026-13-01')).toBe(false);
    expect(isRealDay('2026-00-10')).toBe(false);
    expect(isRealDay('2026-01-00')).toBe(false);
  });

  it('agrees with Date on every YYYY-MM-DD text', () => {
    const text = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
      )
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    fc.assert(
      fc.property(text, (s) => isRealDay(s) === realByDate(s)),
      { numRuns: 20_000 },
    );
  });

  it('is the check of isoDate, after its format', () => {
    expect(isoDate.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Not a real calendar date.');
    expect(isoDate.safeParse('2026-2-3').error?.issues[0]?.message).toBe('Use the date format YYYY-MM-DD.');
    expect(isoDate.parse('2028-02-29')).toBe('2028-02-29');
  });
});
