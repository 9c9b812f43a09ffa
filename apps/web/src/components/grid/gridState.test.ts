import { describe, expect, it } from 'vitest';
import {
  addRow,
  applyChanges,
  copyCells,
  deleteRows,
  fillDownChanges,
  gridChanges,
  isDirty,
  loadedState,
  pasteChanges,
  rowsToSave,
} from './gridState.ts';
import type { GridColumn, GridState } from './gridTypes.ts';
import { parseTsv } from './tsv.ts';

const columns: GridColumn[] = [
  { key: 'code', header: 'Code', type: 'text', isReadonly: true },
  { key: 'pair', header: 'Pair', type: 'text' },
  { key: 'notional', header: 'Notional', type: 'number' },
  { key: 'fixing', header: 'Fixing', type: 'date' },
  {
    key: 'side',
    header: 'Side',
    type: 'enum',
    options: [
      { value: 'LONG', label: 'Long' },
      { value: 'SHORT', label: 'Short' },
    ],
  },
];
const defaults = () => ({ pair: 'EURUSD', notional: 100000 });
/** Types `changes` into `state` as an English user would. */
const edit = (state: GridState, changes: Parameters<typeof applyChanges>[1]) =>
  applyChanges(state, changes, columns, 'en', defaults);

function loaded(): GridState {
  return loadedState(
    [
      { code: 'A1', pair: 'USDCOP', notional: 1000, fixing: '2027-01-15', side: 'LONG' },
      { code: 'A2', pair: 'USDMXN', notional: 2000, fixing: '2027-02-15', side: 'SHORT' },
    ],
    (row) => String(row.code),
  );
}

describe('loaded state and dirty tracking', () => {
  it('starts clean, with each row keyed and nothing to save', () => {
    const state = loaded();
    expect(state.rows.map((row) => row.key)).toEqual(['A1', 'A2']);
    expect(isDirty(state)).toBe(false);
    expect(gridChanges(state)).toEqual({ created: [], edited: [], deleted: [] });
  });

  it('marks a changed loaded row edited, and clean again when its values come back', () => {
    const edited = edit(loaded(), [{ row: 0, column: 2, raw: '1,500' }]);
    expect(edited.rows[0]?.values.notional).toBe(1500);
    expect(edited.rows[0]?.isEdited).toBe(true);
    expect(isDirty(edited)).toBe(true);
    const back = edit(edited, [{ row: 0, column: 2, raw: 1000 }]);
    expect(back.rows[0]?.isEdited).toBe(false);
    expect(isDirty(back)).toBe(false);
  });

  it('keeps the rows that did not change as they were', () => {
    const before = loaded();
    const after = edit(before, [{ row: 1, column: 1, raw: 'EURUSD' }]);
    expect(after.rows[0]).toBe(before.rows[0]);
    expect(after.rows[1]).not.toBe(before.rows[1]);
  });

  it('answers the same state when every cell is given the value it holds', () => {
    const before = loaded();
    const after = edit(before, [
      { row: 0, column: 2, raw: '1,000' },
      { row: 1, column: 4, raw: 'short' },
    ]);
    expect(after).toBe(before);
  });

  it('leaves read-only columns and columns past the last alone', () => {
    const before = loaded();
    const after = edit(before, [
      { row: 0, column: 0, raw: 'HACK' },
      { row: 0, column: 9, raw: 'x' },
    ]);
    expect(after).toBe(before);
  });

  it('adds a new row with the defaults, never edited, saved as pending', () => {
    const state = addRow(loaded(), defaults());
    const added = state.rows[2];
    expect(added?.original).toBeUndefined();
    expect(added?.isEdited).toBe(false);
    expect(added?.key).toMatch(/^new-/);
    expect(isDirty(state)).toBe(true);
    expect(gridChanges(state).created).toEqual([added]);
    expect(rowsToSave(state, 'pk')).toEqual([
      { pair: 'EURUSD', notional: 100000, pk: 'pending', edited: false },
    ]);
  });

  it('adds a row after a given position and gives each new row its own key', () => {
    const state = addRow(addRow(loaded(), defaults(), 0), defaults(), 0);
    expect(state.rows.map((row) => row.key.startsWith('new-'))).toEqual([false, true, true, false]);
    expect(new Set(state.rows.map((row) => row.key)).size).toBe(4);
  });

  it('keeps deleted loaded rows to tell the server, and forgets deleted new rows', () => {
    const withNew = addRow(loaded(), defaults());
    const state = deleteRows(withNew, [0, 2]);
    expect(state.rows.map((row) => row.key)).toEqual(['A2']);
    expect(gridChanges(state).deleted).toEqual(['A1']);
    expect(isDirty(state)).toBe(true);
    expect(deleteRows(state, [5])).toBe(state);
  });

  it('sends edited loaded rows under their key with edited true', () => {
    const state = edit(loaded(), [{ row: 1, column: 4, raw: 'long' }]);
    expect(rowsToSave(state, 'pk')).toEqual([
      {
        code: 'A2',
        pair: 'USDMXN',
        notional: 2000,
        fixing: '2027-02-15',
        side: 'LONG',
        pk: 'A2',
        edited: true,
      },
    ]);
  });
});

