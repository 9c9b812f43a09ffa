import { REQUEST_STATES } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { canCancel, timeLeft } from './requestState.ts';

describe('a request state', () => {
  it('may be cancelled until it is executed or otherwise ended', () => {
    expect(REQUEST_STATES.filter(canCancel)).toEqual(['draft', 'submitted', 'quoting', 'awaiting_approval']);
  });

  it('counts what is left of the window, and how late past it', () => {
    const ends = '2027-01-15T17:00:00.000Z';
    expect(timeLeft(ends, Date.parse('2027-01-13T15:30:00.000Z'))).toEqual({
      isLate: false,
      days: 2,
      hours: 1,
      minutes: 30,
    });
    expect(timeLeft(ends, Date.parse('2027-01-15T18:05:00.000Z'))).toEqual({
      isLate: true,
      days: 0,
      hours: 1,
      minutes: 5,
    });
  });
});
