import { describe, expect, it } from 'vitest';
import { reportDate, reportDayName } from './reportDate.ts';

describe('reportDate', () => {
  it("writes 'MMM DD, YY' in English and Spanish", () => {
    expect(reportDate('2026-01-02', 'en')).toBe('Jan 02, 26');
    expect(reportDate('2025-12-31', 'es')).toBe('dic 31, 25');
    expect(reportDate('yesterday', 'en')).toBe('');
  });

  it('names the weekday before the date, in either language', () => {
    expect(reportDayName('2026-11-23', 'en')).toBe('Monday Nov 23, 26');
    expect(reportDayName('2026-11-21', 'es')).toBe('sábado nov 21, 26');
  });
});
