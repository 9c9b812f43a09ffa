import type { BookKind } from '@cobertura/contracts';
import { useState } from 'react';
import type { GridState, RowValues } from '../../../components/grid/gridTypes.ts';
import { newRowStart, type RowKind, usedKind } from '../utils/newRowKind.ts';

/**
 * What a sheet's new row starts from (`newRowStart`): the kind the user last used in the grid, seen
 * through the grid's changes (`onChange` wraps `setState`), else the sheet's most common kind.
 */
export function useNewRowStart(kind: BookKind, state: GridState | null, setState: (next: GridState) => void) {
  const [lastUsed, setLastUsed] = useState<RowKind | undefined>();
  const onChange = (next: GridState) => {
    const used = state ? usedKind(kind, state, next) : undefined;
    if (used) setLastUsed(used);
    setState(next);
  };
  const start = (): RowValues => (state ? newRowStart(kind, state, lastUsed) : {});
  return { onChange, start };
}
