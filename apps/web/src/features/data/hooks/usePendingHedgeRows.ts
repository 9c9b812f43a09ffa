import type { BookKind } from '@cobertura/contracts';
import { useEffect, useRef, useState } from 'react';
import { addRow } from '../../../components/grid/gridState.ts';
import type { GridState, RowValues } from '../../../components/grid/gridTypes.ts';
import { takePendingHedges } from '../../../shared/book/pendingHedges.ts';
import type { Underlying } from '../../../shared/selection/selectionCascade.ts';

/**
 * Hedges another screen prepared for this sheet (the Optimizer's drafts) join the loaded grid as new
 * rows, once. Answers how many joined.
 */
export function usePendingHedgeRows({
  kind,
  portfolio,
  underlying,
  state,
  setState,
  newRow,
}: {
  kind: BookKind;
  portfolio: number;
  underlying: Underlying;
  state: GridState | null;
  setState: (state: GridState) => void;
  newRow: (values: Record<string, unknown>) => RowValues;
}) {
  const [draftsAdded, setDraftsAdded] = useState(0);
  const draftsTaken = useRef(false);
  useEffect(() => {
    if (!state || draftsTaken.current || kind !== 'currency_hedge' || typeof underlying !== 'string') return;
    draftsTaken.current = true;
    const drafts = takePendingHedges(portfolio, underlying);
    if (drafts.length === 0) return;
    setState(drafts.reduce((current, draft) => addRow(current, newRow(draft)), state));
    setDraftsAdded(drafts.length);
  });
  return draftsAdded;
}
