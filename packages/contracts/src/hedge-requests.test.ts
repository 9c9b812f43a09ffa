import type { IsoDate } from '@cobertura/finance/time';
import { describe, expect, it } from 'vitest';
import { requestReference, windowEndDate } from './hedge-requests.ts';

describe('execution windows counted from a valuation date', () => {
  it('end 7 and 15 days on, or the same day a calendar month on (its last day when it has none)', () => {
    expect(windowEndDate('2026-03-10' as IsoDate, 'WEEK')).toBe('2026-03-17');
    expect(windowEndDate('2026-03-10' as IsoDate, '2 WEEKS')).toBe('2026-03-25');
    expect(windowEndDate('2026-12-31' as IsoDate, 'MONTH')).toBe('2027-01-31');
    expect(windowEndDate('2027-01-31' as IsoDate, 'MONTH')).toBe('2027-02-28');
  });
});

describe('requestReference', () => {
  it('names a request by its id on six digits', () => {
    expect(requestReference(42)).toBe('R-000042');
    expect(requestReference(1_234_567)).toBe('R-1234567');
  });
});
