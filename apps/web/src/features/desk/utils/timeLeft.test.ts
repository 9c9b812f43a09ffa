import { describe, expect, it } from 'vitest';
import { durationText, secondsLeft, secondsUntil } from './timeLeft.ts';

describe('secondsLeft', () => {
  it('counts down from the server figure by the time since the fetch', () => {
    expect(secondsLeft(100, 1_000, 1_000)).toBe(100);
    expect(secondsLeft(100, 1_000, 31_000)).toBe(70);
    expect(secondsLeft(5, 0, 10_000)).toBe(-5);
  });

  it('never counts a clock that reads before the fetch as time gained', () => {
    expect(secondsLeft(100, 5_000, 1_000)).toBe(100);
  });
});

describe('secondsUntil', () => {
  it('is negative once the instant has passed', () => {
    const at = Date.parse('2026-11-28T10:00:00Z');
    expect(secondsUntil('2026-11-28T10:02:00Z', at)).toBe(120);
    expect(secondsUntil('2026-11-28T09:59:30Z', at)).toBe(-30);
  });
});

describe('durationText', () => {
  it('writes hours, minutes and seconds, with days past one', () => {
    expect(durationText(0)).toBe('00:00:00');
    expect(durationText(3 * 3600 + 4 * 60 + 5.9)).toBe('03:04:05');
    expect(durationText(2 * 86_400 + 3661)).toBe('2d 01:01:01');
  });

  it('marks a late window with a minus from its first second past the end', () => {
    expect(durationText(-0.2)).toBe('−00:00:01');
    expect(durationText(-90)).toBe('−00:01:30');
    expect(durationText(-86_400 - 1)).toBe('−1d 00:00:01');
  });
});
