import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, recordState, redo, startHistory, undo } from './gridHistory.ts';
import type { GridState } from './gridTypes.ts';

const state = (label: string): GridState => ({
  rows: [{ key: label, values: { label }, isEdited: false }],
  deleted: [],
});

describe('grid history', () => {
  it('undoes and redoes steps in order', () => {
    const [a, b, c] = [state('a'), state('b'), state('c')];
    let history = recordState(recordState(startHistory(a), b), c);
    expect(canUndo(history)).toBe(true);
    expect(canRedo(history)).toBe(false);
    history = undo(history);
    expect(history.present).toBe(b);
    history = undo(history);
    expect(history.present).toBe(a);
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe(b);
    history = redo(history);
    expect(history.present).toBe(c);
    expect(redo(history)).toBe(history);
  });

  it('drops what could be redone when a new edit is made after an undo', () => {
    const [a, b, c] = [state('a'), state('b'), state('c')];
    const history = recordState(undo(recordState(startHistory(a), b)), c);
    expect(history.present).toBe(c);
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe(a);
  });

  it('keeps no step for an edit that changed nothing, and at most `limit` steps', () => {
    const a = state('a');
    expect(recordState(startHistory(a), a).past).toHaveLength(0);
    let history = startHistory(state('0'));
    for (let i = 1; i <= 5; i++) history = recordState(history, state(String(i)), 3);
    expect(history.past.map((past) => past.rows[0]?.key)).toEqual(['2', '3', '4']);
  });
});
