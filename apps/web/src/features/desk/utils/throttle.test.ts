import { describe, expect, it, vi } from 'vitest';
import { runOnFakeTimers } from '../../../test/fakeTimers.ts';
import { createThrottle } from './throttle.ts';

describe('createThrottle', () => {
  runOnFakeTimers();

  it('runs the first call at once and joins a burst into one run per interval', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 500);
    throttle.call();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) throttle.call();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet interval, and a cancelled run never comes', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 500);
    throttle.call();
    vi.advanceTimersByTime(600);
    throttle.call();
    expect(run).toHaveBeenCalledTimes(2);
    throttle.call();
    throttle.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
