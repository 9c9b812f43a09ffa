import { REQUEST_STATES } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { BADGE_COLORS, badgeKind, canCancel, timeLeft } from './requestState.ts';

describe('a request state', () => {
  it('reads "executed in part" only for an executed request filled short of its amount', () => {
    expect(badgeKind({ state: 'executed', filled: 400, amount: 1000 })).toBe('executed_part');
    expect(badgeKind({ state: 'executed', filled: 1000, amount: 1000 })).toBe('executed');
    // Still being filled: the desk is quoting the rest.
    expect(badgeKind({ state: 'quoting', filled: 400, amount: 1000 })).toBe('quoting');
    for (const state of REQUEST_STATES) expect(BADGE_COLORS[state]).toBeTruthy();
  });

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
