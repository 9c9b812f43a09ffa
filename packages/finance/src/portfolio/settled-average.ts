/** A valued hedge as the settled average reads it. */
export interface SettledRow {
  readonly notional: number;
  readonly fixing_date: string | null;
  readonly status: string;
  readonly settlement_rate: number | null;
}

/**
 * The settled average of a period (spec 02 §2, the hover cards): the settlement rates of the
 * hedges settled with a fixing date in [from, to], weighted by their notional's size; null when
 * none settled there.
 */
export function settledAverage(rows: readonly SettledRow[], from: string, to: string): number | null {
  let weight = 0;
  let sum = 0;
  for (const row of rows) {
    if (row.status !== 'settled' || row.settlement_rate === null || row.fixing_date === null) continue;
    if (row.fixing_date < from || row.fixing_date > to) continue;
    const size = Math.abs(row.notional);
    weight += size;
    sum += size * row.settlement_rate;
  }
  return weight > 0 ? sum / weight : null;
}
