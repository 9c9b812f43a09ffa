import { Box, Button, Center, Group, Loader, Text, useComputedColorScheme } from '@mantine/core';
import type { BeforeSaveDataDetails, ColumnRegular, FocusAfterRenderEvent } from '@revolist/revogrid';
import { type KeyboardEvent, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatInteger } from '../../utils/format.ts';
import { type CellIssue, displayText } from './cellText.ts';
import classes from './DataGrid.module.css';
import { GridProblemList } from './GridProblemList.tsx';
import { gridEditors } from './gridEditors.ts';
import { canRedo, canUndo, type GridHistory, recordState, redo, startHistory, undo } from './gridHistory.ts';
import { cellProblem, listProblems } from './gridProblems.ts';
import {
  addRow,
  applyChanges,
  type CellChange,
  copyCells,
  deleteRows,
  fillDownChanges,
  gridChanges,
  pasteChanges,
} from './gridState.ts';
import type { CellRange, GridColumn, GridProblems, GridRow, GridState, RowValues } from './gridTypes.ts';
import { formatTsv, parseTsv } from './tsv.ts';

// RevoGrid is loaded with the first grid shown, never with the landing page or the sign-in.
const RevoGrid = lazy(() =>
  import('@revolist/react-datagrid').then((module) => ({ default: module.RevoGrid })),
);

const NO_PROBLEMS: GridProblems = {};
/** Examples in the grid's messages: how a number and a date are written in the language. */
const EXAMPLE_NUMBER = 1234.56;
const EXAMPLE_DATE = '2027-02-22';

export interface DataGridProps {
  columns: readonly GridColumn[];
  /** The rows and what has changed (see `loadedState`); the grid never changes it itself. */
  value: GridState;
  /** Every edit, paste, fill, added or deleted row, undo and redo, as the next state. */
  onChange: (next: GridState) => void;
  /** A new row's values: for "Add row" and for rows a paste adds below the last. */
  newRow: () => RowValues;
  /** The caller's problems per row key and column key (a server's rejected cells), shown in place. */
  problems?: GridProblems;
  /** The grid's accessible name (what the table holds). */
  label: string;
  isReadonly?: boolean;
  height?: number | string;
  /** The row whose cell took the focus (its key), for actions on one row such as its history. */
  onFocusRow?: (key: string | undefined) => void;
}

interface Latest {
  value: GridState;
  history: GridHistory;
  columns: readonly GridColumn[];
  problems: GridProblems;
  lang: string;
  newRow: () => RowValues;
  onChange: (next: GridState) => void;
  onFocusRow: ((key: string | undefined) => void) | undefined;
  describe: (issue: CellIssue, column: GridColumn) => string;
}

/**
 * What RevoGrid's accessibility leaves out, put in after each render: its header cells sit in no row,
 * and its credit link sits among the grid's rows (the link stays visible, out of the reading order).
 * A header row is a row only once its cells are drawn: a freshly mounted grid renders it empty for a
 * few frames, and an empty row is itself an error for assistive technology.
 */
