import type { CatalogInstrument, IndicatorParameters, InstrumentType, Technical } from '@cobertura/contracts';
import { addDays, type IsoDate } from '@cobertura/finance/time';
import type { Services } from '../../services.ts';
import {
  defaultWindow,
  firstIndexFrom,
  loadSeries,
  resolveInstrument,
  type SeriesBar,
} from './market-series.ts';
import type { HistoryRequest } from './read-history.ts';
import type { TechnicalAnswers } from './technical-answers.ts';
import { technicalRows, warmupBars } from './technical-rows.ts';

type TechnicalRequest = HistoryRequest & { parameters: IndicatorParameters };

/**
 * One series with its indicators (`GET /api/markets/technical`, `technical_analysis_historical`,
 * `commodity_technical_analysis_historical`): computed over a warm-up before `from` where history
 * exists, so that the first rows asked for carry values.
 */
export async function readTechnical(
  services: Services,
  request: TechnicalRequest,
  types?: readonly InstrumentType[],
): Promise<Technical> {
  const instrument = resolveInstrument(request.instrument, types);
  const series = await loadSeries(services, instrument, request.contract ?? '');
  return technicalOf(services, instrument, series, request);
}

/**
 * The same answer as JSON text, kept in `answers` while its series is the cached one: ten years of
 * rows with every indicator is megabytes of JSON, rendered once per new price rather than per read.
 */
export async function renderTechnical(
  services: Services,
  answers: TechnicalAnswers,
  request: TechnicalRequest,
): Promise<string> {
  const instrument = resolveInstrument(request.instrument);
  const series = await loadSeries(services, instrument, request.contract ?? '');
  const window = defaultWindow(services);
  const key = JSON.stringify([
    request.contract,
    request.from ?? window.from,
    request.to ?? window.to,
    request.parameters,
  ]);
  return (
    answers.get(series, key) ??
    answers.keep(series, key, JSON.stringify(technicalOf(services, instrument, series, request)))
  );
}

function technicalOf(
  services: Services,
  instrument: CatalogInstrument,
  series: readonly SeriesBar[],
  request: TechnicalRequest,
): Technical {
  const window = defaultWindow(services);
  const from = request.from ?? window.from;
  const to = request.to ?? window.to;
  const first = firstIndexFrom(series, from);
  const end = from > to ? first : firstIndexFrom(series, addDays(to as IsoDate, 1));
  const warmStart = Math.max(0, first - warmupBars(request.parameters));
  const rows = technicalRows(series.slice(warmStart, end), request.parameters, first - warmStart);
  return { instrument, contract: request.contract ?? null, rows };
}
