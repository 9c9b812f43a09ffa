import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_STORAGE_KEY } from '../../../api/userActivity.ts';
import { runOnFakeTimers } from '../../../test/fakeTimers.ts';
import { IDLE_TIMEOUT_MS, useIdleTimeout } from './useIdleTimeout.ts';

describe('useIdleTimeout', () => {
  runOnFakeTimers();
  afterEach(() => localStorage.clear());

  it('calls back after one hour without activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(onIdle));
    act(() => {
      vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    });
    expect(onIdle).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts the hour again from the last activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(onIdle));
    act(() => {
      vi.advanceTimersByTime(30 * 60_000);
      window.dispatchEvent(new Event('keydown'));
      vi.advanceTimersByTime(59 * 60_000);
    });
    expect(onIdle).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts activity in another tab, which it reads from local storage', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(onIdle));
    act(() => {
      vi.advanceTimersByTime(50 * 60_000);
      localStorage.setItem(ACTIVITY_STORAGE_KEY, String(Date.now()));
      vi.advanceTimersByTime(50 * 60_000);
    });
    expect(onIdle).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('calls back at once when the app opens after an idle hour (a reload)', () => {
    localStorage.setItem(ACTIVITY_STORAGE_KEY, String(Date.now() - IDLE_TIMEOUT_MS - 1));
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(onIdle));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
