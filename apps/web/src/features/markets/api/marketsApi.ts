import type {
  CatalogInstrument,
  CurvePoint,
  FuturesContract,
  History,
  IndicatorParameters,
  InstrumentType,
  Move,
  OverviewQuote,
  Technical,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';

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

/** The server's `markets` module: catalogue, history with indicators, moves, quotes and curves. */
export const marketsApi = {
  catalog: () => apiRequest<CatalogInstrument[]>('/api/markets/catalog'),
  history: (request: SeriesRequest) =>
    apiRequest<History>('/api/markets/history', { query: seriesQuery(request) }),
  technical: (request: SeriesRequest, mmov: IndicatorParameters) =>
    apiRequest<Technical>('/api/markets/technical', { query: { ...seriesQuery(request), ...mmov } }),
  contracts: (commodity: string) =>
    apiRequest<FuturesContract[]>('/api/markets/contracts', { query: { commodity } }),
  moves: (type: Extract<InstrumentType, 'currency' | 'commodity' | 'index'>) =>
    apiRequest<Move[]>('/api/markets/moves', { query: { type } }),
  quotes: (instruments: readonly string[]) =>
    apiRequest<OverviewQuote[]>('/api/markets/quotes', { query: { instruments: instruments.join(',') } }),
  curve: (currency: string, date?: string) =>
    apiRequest<CurvePoint[]>('/api/markets/curve', { query: { currency, date } }),
};
