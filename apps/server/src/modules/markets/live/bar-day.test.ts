import { describe, expect, it } from 'vitest';
import { barDayFor } from './bar-day.ts';

const at = (iso: string) => barDayFor(new Date(iso));

describe('barDayFor: after 20:00 in Chicago the next day’s bar is accepted', () => {
  it('in winter (CST, UTC−6): 19:59 is still the day, 20:00 is the next', () => {
    expect(at('2026-01-16T01:59:00Z')).toBe('2026-01-15'); // 19:59 CST on the 15th
    expect(at('2026-01-16T02:00:00Z')).toBe('2026-01-16'); // 20:00 CST
    expect(at('2026-01-16T05:59:00Z')).toBe('2026-01-16'); // 23:59 CST
    expect(at('2026-01-16T06:00:00Z')).toBe('2026-01-16'); // midnight in Chicago: the 16th, before 20:00
  });

  it('in summer (CDT, UTC−5): 19:59 is still the day, 20:00 is the next', () => {
    expect(at('2026-07-15T00:59:00Z')).toBe('2026-07-14'); // 19:59 CDT on the 14th
    expect(at('2026-07-15T01:00:00Z')).toBe('2026-07-15'); // 20:00 CDT
    // 01:30 UTC is 20:30 in summer but would be 19:30 in winter: the offset of the day decides.
    expect(at('2026-07-15T01:30:00Z')).toBe('2026-07-15');
    expect(at('2026-01-15T01:30:00Z')).toBe('2026-01-14');
  });

  it('across the spring change (second Sunday of March, 02:00 CST → 03:00 CDT)', () => {
    expect(at('2026-03-08T01:59:00Z')).toBe('2026-03-07'); // Saturday 19:59 CST
    expect(at('2026-03-08T02:00:00Z')).toBe('2026-03-08'); // Saturday 20:00 CST
    expect(at('2026-03-09T00:59:00Z')).toBe('2026-03-08'); // Sunday 19:59 CDT
    expect(at('2026-03-09T01:00:00Z')).toBe('2026-03-09'); // Sunday 20:00 CDT
  });

  it('across the autumn change (first Sunday of November, 02:00 CDT → 01:00 CST)', () => {
    expect(at('2026-11-01T00:59:00Z')).toBe('2026-10-31'); // Saturday 19:59 CDT
    expect(at('2026-11-01T01:00:00Z')).toBe('2026-11-01'); // Saturday 20:00 CDT
    expect(at('2026-11-02T01:59:00Z')).toBe('2026-11-01'); // Sunday 19:59 CST
    expect(at('2026-11-02T02:00:00Z')).toBe('2026-11-02'); // Sunday 20:00 CST
  });
});
