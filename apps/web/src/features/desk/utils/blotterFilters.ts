import type { BlotterRow, ExecutionWindow, RequestState } from '@cobertura/contracts';
import type { BlotterQuery } from '../api/deskApi.ts';

/** The state filter: the open requests, every request, or one state. */
export type StateFilter = 'open' | 'all' | RequestState;

export interface BlotterFilters {
  state: StateFilter;
  companyId: number | null;
  asset: string | null;
  window: ExecutionWindow | null;
}

/** The trader starts on what is still to do. */
export const OPEN_FILTERS: BlotterFilters = { state: 'open', companyId: null, asset: null, window: null };

/** The filters as the blotter's query string: only what narrows. */
export function blotterQuery(filters: BlotterFilters): BlotterQuery {
  const query: BlotterQuery = {};
  if (filters.state === 'open') query.open = true;
  else if (filters.state !== 'all') query.state = filters.state;
  if (filters.companyId !== null) query.company_id = filters.companyId;
  if (filters.asset) query.asset = filters.asset;
  if (filters.window) query.window = filters.window;
  return query;
}

/** The assets to filter by: those of the rows shown, and the one chosen even when none is left. */
export function assetChoices(rows: readonly Pick<BlotterRow, 'asset'>[], chosen: string | null): string[] {
  const assets = new Set<string>();
  for (const row of rows) assets.add(row.asset);
  if (chosen) assets.add(chosen);
  return [...assets].sort();
}
