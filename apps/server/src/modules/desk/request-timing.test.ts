import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiryOf, nextFxCut, windowEnds } from './request-timing.ts';

const at = (iso: string) => new Date(iso);
const HOUR_MS = 3_600_000;

/** New York's wall clock of an instant, read apart from the code under test. */
const newYork = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(instant);

describe('execution windows', () => {
  it('end 7 and 15 days after submission, or a calendar month later', () => {
    const submitted = at('2026-03-10T14:35:00Z');
    expect(windowEnds(submitted, 'WEEK').toISOString()).toBe('2026-03-17T14:35:00.000Z');
    expect(windowEnds(submitted, '2 WEEKS').toISOString()).toBe('2026-03-25T14:35:00.000Z');
    expect(windowEnds(submitted, 'MONTH').toISOString()).toBe('2026-04-10T14:35:00.000Z');
  });

  it("end a month on at the month's last day when it has no such day", () => {
    expect(windowEnds(at('2026-01-31T09:00:00Z'), 'MONTH').toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(windowEnds(at('2028-01-31T09:00:00Z'), 'MONTH').toISOString()).toBe('2028-02-29T09:00:00.000Z');
  });
});

describe("a 'day' request's expiry: the next 17:00 in New York", () => {
  it('is 21:00 UTC in summer (EDT, UTC−4) and 22:00 UTC in winter (EST, UTC−5)', () => {
    expect(nextFxCut(at('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-15T21:00:00.000Z');
    expect(nextFxCut(at('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-15T22:00:00.000Z');
  });

  it("is the next day's once the cut has passed, the cut itself included", () => {
    expect(nextFxCut(at('2026-01-15T22:00:00Z')).toISOString()).toBe('2026-01-16T22:00:00.000Z');
    expect(nextFxCut(at('2026-07-15T21:30:00Z')).toISOString()).toBe('2026-07-16T21:00:00.000Z');
    // 22:00 in New York on the 15th is already the 16th in UTC: the cut is the 16th's.
    expect(nextFxCut(at('2026-07-16T02:00:00Z')).toISOString()).toBe('2026-07-16T21:00:00.000Z');
  });

  it('follows the clocks across both daylight-saving switches (US rules: 2nd Sunday of March, 1st of November)', () => {
    // Saturday 18:00 EST; the clocks go forward on Sunday 8 March 2026 at 02:00.
    expect(nextFxCut(at('2026-03-07T23:00:00Z')).toISOString()).toBe('2026-03-08T21:00:00.000Z');
    // Saturday 18:00 EDT; the clocks go back on Sunday 1 November 2026 at 02:00.
    expect(nextFxCut(at('2026-10-31T22:00:00Z')).toISOString()).toBe('2026-11-01T22:00:00.000Z');
    // The switch's own night, in the repeated hour and just after the skipped one.
    expect(nextFxCut(at('2026-11-01T06:30:00Z')).toISOString()).toBe('2026-11-01T22:00:00.000Z');
    expect(nextFxCut(at('2026-03-08T07:30:00Z')).toISOString()).toBe('2026-03-08T21:00:00.000Z');
  });

  it('is always 17:00:00 New York time, after the instant and within a day of it', () => {
    const instants = fc.integer({
      min: Date.parse('2000-01-01T00:00:00Z'),
      max: Date.parse('2040-12-31T00:00:00Z'),
    });
    fc.assert(
      fc.property(instants, (ms) => {
        const cut = nextFxCut(new Date(ms));
        expect(newYork(cut)).toMatch(/ 17:00:00$/);
        expect(cut.getTime()).toBeGreaterThan(ms);
        // A day, plus the hour a switch adds to the night in autumn.
        expect(cut.getTime() - ms).toBeLessThanOrEqual(25 * HOUR_MS);
      }),
    );
  });

  it("runs until the treasurer's time for 'until', and never ends for 'gtc'", () => {
    const submitted = at('2026-03-10T12:00:00Z');
    const until = at('2026-03-12T15:00:00Z');
    expect(expiryOf('until', submitted, until)).toEqual(until);
    expect(expiryOf('gtc', submitted, null)).toBeNull();
    expect(expiryOf('day', submitted, null)).toEqual(at('2026-03-10T21:00:00Z'));
  });
});