function completeAria(grid: HTMLElement): void {
  for (const row of grid.querySelectorAll('revogr-viewport-scroll.rgCol revogr-header .header-rgRow')) {
    if (row.querySelector('[role=columnheader]')) row.setAttribute('role', 'row');
    else row.removeAttribute('role');
  }
  for (const link of grid.querySelectorAll('revogr-attribution a')) {
    link.setAttribute('aria-hidden', 'true');
    link.setAttribute('tabindex', '-1');
  }
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
}: DataGridProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const scheme = useComputedColorScheme('light');
  const gridElement = useRef<HTMLRevoGridElement | null>(null);
  const selection = useRef<CellRange | null>(null);
  const problemCache = useRef(new WeakMap<GridRow, readonly number[]>());
  const copied = useRef<string | null>(null);

  // Undo and redo are the grid's: a value that did not come from the grid (a reload) starts afresh.
  const [history, setHistory] = useState(() => startHistory(value));
  const current = history.present === value ? history : startHistory(value);
  if (current !== history) setHistory(current);

  const describe = useCallback(
    (issue: CellIssue, column: GridColumn) =>
      t(`grid.unread.${issue}`, {
        example:
          issue === 'date'
            ? displayText(column, EXAMPLE_DATE, lang)
            : displayText({ ...column, type: 'number', decimals: 2 }, EXAMPLE_NUMBER, lang),
        choices: (column.options ?? []).map((option) => option.label).join(', '),
      }),
    [t, lang],
  );

  // Handlers run from RevoGrid's events, outside React's render: they read the latest props here.
  const props: Latest = {
    value,
    history: current,
    columns,
    problems,
    lang,
    newRow,
    onChange,
    onFocusRow,
    describe,
  };
  const latest = useRef(props);
  latest.current = props;

  const commit = useCallback((next: GridState) => {
    const now = latest.current;
    if (next === now.value) return;
    const recorded = recordState(now.history, next);
    latest.current = { ...now, value: next, history: recorded };
    setHistory(recorded);
    now.onChange(next);
  }, []);

  const apply = useCallback(
    (changes: readonly CellChange[]) => {
      const now = latest.current;
      commit(applyChanges(now.value, changes, now.columns, now.lang, now.newRow));
    },
    [commit],
  );

  const travel = useCallback((step: (history: GridHistory) => GridHistory) => {
    const now = latest.current;
    const moved = step(now.history);
    if (moved === now.history) return;
    latest.current = { ...now, value: moved.present, history: moved };
    setHistory(moved);
    now.onChange(moved.present);
  }, []);

  const fillDown = useCallback(
    (range: CellRange) => {
      const now = latest.current;
      apply(fillDownChanges(now.value, now.columns, range));
    },
    [apply],
  );

  const editors = useMemo(
    () =>
      gridEditors({
        columnOf: (key) => latest.current.columns.find((column) => column.key === key),
        lang: () => latest.current.lang,
        calendarLabel: () => t('grid.calendar'),
      }),
    [t],
  );

  const revoColumns = useMemo<ColumnRegular[]>(
    () =>
      columns.map((column) => ({
        prop: column.key,
        name: column.header,
        size: column.width,
        readonly: isReadonly || column.isReadonly === true,
        editor: column.type === 'enum' ? 'enum' : column.type === 'date' ? 'date' : 'text',
        columnProperties: () => ({
          ...(column.hint ? { title: column.hint } : {}),
          ...(column.type === 'number' || column.type === 'integer' ? { class: classes.numberHeader } : {}),
        }),
        cellTemplate: (_h, { value: cell }) => displayText(column, cell ?? null, lang),
        cellProperties: ({ rowIndex }) => {
          const now = latest.current;
          const message = cellProblem(now.value.rows[rowIndex], column, now.problems, now.describe);
          const alignment =
            column.type === 'number' || column.type === 'integer' ? classes.number : undefined;
          if (!message) return alignment ? { class: alignment } : {};
          return {
            class: [classes.problem, alignment].filter(Boolean).join(' '),
            title: message,
            'aria-invalid': 'true',
          };
        },
      })),
    [columns, lang, isReadonly],
  );

  // Row numbers, marked for a new or an edited row; row headers for assistive technology (RevoGrid's
  // own give their rows no cells).
  const rowHeaders = useMemo(
    () => ({
      prop: '',
      cellProperties: ({ rowIndex }: { rowIndex: number }) => {
        const row = latest.current.value.rows[rowIndex];
        if (row?.original === undefined)
          return { role: 'rowheader', class: classes.newRow, title: t('grid.rows.new') };
        if (row.isEdited)
          return { role: 'rowheader', class: classes.editedRow, title: t('grid.rows.edited') };
        return { role: 'rowheader' };
      },
    }),
    [t],
  );

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

  const [focused, setFocused] = useState<{ row: number; column: number } | null>(null);
  const focusedProblem = focused
    ? cellProblem(value.rows[focused.row], columns[focused.column], problems, describe)
    : undefined;

  const attach = useCallback(
    (element: HTMLRevoGridElement | null) => {
      gridElement.current = element;
      if (!element) return;
      element.setAttribute('aria-label', label);
      const listeners: [string, (event: CustomEvent) => void][] = [
        ['aftergridrender', () => completeAria(element)],
        // Header cells can arrive in a later render of the header alone.
        ['afterrender', () => completeAria(element)],
        [
          'beforeedit',
          (event: CustomEvent<BeforeSaveDataDetails>) => {
            event.preventDefault();
            const { rowIndex, prop, val } = event.detail;
            const column = latest.current.columns.findIndex((candidate) => candidate.key === prop);
            apply([{ row: rowIndex, column, raw: val }]);
          },
        ],
        [
          // A range written at once: autofill by the corner handle, or cells cleared with Delete.
          'beforerangeedit',
          (event: CustomEvent<{ data: Record<number, Record<string, unknown>> }>) => {
            event.preventDefault();
            const keys = latest.current.columns.map((column) => column.key);
            apply(
              Object.entries(event.detail.data).flatMap(([row, cells]) =>
                Object.entries(cells).map(([prop, raw]) => ({
                  row: Number(row),
                  column: keys.indexOf(prop),
                  raw,
                })),
              ),
            );
          },
        ],
        [
          // The clipboard's text is read here, as a spreadsheet wrote it (RevoGrid would read its HTML).
          'beforepaste',
          (event: CustomEvent<{ dataText: string; event: ClipboardEvent }>) => {
            event.preventDefault();
            event.detail.event.preventDefault();
            const block = parseTsv(event.detail.dataText);
            const target = selection.current;
            if (block.length === 0 || !target || isReadonly) return;
            apply(pasteChanges(block, target));
          },
        ],
        [
          'clipboardrangecopy',
          (event: CustomEvent<{ range: CellRange }>) => {
            const now = latest.current;
            copied.current = formatTsv(copyCells(now.value, now.columns, event.detail.range, now.lang));
          },
        ],
        [
          'beforecopyapply',
          (event: CustomEvent<{ event: DataTransfer }>) => {
            if (copied.current === null) return;
            event.preventDefault();
            event.detail.event.setData('text/plain', copied.current);
            copied.current = null;
          },
        ],
        [
          'afterfocus',
          (event: CustomEvent<FocusAfterRenderEvent>) => {
            const { rowIndex, colIndex } = event.detail;
            setFocused({ row: rowIndex, column: colIndex });
            latest.current.onFocusRow?.(latest.current.value.rows[rowIndex]?.key);
            const kept = selection.current;
            const isInside =
              kept &&
              rowIndex >= Math.min(kept.y, kept.y1) &&
              rowIndex <= Math.max(kept.y, kept.y1) &&
              colIndex >= Math.min(kept.x, kept.x1) &&
              colIndex <= Math.max(kept.x, kept.x1);
            if (!isInside) selection.current = { x: colIndex, y: rowIndex, x1: colIndex, y1: rowIndex };
          },
        ],
        [
          'setrange',
          (event: CustomEvent<(CellRange & { type?: string }) | null>) => {
            if (event.detail) {
              const { x, y, x1, y1 } = event.detail;
              selection.current = { x, y, x1, y1 };
            }
          },
        ],
      ];
      for (const [name, listener] of listeners) element.addEventListener(name, listener as EventListener);
      return () => {
        for (const [name, listener] of listeners)
          element.removeEventListener(name, listener as EventListener);
      };
    },
    [apply, label, isReadonly],
  );

  // Undo, redo and fill down: the keys reach the cell that has the focus, inside this box. An open
  // editor keeps its own undo.
  const onShortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || (event.target as Element).closest('revogr-edit')) return;
    const key = event.key.toLowerCase();
    const action =
      key === 'z' && !event.shiftKey
        ? () => travel(undo)
        : key === 'y' || (key === 'z' && event.shiftKey)
          ? () => travel(redo)
          : key === 'd' && !isReadonly && selection.current
            ? () => selection.current && fillDown(selection.current)
            : undefined;
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const selectedRows = (): number[] => {
    const range = selection.current;
    if (!range) return [];
    const top = Math.min(range.y, range.y1);
    return Array.from({ length: Math.abs(range.y1 - range.y) + 1 }, (_, i) => top + i);
  };

  const focusCell = (row: number, column: number) => {
    const grid = gridElement.current;
    if (!grid) return;
    void grid.scrollToRow(row).then(() => grid.setCellsFocus({ x: column, y: row }, { x: column, y: row }));
  };

  return (
    <Box>
      {!isReadonly && (
        <Group gap="xs" mb="xs" role="toolbar" aria-label={t('grid.toolbar.label')}>
          <Button size="xs" variant="light" onClick={() => commit(addRow(value, newRow()))}>
            {t('grid.toolbar.addRow')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => {
              commit(deleteRows(value, selectedRows()));
              selection.current = null;
            }}
          >
            {t('grid.toolbar.deleteRows')}
          </Button>
          <Button
            size="xs"
            variant="default"
            title={t('grid.shortcuts.fillDown')}
            aria-keyshortcuts="Control+D"
            onClick={() => selection.current && fillDown(selection.current)}
          >
            {t('grid.toolbar.fillDown')}
          </Button>
          <Button
            size="xs"
            variant="default"
            title={t('grid.shortcuts.undo')}
            aria-keyshortcuts="Control+Z"
            disabled={!canUndo(current)}
            onClick={() => travel(undo)}
          >
            {t('grid.toolbar.undo')}
          </Button>
          <Button
            size="xs"
            variant="default"
            title={t('grid.shortcuts.redo')}
            aria-keyshortcuts="Control+Y Control+Shift+Z"
            disabled={!canRedo(current)}
            onClick={() => travel(redo)}
          >
            {t('grid.toolbar.redo')}
          </Button>
        </Group>
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
            columns={revoColumns}
            source={source}
            editors={editors}
            readonly={isReadonly}
            range
            resize
            rowHeaders={rowHeaders}
            useClipboard
            applyOnClose
            filter={false}
            theme={scheme === 'dark' ? 'darkCompact' : 'compact'}
            style={{ height: '100%' }}
          />
        </Suspense>
      </Box>
      <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
        <Text size="sm" role="status" aria-live="polite" data-testid="grid-focused-problem">
          {focused && focusedProblem
            ? t('grid.problems.item', {
                row: focused.row + 1,
                column: columns[focused.column]?.header ?? '',
                message: focusedProblem,
              })
            : ''}
        </Text>
        <Text size="sm" c="dimmed" data-testid="grid-summary" style={{ whiteSpace: 'nowrap' }}>
          {t('grid.summary.rows', { rows: formatInteger(value.rows.length, lang) })}
          {unsaved > 0 && ` · ${t('grid.summary.changed', { changes: formatInteger(unsaved, lang) })}`}
        </Text>
      </Group>
      <GridProblemList problems={listed} columns={columns} onPick={focusCell} />
    </Box>
  );
}
