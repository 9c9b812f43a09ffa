import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { runOnFakeTimers } from '../../../test/fakeTimers.ts';
import { useRotatingMessage } from './useRotatingMessage.ts';

const messages = ['Validating credentials...', 'Setting up your profile...', 'Retrieving market data...'];

describe('useRotatingMessage', () => {
  runOnFakeTimers();

  it('shows nothing while inactive', () => {
    const { result } = renderHook(() => useRotatingMessage(messages, false));
    expect(result.current).toBeNull();
  });

  it('rotates every 2 seconds and wraps around', () => {
    const { result } = renderHook(() => useRotatingMessage(messages, true));
    expect(result.current).toBe(messages[0]);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(result.current).toBe(messages[0]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(messages[1]);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(result.current).toBe(messages[0]);
  });
});
