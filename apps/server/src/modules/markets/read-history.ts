import type { CatalogInstrument, InstrumentType } from '@cobertura/contracts';
import { addDays, type IsoDate } from '@cobertura/finance/time';
import type { Services } from '../../services.ts';
import {
  defaultWindow,
  firstIndexFrom,
  loadSeries,
  pageRange,
  resolveInstrument,
  type SeriesBar,
  type SeriesPage,
} from './market-series.ts';

export interface HistoryRequest {
  instrument: string;
  contract?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * One page of a series between two dates (default: spec 02 §9's window), for `GET /api/markets/history`
 * and the GraphQL history operations: the newest `page.limit` bars before `page.before`, and the
 * `before` of the older ones. `types` limits the instruments an operation reads (an index operation
 * asked for a pair answers 'Unsupported asset type').
 */
export async function readHistory(
  services: Services,
  request: HistoryRequest & SeriesPage,
  types?: readonly InstrumentType[],
): Promise<{
  instrument: CatalogInstrument;
  contract: string | null;
  rows: SeriesBar[];
  next_before: string | null;
}> {
  const instrument = resolveInstrument(request.instrument, types);
  const series = await loadSeries(services, instrument, request.contract ?? '');
  const { first, end } = windowIndices(services, series, request);
  const page = pageRange(series, first, end, request);
  return {
    instrument,
    contract: request.contract ?? null,
    rows: series.slice(page.start, page.end),
    next_before: page.nextBefore,
  };
}

/**
 * The index range `[first, end)` of the bars from `from` to `to`, both included (default: spec 02
 * §9's window); dates outside the data give what exists, an empty range when `from` is after `to`.
 */
export function windowIndices(
  services: Services,
  series: readonly SeriesBar[],
  request: Pick<HistoryRequest, 'from' | 'to'>,
): { first: number; end: number } {
  const window = defaultWindow(services);
  const from = request.from ?? window.from;
  const to = request.to ?? window.to;
  const first = firstIndexFrom(series, from);
  return { first, end: from > to ? first : firstIndexFrom(series, addDays(to as IsoDate, 1)) };
}
