import { type RefObject, useCallback, useRef, useState } from 'react';
import { cellAt, rangeColumns, rangeContains, rangeRows } from './cellRange.ts';
import { gridColumnOf, gridRangeOf, viewportColumnOf } from './columnViewports.ts';
import { listenToGrid } from './gridEvents.ts';
import { copyCells, pasteChanges } from './gridState.ts';
import type { CellRange } from './gridTypes.ts';
import { listenToSpans } from './spanEvents.ts';
import type { GridCell } from './spanSelection.ts';
import { formatTsv, parseTsv } from './tsv.ts';
import type { LatestGrid, useGridEdits } from './useGridEdits.ts';

/** How long a new row waits for RevoGrid to draw it before it takes the focus anyway. */
const DRAW_WAIT_MS = 300;

/**
 * What the user does in RevoGrid itself: edits, paste and copy in the language, the focused cell
 * (told to `onFocusRow`) and the range selected, which the toolbar and the keys act on. `attach` is
 * RevoGrid's ref: it names the grid and listens to its events.
 */
export function useGridInteraction({
  latest,
  apply,
  label,
  isReadonly,
}: {
  latest: RefObject<LatestGrid>;
  apply: ReturnType<typeof useGridEdits>['apply'];
  label: string;
  isReadonly: boolean;
}) {
  const gridElement = useRef<HTMLRevoGridElement | null>(null);
  const selection = useRef<CellRange | null>(null);
  const [focused, setFocused] = useState<GridCell | null>(null);
  const focusedCell = useRef<GridCell | null>(null);

  const attach = useCallback(
    (element: HTMLRevoGridElement | null) => {
      gridElement.current = element;
      if (!element) return;
      element.setAttribute('aria-label', label);
      const spans = listenToSpans(element, {
        layout: () => ({ columns: latest.current.columns, rows: latest.current.value.rows.length }),
        focused: () => focusedCell.current,
        selected: () => selection.current,
        select: (range) => {
          selection.current = range;
        },
        clear: (range) =>
          apply(
            rangeRows(range).flatMap((row) =>
              rangeColumns(range).map((column) => ({ row, column, raw: null })),
            ),
          ),
      });
      const stopGrid = listenToGrid(element, {
        edit: (cells) => {
          const keys = latest.current.columns.map((column) => column.key);
          apply(cells.map(({ row, key, raw }) => ({ row, column: keys.indexOf(key), raw })));
        },
        paste: (text) => {
          const block = parseTsv(text);
          const target = selection.current;
          if (block.length === 0 || !target || isReadonly) return;
          apply(pasteChanges(block, target));
        },
        copy: (range, viewport) => {
          const now = latest.current;
          const copied = spans.spanning() ?? gridRangeOf(now.columns, viewport, range);
          return formatTsv(copyCells(now.value, now.columns, copied, now.lang));
        },
        focus: (row, shownColumn, viewport) => {
          const column = gridColumnOf(latest.current.columns, viewport, shownColumn);
          focusedCell.current = { row, column };
          setFocused({ row, column });
          latest.current.onFocusRow?.(latest.current.value.rows[row]?.key);
          const kept = selection.current;
          if (!kept || !rangeContains(kept, row, column)) selection.current = cellAt(row, column);
        },
        select: (range, viewport) => {
          selection.current = gridRangeOf(latest.current.columns, viewport, range);
        },
      });
      return () => {
        spans.stop();
        stopGrid();
      };
    },
    [apply, label, isReadonly, latest],
  );

  /**
   * Scrolls to a cell and gives it the focus (a problem picked in the list, a new row's first cell),
   * and the keyboard to the grid: the next key types there, not on the button that asked. A row the
   * grid was just given (`isNewRow`) can take the focus only once RevoGrid has drawn it: before, it
   * keeps the focus within the rows it drew last; and its row numbers, drawn a frame later, scroll
   * with the cells only from then on.
   */
  const focusCell = useCallback(
    (row: number, column: number, isNewRow = false) => {
      const grid = gridElement.current;
      if (!grid) return;
      const shown = viewportColumnOf(latest.current.columns, column);
      const cell = { x: shown.index, y: row };
      const focus = async () => {
        await grid.scrollToRow(row);
        await grid.setCellsFocus(cell, cell, shown.viewport);
        grid.focus({ preventScroll: true });
      };
      if (!isNewRow) return void focus();
      // Drawn, or already drawn when the listener came: whichever comes first focuses.
      let isDone = false;
      const once = () => {
        if (isDone) return;
        isDone = true;
        grid.removeEventListener('aftergridrender', once);
        requestAnimationFrame(() => void focus());
      };
      grid.addEventListener('aftergridrender', once);
      setTimeout(once, DRAW_WAIT_MS);
    },
    [latest],
  );

  return { gridElement, selection, focused, attach, focusCell };
}
