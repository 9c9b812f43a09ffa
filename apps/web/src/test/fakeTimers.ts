import { afterEach, beforeEach, vi } from 'vitest';

/** Every test of the calling `describe` runs on fake timers, and the real ones come back after it. */
export function runOnFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
