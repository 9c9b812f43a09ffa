import { describe, expect, it } from 'vitest';
import type { GridColumn, GridRow } from './gridTypes.ts';
import { startColumn } from './startColumn.ts';

const columns: GridColumn[] = [
  { key: 'code', header: 'Code', type: 'text', isReadonly: true, isPinned: true },
  { key: 'pair', header: 'Pair', type: 'text' },
  { key: 'notional', header: 'Notional', type: 'number' },
  { key: 'due', header: 'Due', type: 'date' },
];
const row = (values: GridRow['values']): GridRow => ({ key: 'new-1', values, isEdited: false });
const describeIssue = () => 'does not read';

describe('startColumn', () => {
  it("starts at the row's first cell to check, the caller's or an unreadable one", () => {
    const problems = { 'new-1': { due: 'Required.' } };
    expect(startColumn(row({ pair: 'EURUSD', notional: 5 }), columns, problems, describeIssue)).toBe(3);
    expect(startColumn(row({ pair: 'EURUSD', notional: 'lots' }), columns, problems, describeIssue)).toBe(2);
  });

  it('starts at the first cell that can be edited when nothing is to check', () => {
    expect(
      startColumn(row({ pair: 'EURUSD', notional: 5, due: '2027-01-04' }), columns, {}, describeIssue),
    ).toBe(1);
  });
});
