import { describe, expect, it } from 'vitest';
import { gridColumnOf, gridRangeOf, pinnedCount, viewportColumnOf } from './columnViewports.ts';
import type { GridColumn } from './gridTypes.ts';

const column = (key: string, isPinned?: boolean): GridColumn => ({
  key,
  header: key,
  type: 'text',
  isPinned,
});
const columns = [column('code', true), column('pair'), column('notional'), column('late', true)];

describe('columnViewports', () => {
  it('pins only the columns before the first one that is not pinned', () => {
    expect(pinnedCount(columns)).toBe(1);
    expect(pinnedCount([column('pair'), column('code', true)])).toBe(0);
    expect(pinnedCount([])).toBe(0);
  });

  it("reads a viewport's column as the grid's, and back", () => {
    expect(gridColumnOf(columns, 'colPinStart', 0)).toBe(0);
    expect(gridColumnOf(columns, 'rgCol', 0)).toBe(1);
    expect(gridColumnOf(columns, undefined, 2)).toBe(3);
    expect(gridRangeOf(columns, 'rgCol', { x: 0, y: 4, x1: 1, y1: 6 })).toEqual({ x: 1, y: 4, x1: 2, y1: 6 });
    for (const index of [0, 1, 3]) {
      const shown = viewportColumnOf(columns, index);
      expect(gridColumnOf(columns, shown.viewport, shown.index)).toBe(index);
    }
    expect(viewportColumnOf(columns, 0)).toEqual({ viewport: 'colPinStart', index: 0 });
    expect(viewportColumnOf(columns, 2)).toEqual({ viewport: 'rgCol', index: 1 });
  });
});
