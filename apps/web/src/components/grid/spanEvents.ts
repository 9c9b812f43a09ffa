import { cellAt, rangeContains } from './cellRange.ts';
import { gridRangeOf } from './columnViewports.ts';
import type { CellRange, GridColumn } from './gridTypes.ts';
import {
  areApart,
  cellOfEvent,
  drawRange,
  extendedRange,
  type GridCell,
  isEditing,
  rangeBetween,
  spansViewports,
} from './spanSelection.ts';

export interface SpanHandlers {
  /** The grid's columns and its number of rows now. */
  layout(): { columns: readonly GridColumn[]; rows: number };
  /** The focused cell: the fixed corner of a range drawn from it. */
  focused(): GridCell | null;
  /** The range selected now, in the grid's columns. */
  selected(): CellRange | null;
  /** A range drawn across the viewports (or back into one by Shift+arrow) becomes the selection. */
  select(range: CellRange): void;
  /** Delete or Backspace on a range drawn across the viewports: its cells emptied. */
  clear(range: CellRange): void;
}

/**
 * Selections across the pinned columns and the scrolling ones (see `spanSelection`): a drag from a
 * cell of one into the other, Shift+click on a cell of the other, Shift+arrow past the pinned
 * columns' edge. The grid draws them, RevoGrid's own range events being held back meanwhile; any
 * other focus or range of RevoGrid ends them. Listens in the capture phase, before RevoGrid and the
 * grid's other listeners. Answers the range drawn now (null when RevoGrid draws its own) and the
 * function that stops listening.
 */
export function listenToSpans(grid: HTMLElement, handlers: SpanHandlers) {
  let spanning: CellRange | null = null;
  let dragFrom: GridCell | null = null;
  const show = (range: CellRange) => {
    const { columns } = handlers.layout();
    spanning = spansViewports(columns, range) ? range : null;
    drawRange(grid, columns, range);
    handlers.select(range);
  };

  const onMouseDown = (event: MouseEvent) => {
    const { columns } = handlers.layout();
    const cell = cellOfEvent(columns, event.target);
    const focused = handlers.focused();
    // A drag starts where the button went down; Shift+click draws from the focus instead.
    dragFrom = event.shiftKey ? null : (cell ?? null);
    if (!cell || !event.shiftKey || !focused || !areApart(columns, focused, cell)) return;
    // RevoGrid would move the focus into the other viewport: the range keeps it where it was.
    event.preventDefault();
    event.stopPropagation();
    show(rangeBetween(focused, cell));
  };
  const onMouseMove = (event: MouseEvent) => {
    if (!dragFrom || (event.buttons & 1) === 0) return;
    const { columns } = handlers.layout();
    const cell = cellOfEvent(columns, event.target);
    if (cell && (spanning || areApart(columns, dragFrom, cell))) show(rangeBetween(dragFrom, cell));
  };
  // After RevoGrid's own, which ends its drag with a range event of its viewport.
  const onMouseUp = () => {
    dragFrom = null;
  };
  const holdWhileSpanning = (event: Event) => {
    if (!spanning) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onRange = (event: CustomEvent<{ range: CellRange | null; colType?: string }>) => {
    if (dragFrom) return holdWhileSpanning(event);
    if (!spanning || !event.detail.range) return;
    // RevoGrid draws a range of one viewport again: the other's part goes.
    const { columns } = handlers.layout();
    drawRange(grid, columns, gridRangeOf(columns, event.detail.colType, event.detail.range));
    spanning = null;
  };
  const onFocus = () => {
    spanning = null;
  };
  const onKey = (event: CustomEvent<{ original: KeyboardEvent }>) => {
    const key = event.detail.original;
    const focused = handlers.focused();
    if (!focused || isEditing(grid)) return;
    const { columns, rows } = handlers.layout();
    if (spanning && (key.key === 'Delete' || key.key === 'Backspace')) {
      event.preventDefault();
      key.preventDefault();
      handlers.clear(spanning);
      return;
    }
    if (!key.shiftKey) return;
    const selected = spanning ?? handlers.selected();
    const range =
      selected && rangeContains(selected, focused.row, focused.column)
        ? selected
        : cellAt(focused.row, focused.column);
    // The corner that moves is the one across from the focus.
    const far = (from: number, a: number, b: number) =>
      from === Math.min(a, b) ? Math.max(a, b) : Math.min(a, b);
    const moving = {
      x: focused.column,
      y: focused.row,
      x1: far(focused.column, range.x, range.x1),
      y1: far(focused.row, range.y, range.y1),
    };
    const next = extendedRange(moving, key.key, rows, columns.length);
    if (!next || !(spanning || spansViewports(columns, next))) return;
    event.preventDefault();
    key.preventDefault();
    show(next);
  };

  const listeners: [string, (event: never) => void][] = [
    ['mousedown', onMouseDown],
    ['mousemove', onMouseMove],
    ['beforesettemprange', holdWhileSpanning],
    ['beforeapplyrange', onRange],
    ['afterfocus', onFocus],
    ['beforekeydown', onKey],
  ];
  for (const [name, listener] of listeners) grid.addEventListener(name, listener as EventListener, true);
  // Bubbling, so after RevoGrid's listener on the document.
  window.addEventListener('mouseup', onMouseUp);
  return {
    spanning: () => spanning,
    stop: () => {
      for (const [name, listener] of listeners)
        grid.removeEventListener(name, listener as EventListener, true);
      window.removeEventListener('mouseup', onMouseUp);
    },
  };
}
