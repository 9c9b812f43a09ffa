import type { DeskAnalyticsRow } from '@cobertura/contracts';

/** One client's books, and how much its most pressing book still requires in the window. */
export interface ClientBooks {
  companyId: number;
  companyName: string;
  rows: DeskAnalyticsRow[];
  /** Some book requires a hedge in the window: the desk should call. */
  needsCall: boolean;
  /** The largest {@link requiredShare} of its books. */
  need: number;
}

/**
 * What a book still requires in the window as a share of its exposure (0.2 = 20 %). Books count in
 * different units (USD, EUR, tonnes of palm oil), so the desk compares them by this share, which has
 * none; a requirement without exposure counts as whole.
 */
export function requiredShare(row: Pick<DeskAnalyticsRow, 'required_in_window' | 'exposure'>): number {
  if (row.required_in_window <= 0) return 0;
  return row.exposure === 0 ? 1 : row.required_in_window / Math.abs(row.exposure);
}

const byName = (a: DeskAnalyticsRow, b: DeskAnalyticsRow) =>
  a.portfolio_name.localeCompare(b.portfolio_name) || a.asset.localeCompare(b.asset);

/**
 * The rows grouped by client, the clients needing a call first — the largest share required in the
 * window first, then by name — and in each client its books the same way.
 */
export function clientsByNeed(rows: readonly DeskAnalyticsRow[]): ClientBooks[] {
  const clients = new Map<number, ClientBooks>();
  for (const row of rows) {
    const client = clients.get(row.company_id) ?? {
      companyId: row.company_id,
      companyName: row.company_name,
      rows: [],
      needsCall: false,
      need: 0,
    };
    client.rows.push(row);
    client.need = Math.max(client.need, requiredShare(row));
    client.needsCall ||= row.required_in_window > 0;
    clients.set(row.company_id, client);
  }
  for (const client of clients.values())
    client.rows.sort((a, b) => requiredShare(b) - requiredShare(a) || byName(a, b));
  return [...clients.values()].sort((a, b) => b.need - a.need || a.companyName.localeCompare(b.companyName));
}
