import { describe, expect, it } from 'vitest';
import { countProblems, listProblems } from './gridProblems.ts';
import { applyChanges, loadedState } from './gridState.ts';
import type { GridColumn, GridRow } from './gridTypes.ts';

const columns: GridColumn[] = [
  { key: 'pair', header: 'Pair', type: 'text' },
  { key: 'notional', header: 'Notional', type: 'number' },
  { key: 'fixing', header: 'Fixing', type: 'date' },
];
const describeIssue = (issue: string, column: GridColumn) => `${column.header}: ${issue}`;

describe('listProblems', () => {
  it('lists the caller’s problems and the cells that did not read, the caller’s message first', () => {
    const state = applyChanges(
      loadedState(
        [
          { id: 'A1', pair: 'USDCOP', notional: 5, fixing: '2027-01-15' },
          { id: 'A2', pair: 'EURUSD', notional: 7, fixing: '2027-01-15' },
        ],
        (row) => String(row.id),
      ),
      [
        { row: 0, column: 1, raw: 'lots' },
        { row: 1, column: 2, raw: 'tomorrow' },
      ],
      columns,
      'en',
      () => ({}),
    );
    const problems = { A2: { pair: 'Not a pair of the portfolio', fixing: 'Fixing date before trade date' } };
    expect(listProblems(state, columns, problems, describeIssue, new WeakMap())).toEqual([
      { row: 0, column: 1, rowKey: 'A1', columnKey: 'notional', message: 'Notional: number' },
      { row: 1, column: 0, rowKey: 'A2', columnKey: 'pair', message: 'Not a pair of the portfolio' },
      { row: 1, column: 2, rowKey: 'A2', columnKey: 'fixing', message: 'Fixing date before trade date' },
    ]);
  });

  it('counts the cells it lists, whether the caller or the grid marks them', () => {
    const state = loadedState(
      [
        { id: 'A1', pair: 'USDCOP', notional: '1.000.000,50', fixing: '01/02/2028' },
        { id: 'A2', pair: 'EURUSD', notional: 7, fixing: '2027-01-15' },
      ],
      (row) => String(row.id),
    );
    // A caller's problem on a cell that does not read either counts once; one on an unshown field not at all.
    const problems = { A1: { notional: 'Enter a number.' }, A2: { pair: 'Not held', hidden: 'x' } };
    const list = listProblems(state, columns, problems, describeIssue, new WeakMap());
    expect(list.map((p) => `${p.rowKey}.${p.columnKey}`)).toEqual(['A1.notional', 'A1.fixing', 'A2.pair']);
    expect(countProblems(state, columns, problems, new WeakMap())).toBe(list.length);
  });

  it('reads each row once and again only when an edit replaces it', () => {
    const state = loadedState(
      [
        { id: 'A1', notional: 'x' },
        { id: 'A2', notional: 1 },
      ],
      (row) => String(row.id),
    );
    const cache = new WeakMap<GridRow, readonly number[]>();
    listProblems(state, columns, {}, describeIssue, cache);
    expect(cache.get(state.rows[0] as GridRow)).toEqual([1]);
    const fixed = applyChanges(state, [{ row: 0, column: 1, raw: '3' }], columns, 'en', () => ({}));
    expect(listProblems(fixed, columns, {}, describeIssue, cache)).toEqual([]);
    expect(cache.get(fixed.rows[1] as GridRow)).toBe(cache.get(state.rows[1] as GridRow));
  });
});
