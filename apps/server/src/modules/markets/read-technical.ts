import type {
  CatalogInstrument,
  IndicatorParameters,
  InstrumentType,
  Technical,
  TechnicalRow,
} from '@cobertura/contracts';
import type { Services } from '../../services.ts';
import {
  loadSeries,
  pageRange,
  resolveInstrument,
  type SeriesBar,
  type SeriesPage,
} from './market-series.ts';
import { type HistoryRequest, windowIndices } from './read-history.ts';
import type { TechnicalAnswers } from './technical-answers.ts';
import { technicalRows, warmupBars } from './technical-rows.ts';

type TechnicalRequest = HistoryRequest & SeriesPage & { parameters: IndicatorParameters };

/**
 * One page of a series with its indicators (`GET /api/markets/technical`,
 * `technical_analysis_historical`, `commodity_technical_analysis_historical`): the indicators are
 * computed over the whole window, after a warm-up before `from` where history exists, so that the
 * first rows asked for carry values and every page holds the values of the whole window.
 */
export async function readTechnical(
  services: Services,
  request: TechnicalRequest,
  types?: readonly InstrumentType[],
): Promise<Technical> {
  const instrument = resolveInstrument(request.instrument, types);
  const series = await loadSeries(services, instrument, request.contract ?? '');
  const window = windowIndices(services, series, request);
  const rows = windowRows(series, window, request.parameters);
  return pageOf(instrument, series, window, rows, request);
}

/**
 * The same answer as JSON text, kept in `answers` while its series is the cached one: a window's
 * rows are computed once for all its pages, and each page rendered once per new price.
 */
export async function renderTechnical(
  services: Services,
  answers: TechnicalAnswers,
  request: TechnicalRequest,
): Promise<string> {
  const instrument = resolveInstrument(request.instrument);
  const series = await loadSeries(services, instrument, request.contract ?? '');
  const window = windowIndices(services, series, request);
  const windowKey = JSON.stringify([request.contract, window.first, window.end, request.parameters]);
  const key = JSON.stringify([windowKey, request.before ?? null, request.limit]);
  const kept = answers.get(series, key);
  if (kept) return kept;
  const rows = answers.windowRows(series, windowKey, () => windowRows(series, window, request.parameters));
  return answers.keep(series, key, JSON.stringify(pageOf(instrument, series, window, rows, request)));
}

/** The technical rows of the window `[first, end)` of a series, computed over a warm-up before it. */
function windowRows(
  series: readonly SeriesBar[],
  { first, end }: { first: number; end: number },
  parameters: IndicatorParameters,
): TechnicalRow[] {
  const warmStart = Math.max(0, first - warmupBars(parameters));
  return technicalRows(series.slice(warmStart, end), parameters, first - warmStart);
}

function pageOf(
  instrument: CatalogInstrument,
  series: readonly SeriesBar[],
  window: { first: number; end: number },
  rows: readonly TechnicalRow[],
  request: TechnicalRequest,
): Technical {
  const page = pageRange(series, window.first, window.end, request);
  return {
    instrument,
    contract: request.contract ?? null,
    rows: rows.slice(page.start - window.first, page.end - window.first),
    next_before: page.nextBefore,
  };
}
