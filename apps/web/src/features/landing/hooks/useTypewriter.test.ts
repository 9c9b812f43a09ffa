import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { runOnFakeTimers } from '../../../test/fakeTimers.ts';
import { HOLD_MS, TYPE_MS, useTypewriter } from './useTypewriter.ts';

const phrases = ['FX', 'oil'];

describe('useTypewriter', () => {
  runOnFakeTimers();

  it('types one character every 100 ms', () => {
    const { result } = renderHook(() => useTypewriter(phrases));
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(TYPE_MS);
    });
    expect(result.current).toBe('F');
    act(() => {
      vi.advanceTimersByTime(TYPE_MS);
    });
    expect(result.current).toBe('FX');
  });

  it('erases the phrase after holding it and types the next', () => {
    const { result } = renderHook(() => useTypewriter(phrases));
    const seen = new Set<string>();
    for (let elapsed = 0; elapsed < 2 * TYPE_MS + HOLD_MS + 1000; elapsed += 10) {
      act(() => {
        vi.advanceTimersByTime(10);
      });
      seen.add(result.current);
    }
    expect(seen.has('FX')).toBe(true);
    expect(seen.has('')).toBe(true);
    expect(result.current).toBe('oil');
  });

  it('shows the first phrase whole without animation', () => {
    const { result } = renderHook(() => useTypewriter(phrases, false));
    expect(result.current).toBe('FX');
  });
});
