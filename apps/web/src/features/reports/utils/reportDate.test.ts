import { describe, expect, it } from 'vitest';
import { reportDate } from './reportDate.ts';

describe('reportDate', () => {
  it("writes 'MMM DD, YY' in English and Spanish", () => {
    expect(reportDate('2026-01-02', 'en')).toBe('Jan 02, 26');
    expect(reportDate('2025-12-31', 'es')).toBe('dic 31, 25');
    expect(reportDate('yesterday', 'en')).toBe('');
  });
});
