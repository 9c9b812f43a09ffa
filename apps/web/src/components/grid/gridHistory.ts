import type { GridState } from './gridTypes.ts';

/**
 * Undo and redo over whole states. A state shares its unchanged rows with the one before, so a step
 * costs one array of row references; `limit` bounds how many steps are kept.
 */
export interface GridHistory {
  past: readonly GridState[];
  present: GridState;
  future: readonly GridState[];
}

export const HISTORY_LIMIT = 100;

export function startHistory(present: GridState): GridHistory {
  return { past: [], present, future: [] };
}

/** A new state after an edit: the old one can be undone, nothing is left to redo. */
export function recordState(history: GridHistory, next: GridState, limit = HISTORY_LIMIT): GridHistory {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-limit), present: next, future: [] };
}

export function undo(history: GridHistory): GridHistory {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: GridHistory): GridHistory {
  const next = history.future[0];
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: history.future.slice(1) };
}

export const canUndo = (history: GridHistory): boolean => history.past.length > 0;
export const canRedo = (history: GridHistory): boolean => history.future.length > 0;
