import type {
  CatalogInstrument,
  IndicatorParameters,
  InstrumentType,
  TechnicalRow,
} from '@cobertura/contracts';
import { addDays, type IsoDate } from '@cobertura/finance/time';
import type { Services } from '../../services.ts';
import { defaultWindow, firstIndexFrom, loadSeries, resolveInstrument } from './market-series.ts';
import type { HistoryRequest } from './read-history.ts';
import { technicalRows, warmupBars } from './technical-rows.ts';

/**
 * One series with its indicators (`GET /api/markets/technical`, `technical_analysis_historical`,
 * `commodity_technical_analysis_historical`): computed over a warm-up before `from` where history
 * exists, so that the first rows asked for carry values.
 */
export async function readTechnical(
  services: Services,
  request: HistoryRequest & { parameters: IndicatorParameters },
  types?: readonly InstrumentType[],
): Promise<{ instrument: CatalogInstrument; contract: string | null; rows: TechnicalRow[] }> {
  const instrument = resolveInstrument(request.instrument, types);
  const window = defaultWindow(services);
  const from = request.from ?? window.from;
  const to = request.to ?? window.to;
  const series = await loadSeries(services, instrument, request.contract ?? '');
  const first = firstIndexFrom(series, from);
  const end = from > to ? first : firstIndexFrom(series, addDays(to as IsoDate, 1));
  const warmStart = Math.max(0, first - warmupBars(request.parameters));
  const rows = technicalRows(series.slice(warmStart, end), request.parameters, first - warmStart);
  return { instrument, contract: request.contract ?? null, rows };
}
