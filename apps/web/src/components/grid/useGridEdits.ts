import type { FigureDateOrder } from '@cobertura/contracts';
import { useCallback, useRef, useState } from 'react';
import { type GridHistory, recordState, startHistory } from './gridHistory.ts';
import type { DescribeIssue } from './gridProblems.ts';
import { applyChanges, type CellChange, fillDownChanges } from './gridState.ts';
import type { CellRange, GridColumn, GridProblems, GridState, RowValues } from './gridTypes.ts';

/** The grid's props and state as its event handlers last saw them. */
export interface LatestGrid {
  value: GridState;
  history: GridHistory;
  columns: readonly GridColumn[];
  problems: GridProblems;
  lang: string;
  /** The user's order of dates written in figures. */
  dateOrder: FigureDateOrder;
  newRow: () => RowValues;
  onChange: (next: GridState) => void;
  onFocusRow: ((key: string | undefined) => void) | undefined;
  describe: DescribeIssue;
}

/**
 * The grid's edits as new states: each one recorded for undo and redo, and handed to `onChange`.
 * Undo and redo are the grid's: a value that did not come from the grid (a reload) starts afresh.
 * RevoGrid's events run outside React's render, so the handlers read `latest`, which is kept current.
 */
export function useGridEdits(props: Omit<LatestGrid, 'history'>) {
  const [history, setHistory] = useState(() => startHistory(props.value));
  const current = history.present === props.value ? history : startHistory(props.value);
  if (current !== history) setHistory(current);

  const latest = useRef<LatestGrid>({ ...props, history: current });
  latest.current = { ...props, history: current };

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
      commit(applyChanges(now.value, changes, now.columns, now.lang, now.newRow, now.dateOrder));
    },
    [commit],
  );

  /** Moves through the history (undo or redo); a step that goes nowhere changes nothing. */
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

  return { history: current, latest, commit, apply, travel, fillDown };
}
