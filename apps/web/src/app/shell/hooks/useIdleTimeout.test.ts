import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { runOnFakeTimers } from '../../../test/fakeTimers.ts';
import { IDLE_TIMEOUT_MS, useIdleTimeout } from './useIdleTimeout.ts';

describe('useIdleTimeout', () => {
  runOnFakeTimers();

  it('turns idle after one hour without activity', () => {
    const { result } = renderHook(() => useIdleTimeout());
    act(() => {
      vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('counts the hour again from the last activity', () => {
    const { result } = renderHook(() => useIdleTimeout());
    act(() => {
      vi.advanceTimersByTime(30 * 60_000);
      window.dispatchEvent(new Event('keydown'));
      vi.advanceTimersByTime(59 * 60_000);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toBe(true);
  });

  it('does nothing while disabled', () => {
    const { result } = renderHook(() => useIdleTimeout(IDLE_TIMEOUT_MS, false));
    act(() => {
      vi.advanceTimersByTime(2 * IDLE_TIMEOUT_MS);
    });
    expect(result.current).toBe(false);
  });
});
