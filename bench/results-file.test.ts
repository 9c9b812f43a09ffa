import { describe, expect, it } from 'vitest';
import type { ResultRow } from './result-row.ts';
import { mergeRows } from './results-file.ts';

const row = (name: string, value: number): ResultRow => ({
  name,
  value,
  unit: 'ms',
  target: '< 1',
  pass: true,
});

describe('mergeRows', () => {
  it("replaces the run's own rows and keeps the others', in their order, the new rows last", () => {
    const previous = [row('api: a', 1), row('screen: b', 2), row('api: c', 3)];
    const merged = mergeRows(previous, [row('screen: b', 9)], (name) => name.startsWith('screen'));
    expect(merged).toEqual([row('api: a', 1), row('api: c', 3), row('screen: b', 9)]);
  });

  it('drops an own row the run no longer writes (a renamed figure)', () => {
    const previous = [row('screen: old name', 2), row('api: a', 1)];
    const merged = mergeRows(previous, [row('screen: new name', 5)], (name) => name.startsWith('screen'));
    expect(merged).toEqual([row('api: a', 1), row('screen: new name', 5)]);
  });

  it('writes the rows alone into a new file', () => {
    expect(mergeRows([], [row('x', 1)], () => true)).toEqual([row('x', 1)]);
  });
});
