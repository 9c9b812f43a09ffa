import type { CatalogInstrument, InstrumentType } from '@cobertura/contracts';
import type { Services } from '../../services.ts';
import {
  barsBetween,
  defaultWindow,
  loadSeries,
  resolveInstrument,
  type SeriesBar,
} from './market-series.ts';

export interface HistoryRequest {
  instrument: string;
  contract?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * One series between two dates (default: spec 02 §9's window), for `GET /api/markets/history` and the
 * GraphQL history operations. `types` limits the instruments an operation reads (an index operation
 * asked for a pair answers 'Unsupported asset type').
 */
export async function readHistory(
  services: Services,
  request: HistoryRequest,
  types?: readonly InstrumentType[],
): Promise<{ instrument: CatalogInstrument; contract: string | null; rows: SeriesBar[] }> {
  const instrument = resolveInstrument(request.instrument, types);
  const window = defaultWindow(services);
  const series = await loadSeries(services, instrument, request.contract ?? '');
  return {
    instrument,
    contract: request.contract ?? null,
    rows: barsBetween(series, request.from ?? window.from, request.to ?? window.to),
  };
}
