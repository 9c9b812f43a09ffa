import { describe, expect, it } from 'vitest';
import { visibleRange } from './visibleRange.ts';

describe('visibleRange', () => {
  it('draws the rows in view and the overscan around them', () => {
    expect(visibleRange(0, 340, 34, 10_000, 5)).toEqual({ start: 0, end: 15 });
    expect(visibleRange(3400, 340, 34, 10_000, 5)).toEqual({ start: 95, end: 115 });
  });

  it('stops at the list’s ends', () => {
    expect(visibleRange(0, 340, 34, 4, 5)).toEqual({ start: 0, end: 4 });
    expect(visibleRange(34 * 9_990, 340, 34, 10_000, 5)).toEqual({ start: 9_985, end: 10_000 });
    expect(visibleRange(0, 340, 34, 0, 5)).toEqual({ start: 0, end: 0 });
  });

  it('takes a viewport not laid out yet as the fallback height', () => {
    expect(visibleRange(0, 0, 30, 10_000, 0, 300)).toEqual({ start: 0, end: 10 });
  });

  it('keeps a scroll past the end within the list', () => {
    const range = visibleRange(1e9, 340, 34, 100, 5);
    expect(range.end).toBe(100);
    expect(range.start).toBeLessThanOrEqual(range.end);
  });
});
