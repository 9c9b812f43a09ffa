import type { IndicatorParameters, TechnicalRow } from '@cobertura/contracts';
import {
  bollingerBands,
  EXTREMA_WINDOWS,
  linearRegression,
  macd,
  rsi,
  sma,
  stochastic,
} from '@cobertura/finance/indicators';
import type { ChartBar } from './intervalBars.ts';

/** One value per bar, null during an indicator's warm-up. */
type Line = (number | null)[];

/** The indicator lines the technical chart draws, aligned with its bars. */
export interface IndicatorLines {
  ma1: Line;
  ma2: Line;
  bollUpper: Line;
  bollMiddle: Line;
  bollLower: Line;
  rsi: Line;
  macd: Line;
  macdSignal: Line;
  macdHist: Line;
  stochK: Line;
  stochD: Line;
  trendShort: Line;
  trendMedium: Line;
  trendLong: Line;
}

/** The server's daily rows already carry every indicator (spec 02 §3): read them as lines. */
export function linesOfRows(rows: readonly TechnicalRow[]): IndicatorLines {
  const pick = (field: keyof TechnicalRow): Line => rows.map((row) => row[field] as number | null);
  return {
    ma1: pick('ma_20'),
    ma2: pick('ma_40'),
    bollUpper: pick('u2'),
    bollMiddle: pick('ave'),
    bollLower: pick('l2'),
    rsi: pick('rsi'),
    macd: pick('macd'),
    macdSignal: pick('macd_signal'),
    macdHist: pick('macd_hist'),
    stochK: pick('stoch_k'),
    stochD: pick('stoch_d'),
    trendShort: pick('interp_trend_short'),
    trendMedium: pick('interp_trend_medium'),
    trendLong: pick('interp_trend_long'),
  };
}

const asLine = (values: readonly number[]): Line => values.map((v) => (Number.isFinite(v) ? v : null));

/** An indicator the bars are too few (or its period too short) for is left blank rather than failing the chart. */
function attempt<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch {
    return null;
  }
}

/**
 * The same indicators computed on grouped bars (a week, a month…) with packages/finance, the
 * functions the server uses on days: a 20-bar average of weekly bars is 20 weeks.
 */
export function linesOfBars(bars: readonly ChartBar[], mmov: IndicatorParameters): IndicatorLines {
  const n = bars.length;
  const close = bars.map((bar) => bar.close);
  const high = bars.map((bar) => bar.high);
  const low = bars.map((bar) => bar.low);
  const line = (values: readonly number[] | null | undefined): Line =>
    values ? asLine(values) : new Array<null>(n).fill(null);
  const boll = attempt(() => bollingerBands(close, Math.max(2, mmov.ma1), 2));
  const macdResult = attempt(() => macd(close, mmov.md1, mmov.md2, mmov.md3));
  const stoch = attempt(() => stochastic(high, low, close, mmov.stoch1, mmov.stoch2));
  return {
    ma1: line(attempt(() => sma(close, mmov.ma1))),
    ma2: line(attempt(() => sma(close, mmov.ma2))),
    bollUpper: line(boll?.upper),
    bollMiddle: line(boll?.middle),
    bollLower: line(boll?.lower),
    rsi: line(attempt(() => rsi(close, mmov.rsi))),
    macd: line(macdResult?.macd),
    macdSignal: line(macdResult?.signal),
    macdHist: line(macdResult?.histogram),
    stochK: line(stoch?.k),
    stochD: line(stoch?.d),
    trendShort: line(attempt(() => linearRegression(close, EXTREMA_WINDOWS.short))),
    trendMedium: line(attempt(() => linearRegression(close, EXTREMA_WINDOWS.medium))),
    trendLong: line(attempt(() => linearRegression(close, EXTREMA_WINDOWS.long))),
  };
}
