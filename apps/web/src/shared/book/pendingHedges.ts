/**
 * Hedge rows another screen prepared for the book (the Optimizer's drafts), handed to the hedges
 * sheet of their portfolio and pair through the tab's session storage: the sheet adds them as new
 * rows, once, for the treasurer to review and save.
 */
const KEY = 'cobertura-pending-hedges';

export interface PendingHedges {
  portfolio: number;
  pair: string;
  rows: Record<string, unknown>[];
}

/** Keeps rows for the hedges sheet of `portfolio` and `pair` (replacing any not yet taken). */
export function keepPendingHedges(pending: PendingHedges): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/** The rows kept for this portfolio and pair, removed as they are read; none for another sheet. */
export function takePendingHedges(portfolio: number, pair: string): Record<string, unknown>[] {
  const text = sessionStorage.getItem(KEY);
  if (!text) return [];
  const pending = JSON.parse(text) as PendingHedges;
  if (pending.portfolio !== portfolio || pending.pair !== pair) return [];
  sessionStorage.removeItem(KEY);
  return pending.rows;
}
