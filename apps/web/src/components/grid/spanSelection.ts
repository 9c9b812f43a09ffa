import type { BasePlugin, PluginProviders } from '@revolist/revogrid';
import { type ColumnViewport, gridColumnOf, pinnedCount } from './columnViewports.ts';
import type { CellRange, GridColumn } from './gridTypes.ts';

/**
 * RevoGrid keeps a range per viewport: a selection drawn from the pinned code into the scrolling
 * columns (or back) stops at the viewport's edge. The grid draws such a selection itself, as one
 * range over the grid's columns from the focused cell (`x`, `y`) to the cell reached (`x1`, `y1`),
 * shown as each viewport's part of it.
 */

/** A cell in the grid's columns. */
export interface GridCell {
  row: number;
  column: number;
}

type SelectionStores = PluginProviders['selection'];
const storesOf = new WeakMap<Element, SelectionStores>();

/**
 * A RevoGrid plugin that hands the grid its viewports' selection stores, where a range spanning
 * them is drawn.
 */
class SelectionStoresPlugin {
  constructor(grid: HTMLElement, providers: PluginProviders) {
    storesOf.set(grid, providers.selection);
  }
}

/**
 * The grid's plugins for RevoGrid's `plugins`. RevoGrid only constructs a plugin with its element and
 * providers: the class need not extend `BasePlugin`, which would load RevoGrid with this module.
 */
export const GRID_PLUGINS = [SelectionStoresPlugin] as unknown as (typeof BasePlugin)[];

/** The range from `from` to `to`, `from` being its fixed corner. */
export const rangeBetween = (from: GridCell, to: GridCell): CellRange => ({
  x: from.column,
  y: from.row,
  x1: to.column,
  y1: to.row,
});

const viewportOfColumn = (columns: readonly GridColumn[], column: number): ColumnViewport =>
  column < pinnedCount(columns) ? 'colPinStart' : 'rgCol';

/** Whether the range covers pinned columns and scrolling ones. */
export function spansViewports(columns: readonly GridColumn[], range: CellRange): boolean {
  const first = Math.min(range.x, range.x1);
  const last = Math.max(range.x, range.x1);
  return viewportOfColumn(columns, first) !== viewportOfColumn(columns, last);
}

/** The part of a range each viewport draws, in its own columns (top-left first); null where none. */
export function viewportParts(
  columns: readonly GridColumn[],
  range: CellRange,
): Record<ColumnViewport, CellRange | null> {
  const pinned = pinnedCount(columns);
  const first = Math.min(range.x, range.x1);
  const last = Math.max(range.x, range.x1);
  const rows = { y: Math.min(range.y, range.y1), y1: Math.max(range.y, range.y1) };
  return {
    colPinStart: first < pinned ? { x: first, x1: Math.min(last, pinned - 1), ...rows } : null,
    rgCol: last >= pinned ? { x: Math.max(first, pinned) - pinned, x1: last - pinned, ...rows } : null,
  };
}

const ARROWS: Readonly<Record<string, GridCell>> = {
  ArrowUp: { row: -1, column: 0 },
  ArrowDown: { row: 1, column: 0 },
  ArrowLeft: { row: 0, column: -1 },
  ArrowRight: { row: 0, column: 1 },
};

/**
 * The range after Shift+arrow: its moving corner one cell on, within the grid's `rows` and
 * `columns`; undefined for another key.
 */
export function extendedRange(range: CellRange, key: string, rows: number, columns: number) {
  const step = ARROWS[key];
  if (!step) return undefined;
  const clamp = (value: number, count: number) => Math.min(Math.max(value, 0), count - 1);
  return { ...range, x1: clamp(range.x1 + step.column, columns), y1: clamp(range.y1 + step.row, rows) };
}

/** Draws the range in the viewports of RevoGrid's element, each its part (the focus stays). */
export function drawRange(grid: Element, columns: readonly GridColumn[], range: CellRange) {
  const stores = storesOf.get(grid);
  const rowsAt = stores?.storesByType.rgRow;
  if (!stores || rowsAt === undefined) return;
  const parts = viewportParts(columns, range);
  for (const viewport of ['colPinStart', 'rgCol'] as const) {
    const at = stores.storesByType[viewport];
    const part = parts[viewport];
    if (at === undefined) continue;
    stores.stores[rowsAt]?.[at]?.setRangeArea(part && { x: part.x, y: part.y, x1: part.x1, y1: part.y1 });
  }
}

/** Whether a cell of the grid is being edited (its keys are the editor's). */
export const isEditing = (grid: Element) => !!storesOf.get(grid)?.edit;

/** The grid's cell an event happened on, if on a cell of the pinned or scrolling columns. */
export function cellOfEvent(
  columns: readonly GridColumn[],
  target: EventTarget | null,
): GridCell | undefined {
  const cell = target instanceof Element ? target.closest('[data-rgcol][data-rgrow]') : null;
  const viewport = cell?.closest('revogr-viewport-scroll')?.classList;
  if (!cell || !viewport || !(viewport.contains('colPinStart') || viewport.contains('rgCol')))
    return undefined;
  const shown = Number(cell.getAttribute('data-rgcol'));
  return {
    row: Number(cell.getAttribute('data-rgrow')),
    column: gridColumnOf(columns, viewport.contains('colPinStart') ? 'colPinStart' : 'rgCol', shown),
  };
}

/** Whether two cells are drawn in different viewports. */
export const areApart = (columns: readonly GridColumn[], a: GridCell, b: GridCell) =>
  viewportOfColumn(columns, a.column) !== viewportOfColumn(columns, b.column);
