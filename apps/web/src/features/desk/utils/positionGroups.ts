import { TENOR_KEYS } from '@cobertura/contracts';
import type { PositionRow } from '../api/deskApi.ts';

/** The ways the desk's position is summed. */
export const POSITION_DIMENSIONS = ['company_name', 'asset', 'counterparty', 'tenor'] as const;
export type PositionDimension = (typeof POSITION_DIMENSIONS)[number];

export interface PositionTotal {
  key: string | null;
  executed: number;
  open: number;
  count: number;
}

/**
 * The position summed by one dimension (amounts in the desk's currency): tenors in their buckets'
 * order, the rest largest first. A null counterparty (an open request with no bank yet) is its own line.
 */
export function positionBy(rows: readonly PositionRow[], dimension: PositionDimension): PositionTotal[] {
  const totals = new Map<string | null, PositionTotal>();
  for (const row of rows) {
    const key = row[dimension];
    const total = totals.get(key) ?? { key, executed: 0, open: 0, count: 0 };
    total.executed += row.executed;
    total.open += row.open;
    total.count += row.count;
    totals.set(key, total);
  }
  const lines = [...totals.values()];
  if (dimension === 'tenor') {
    const order = (key: string | null) => TENOR_KEYS.indexOf(key as (typeof TENOR_KEYS)[number]);
    return lines.sort((a, b) => order(a.key) - order(b.key));
  }
  return lines.sort((a, b) => b.executed + b.open - (a.executed + a.open));
}

/** A usage as a share of its line, 0 to 100 for a bar (a line of zero is full as soon as it is used). */
export function usageShare(used: number, line: number): number {
  if (line <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / line) * 100));
}
