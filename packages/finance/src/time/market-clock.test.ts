import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsNextDayBar,
  chicagoTime,
  chicagoUtcOffsetMinutes,
  latestAcceptedBarDate,
  MARKET_TIME_ZONE,
} from './market-clock.ts';

/** Chicago wall time from Intl (the platform's tz database), for comparison only. */
function intlChicago(epochMs: number): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(epochMs);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

describe('market clock (America/Chicago)', () => {
  it('switches to daylight time at 02:00 on the second Sunday of March (2025-03-09)', () => {
    expect(chicagoUtcOffsetMinutes(Date.UTC(2025, 2, 9, 7, 59))).toBe(-360);
    expect(chicagoUtcOffsetMinutes(Date.UTC(2025, 2, 9, 8, 0))).toBe(-300);
  });

  it('switches back at 02:00 on the first Sunday of November (2025-11-02)', () => {
    expect(chicagoUtcOffsetMinutes(Date.UTC(2025, 10, 2, 6, 59))).toBe(-300);
    expect(chicagoUtcOffsetMinutes(Date.UTC(2025, 10, 2, 7, 0))).toBe(-360);
  });

  it('uses the 1987–2006 rule (first Sunday of April, last Sunday of October)', () => {
    expect(chicagoUtcOffsetMinutes(Date.UTC(2006, 3, 2, 8, 0))).toBe(-300);
    expect(chicagoUtcOffsetMinutes(Date.UTC(2006, 3, 2, 7, 59))).toBe(-360);
    expect(chicagoUtcOffsetMinutes(Date.UTC(2006, 9, 29, 7, 0))).toBe(-360);
  });

  it('property: agrees with the IANA database through Intl, 1990–2040', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const t = chicagoTime(ms);
        const ref = intlChicago(ms);
        expect(t.date).toBe(ref.date);
        expect(t.hour).toBe(ref.hour);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts the next day bar from 20:00 Chicago time', () => {
    // 2025-07-10 19:59 CDT = 00:59 UTC on the 11th; 20:00 CDT = 01:00 UTC.
    expect(acceptsNextDayBar(Date.UTC(2025, 6, 11, 0, 59))).toBe(false);
    expect(latestAcceptedBarDate(Date.UTC(2025, 6, 11, 0, 59))).toBe('2025-07-10');
    expect(acceptsNextDayBar(Date.UTC(2025, 6, 11, 1, 0))).toBe(true);
    expect(latestAcceptedBarDate(Date.UTC(2025, 6, 11, 1, 0))).toBe('2025-07-11');
    // Winter: 20:00 CST = 02:00 UTC.
    expect(latestAcceptedBarDate(Date.UTC(2025, 0, 15, 1, 59))).toBe('2025-01-14');
    expect(latestAcceptedBarDate(Date.UTC(2025, 0, 15, 2, 0))).toBe('2025-01-15');
  });

  it('rejects a non-finite instant', () => {
    expect(() => chicagoTime(Number.NaN)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
