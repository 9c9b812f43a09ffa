import { dateOrderFor, type FigureDateOrder } from '@cobertura/contracts';
import { Box, Center, Loader, useComputedColorScheme } from '@mantine/core';
import { type KeyboardEvent, lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { rangeRows } from './cellRange.ts';
import classes from './DataGrid.module.css';
import { GridProblemList } from './GridProblemList.tsx';
import { GridStatusBar } from './GridStatusBar.tsx';
import { GridToolbar } from './GridToolbar.tsx';
import { canRedo, canUndo, redo, undo } from './gridHistory.ts';
import { cellProblem, listProblems } from './gridProblems.ts';
import { shortcutOf } from './gridShortcuts.ts';
import { addRow, deleteRows, gridChanges } from './gridState.ts';
import type { GridColumn, GridProblems, GridRow, GridState, RowValues } from './gridTypes.ts';
import { issueDescriber } from './issueText.ts';
import { GRID_PLUGINS } from './spanSelection.ts';
import { startColumn } from './startColumn.ts';
import { useGridEdits } from './useGridEdits.ts';
import { useGridInteraction } from './useGridInteraction.ts';
import { useRevoSetup } from './useRevoSetup.ts';

// RevoGrid is loaded with the first grid shown, never with the landing page or the sign-in.
const RevoGrid = lazy(() =>
  import('@revolist/react-datagrid').then((module) => ({ default: module.RevoGrid })),
);

const NO_PROBLEMS: GridProblems = {};

export interface DataGridProps {
  columns: readonly GridColumn[];
  /** The rows and what has changed (see `loadedState`); the grid never changes it itself. */
  value: GridState;
  /** Every edit, paste, fill, added or deleted row, undo and redo, as the next state. */
  onChange: (next: GridState) => void;
  /**
   * A new row's values: for "Add row" and for rows a paste adds below the last. A row added with
   * "Add row" takes the focus at its first cell to check (see `startColumn`), scrolled into view.
   */
  newRow: () => RowValues;
  /** The caller's problems per row key and column key (a server's rejected cells), shown in place. */
  problems?: GridProblems;
  /** The grid's accessible name (what the table holds). */
  label: string;
  isReadonly?: boolean;
  height?: number | string;
  /** The row whose cell took the focus (its key), for actions on one row such as its history. */
  onFocusRow?: (key: string | undefined) => void;
  /** The user's order of dates written in figures (a/b/yyyy); the language's when left out. */
  dateOrder?: FigureDateOrder;
}

/**
 * A spreadsheet-like grid on RevoGrid: keyboard navigation and range selection, copy and paste of
 * blocks with Excel (tab-separated, numbers in the user's language), fill down, undo and redo, drop-
 * downs and a date picker, 100,000 virtual rows. It is controlled: each change comes back through
 * `onChange` as a new `GridState`, which tracks new, edited and deleted rows. Cells that do not read
 * as their column's type, and the caller's `problems`, are marked in place (colour and a sign), told
 * on hover and on focus, and listed under the grid. It knows nothing of what the rows are.
 */
export function DataGrid({
  columns,
  value,
  onChange,
  newRow,
  problems = NO_PROBLEMS,
  label,
  isReadonly = false,
  height = 480,
  onFocusRow,
  dateOrder: givenDateOrder,
}: DataGridProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dateOrder = givenDateOrder ?? dateOrderFor('language', lang);
  const scheme = useComputedColorScheme('light');
  const problemCache = useRef(new WeakMap<GridRow, readonly number[]>());

  const describe = useMemo(() => issueDescriber(t, lang, dateOrder), [t, lang, dateOrder]);
  const { history, latest, commit, apply, travel, fillDown } = useGridEdits({
    value,
    columns,
    problems,
    lang,
    dateOrder,
    newRow,
    onChange,
    onFocusRow,
    describe,
  });
  const { gridElement, selection, focused, attach, focusCell } = useGridInteraction({
    latest,
    apply,
    label,
    isReadonly,
  });

  // The row "Add row" made, whose first cell to fill takes the focus once the grid holds it.
  const added = useRef<string | null>(null);
  useEffect(() => {
    const row = value.rows.findIndex((candidate) => candidate.key === added.current);
    added.current = null;
    const shown = value.rows[row];
    if (shown) focusCell(row, startColumn(shown, columns, problems, describe), true);
  }, [value, columns, problems, describe, focusCell]);

  const revo = useRevoSetup({ columns, lang, isReadonly, latest });
  const source = useMemo(() => value.rows.map((row) => row.values), [value.rows]);
  const listed = useMemo(
    () => listProblems(value, columns, problems, describe, problemCache.current),
    [value, columns, problems, describe],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cells read the problems through a ref, so new problems on unchanged rows (a server's answer) must draw the cells again.
  useEffect(() => {
    void gridElement.current?.refresh?.('rgRow');
  }, [problems, describe]);

  const unsaved = useMemo(() => {
    const changes = gridChanges(value);
    return changes.created.length + changes.edited.length + changes.deleted.length;
  }, [value]);

  const focusedProblem = focused
    ? cellProblem(value.rows[focused.row], columns[focused.column], problems, describe)
    : undefined;

  const fillSelectionDown = () => selection.current && fillDown(selection.current);

  const shortcuts = { undo: () => travel(undo), redo: () => travel(redo), fillDown: fillSelectionDown };
  // Undo, redo and fill down: the keys reach the cell that has the focus, inside this box. An open
  // editor keeps its own undo.
  const onShortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    const shortcut = shortcutOf(event);
    if (!shortcut || (event.target as Element).closest('revogr-edit')) return;
    if (shortcut === 'fillDown' && (isReadonly || !selection.current)) return;
    event.preventDefault();
    event.stopPropagation();
    shortcuts[shortcut]();
  };

  return (
    <Box>
      {!isReadonly && (
        <GridToolbar
          onAddRow={() => {
            const next = addRow(value, newRow());
            added.current = next.rows.at(-1)?.key ?? null;
            commit(next);
          }}
          onDeleteRows={() => {
            commit(deleteRows(value, selection.current ? rangeRows(selection.current) : []));
            selection.current = null;
          }}
          on={shortcuts}
          canUndo={canUndo(history)}
          canRedo={canRedo(history)}
        />
      )}
      <Box h={height} className={classes.grid} data-testid="data-grid" onKeyDownCapture={onShortcut}>
        <Suspense
          fallback={
            <Center h="100%">
              <Loader />
            </Center>
          }
        >
          <RevoGrid
            ref={attach}
            columns={revo.columns}
            source={source}
            editors={revo.editors}
            readonly={isReadonly}
            range
            resize
            rowHeaders={revo.rowHeaders}
            useClipboard
            plugins={GRID_PLUGINS}
            applyOnClose
            filter={false}
            theme={scheme === 'dark' ? 'darkCompact' : 'compact'}
            style={{ height: '100%' }}
          />
        </Suspense>
      </Box>
      <GridStatusBar
        focusedProblem={
          focused && focusedProblem
            ? { row: focused.row + 1, column: columns[focused.column]?.header ?? '', message: focusedProblem }
            : undefined
        }
        rows={value.rows.length}
        unsaved={unsaved}
        lang={lang}
      />
      <GridProblemList problems={listed} columns={columns} onPick={focusCell} />
    </Box>
  );
}
