import { type RefObject, useCallback, useRef, useState } from 'react';
import { cellAt, rangeContains } from './cellRange.ts';
import { listenToGrid } from './gridEvents.ts';
import { copyCells, pasteChanges } from './gridState.ts';
import type { CellRange } from './gridTypes.ts';
import { formatTsv, parseTsv } from './tsv.ts';
import type { LatestGrid, useGridEdits } from './useGridEdits.ts';

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
  const [focused, setFocused] = useState<{ row: number; column: number } | null>(null);

  const attach = useCallback(
    (element: HTMLRevoGridElement | null) => {
      gridElement.current = element;
      if (!element) return;
      element.setAttribute('aria-label', label);
      return listenToGrid(element, {
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
        copy: (range) => {
          const now = latest.current;
          return formatTsv(copyCells(now.value, now.columns, range, now.lang));
        },
        focus: (row, column) => {
          setFocused({ row, column });
          latest.current.onFocusRow?.(latest.current.value.rows[row]?.key);
          const kept = selection.current;
          if (!kept || !rangeContains(kept, row, column)) selection.current = cellAt(row, column);
        },
        select: (range) => {
          selection.current = range;
        },
      });
    },
    [apply, label, isReadonly, latest],
  );

  /** Scrolls to a cell and gives it the focus (a problem picked in the list). */
  const focusCell = (row: number, column: number) => {
    const grid = gridElement.current;
    if (!grid) return;
    void grid.scrollToRow(row).then(() => grid.setCellsFocus({ x: column, y: row }, { x: column, y: row }));
  };

  return { gridElement, selection, focused, attach, focusCell };
}
