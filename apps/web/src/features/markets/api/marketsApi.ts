import {
  type CatalogInstrument,
  type CurvePoint,
  type FuturesContract,
  type History,
  type IndicatorParameters,
  type InstrumentType,
  MAX_SERIES_ROWS,
  MAX_TECHNICAL_ROWS,
  type Move,
  type OverviewQuote,
  type Technical,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';
import { readSeriesPages } from '../utils/readSeriesPages.ts';

/** One instrument's read: a catalogue id, a futures contract month (YYYY-MM) or the continuous series, dates. */
export interface SeriesRequest {
  instrument: string;
  contract?: string | null;
  from?: string;
  to?: string;
}

const seriesQuery = ({ instrument, contract, from, to }: SeriesRequest) => ({
  instrument,
  contract: contract ?? undefined,
  from,
  to,
});

/**
 * The server's `markets` module: catalogue, history with indicators, moves, quotes and curves. A
 * series is answered a page at a time (at most MAX_SERIES_ROWS bars, MAX_TECHNICAL_ROWS with
 * indicators): the charts read every page of their window.
 */
export const marketsApi = {
  catalog: () => apiRequest<CatalogInstrument[]>('/api/markets/catalog'),
  history: (request: SeriesRequest) =>
    readSeriesPages((before) =>
      apiRequest<History>('/api/markets/history', {
        query: { ...seriesQuery(request), before, limit: MAX_SERIES_ROWS },
      }),
    ),
  technical: (request: SeriesRequest, mmov: IndicatorParameters) =>
    readSeriesPages((before) =>
      apiRequest<Technical>('/api/markets/technical', {
        query: { ...seriesQuery(request), ...mmov, before, limit: MAX_TECHNICAL_ROWS },
      }),
    ),
  contracts: (commodity: string) =>
    apiRequest<FuturesContract[]>('/api/markets/contracts', { query: { commodity } }),
  moves: (type: Extract<InstrumentType, 'currency' | 'commodity' | 'index'>) =>
    apiRequest<Move[]>('/api/markets/moves', { query: { type } }),
  quotes: (instruments: readonly string[]) =>
    apiRequest<OverviewQuote[]>('/api/markets/quotes', { query: { instruments: instruments.join(',') } }),
  curve: (currency: string, date?: string) =>
    apiRequest<CurvePoint[]>('/api/markets/curve', { query: { currency, date } }),
};
