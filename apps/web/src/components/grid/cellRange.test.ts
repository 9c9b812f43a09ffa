import { describe, expect, it } from 'vitest';
import { cellAt, rangeContains, rangeRows } from './cellRange.ts';

describe('cell ranges', () => {
  it('contain the cells between their corners, drawn either way', () => {
    const drawnUp = { x: 2, y: 5, x1: 0, y1: 3 };
    expect(rangeContains(drawnUp, 4, 1)).toBe(true);
    expect(rangeContains(drawnUp, 3, 2)).toBe(true);
    expect(rangeContains(drawnUp, 6, 1)).toBe(false);
    expect(rangeContains(drawnUp, 4, 3)).toBe(false);
  });

  it('list the rows they cover, top to bottom', () => {
    expect(rangeRows({ x: 0, y: 4, x1: 1, y1: 2 })).toEqual([2, 3, 4]);
    expect(rangeRows(cellAt(7, 1))).toEqual([7]);
  });
});