describe('paste', () => {
  // Three rows by five columns as Excel (Spanish) puts them on the clipboard, one date not a date.
  const clipboard =
    'USDCOP\t1.500.000,50\t15/03/2027\tLong\r\n' +
    'EURUSD\t250.000\t2027-04-01\tSHORT\r\n' +
    'USDMXN\t"1.000"\tmañana\tlong\r\n';

  it('maps a block from the selection’s corner, reading each cell in the language', () => {
    const block = parseTsv(clipboard);
    const changes = pasteChanges(block, { x: 1, y: 0, x1: 1, y1: 0 });
    expect(changes).toHaveLength(12);
    const state = applyChanges(loaded(), changes, columns, 'es', defaults);
    expect(state.rows.map((row) => row.values)).toEqual([
      { code: 'A1', pair: 'USDCOP', notional: 1500000.5, fixing: '2027-03-15', side: 'LONG' },
      { code: 'A2', pair: 'EURUSD', notional: 250000, fixing: '2027-04-01', side: 'SHORT' },
      { pair: 'USDMXN', notional: 1000, fixing: 'mañana', side: 'LONG' },
    ]);
    // The row the paste added is a new row, started from the defaults.
    expect(state.rows[2]?.original).toBeUndefined();
  });

  it('adds rows with the defaults when the block runs past the last row', () => {
    const state = edit(loaded(), pasteChanges(parseTsv('X\r\nY\r\nZ\r\n'), { x: 1, y: 1, x1: 1, y1: 1 }));
    expect(state.rows.map((row) => row.values.pair)).toEqual(['USDCOP', 'X', 'Y', 'Z']);
    expect(state.rows[3]?.values).toEqual({ pair: 'Z', notional: 100000 });
  });

  it('pastes below the last row from a selection there, leaving no gap', () => {
    const state = edit(loaded(), [{ row: 4, column: 1, raw: 'GBPUSD' }]);
    expect(state.rows).toHaveLength(5);
    expect(state.rows[2]?.values).toEqual(defaults());
  });

  it('fills the whole selection with a single copied cell', () => {
    const changes = pasteChanges([['7']], { x: 2, y: 1, x1: 2, y1: 0 });
    expect(changes).toEqual([
      { row: 0, column: 2, raw: '7' },
      { row: 1, column: 2, raw: '7' },
    ]);
  });
});

describe('copy', () => {
  it('copies a block in the language’s notation that pastes back to the same values', () => {
    const state = loaded();
    const selection = { x: 1, y: 0, x1: 4, y1: 1 };
    const block = copyCells(state, columns, selection, 'es');
    expect(block).toEqual([
      ['USDCOP', '1000', '2027-01-15', 'LONG'],
      ['USDMXN', '2000', '2027-02-15', 'SHORT'],
    ]);
    const shifted = applyChanges(
      addRow(addRow(state, {}), {}),
      pasteChanges(block, { ...selection, y: 2, y1: 2 }),
      columns,
      'es',
      defaults,
    );
    expect(shifted.rows.slice(2).map((row) => row.values)).toEqual(
      state.rows.map(({ values: { code, ...rest } }) => rest),
    );
  });
});

describe('fill down', () => {
  it('copies the top row of the selection into the rows below, column by column', () => {
    const state = addRow(loaded(), {});
    const changes = fillDownChanges(state, columns, { x: 2, y: 0, x1: 3, y1: 2 });
    const filled = edit(state, changes);
    expect(filled.rows.map((row) => [row.values.notional, row.values.fixing])).toEqual([
      [1000, '2027-01-15'],
      [1000, '2027-01-15'],
      [1000, '2027-01-15'],
    ]);
  });

  it('takes the row above for a selection of one row, and nothing above the first', () => {
    const state = loaded();
    const changes = fillDownChanges(state, columns, { x: 4, y: 1, x1: 4, y1: 1 });
    expect(changes).toEqual([{ row: 1, column: 4, raw: 'LONG' }]);
    expect(fillDownChanges(state, columns, { x: 4, y: 0, x1: 4, y1: 0 })).toEqual([]);
  });

  it('carries a cell that did not read as the same text', () => {
    const state = edit(loaded(), [{ row: 0, column: 2, raw: 'lots' }]);
    const filled = edit(state, fillDownChanges(state, columns, { x: 2, y: 0, x1: 2, y1: 1 }));
    expect(filled.rows[1]?.values.notional).toBe('lots');
  });
});
