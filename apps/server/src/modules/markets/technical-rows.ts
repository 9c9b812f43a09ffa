import {
  type IndicatorParameters,
  type PriceBar,
  type TechnicalRow,
  ZIndicatorParameters,
} from '@cobertura/contracts';
import {
  bollingerBands,
  EXTREMA_WINDOWS,
  ewmaVolatility,
  heikinAshi,
  linearRegression,
  localExtrema,
  macd,
  rsiWithAverages,
  sma,
  stochastic,
} from '@cobertura/finance/indicators';

/** The indicator parameters' defaults (spec 02 §9), for callers that name none. */
export const DEFAULT_INDICATOR_PARAMETERS: IndicatorParameters = ZIndicatorParameters.parse({});

/** Bollinger bands of the markets screen: 20 bars, at 1 and 2 standard deviations (l1/u1, l2/u2). */
const BOLLINGER_PERIOD = 20;

/**
 * Bars read before the first row asked for, so that its indicators are not in their warm-up: the
 * longest look-back of the parameters (or the long extremum window, on both sides of a bar), plus
 * as many again for the recursive ones (RSI, EMAs, EWMA) to forget their seeds.
 */
export function warmupBars(p: IndicatorParameters): number {
  const longest = Math.max(
    p.ma1,
    p.ma2,
    BOLLINGER_PERIOD,
    p.rsi + 1,
    p.md1 + p.md3,
    p.md2 + p.md3,
    p.stoch1 + p.stoch2,
    2 * EXTREMA_WINDOWS.long + 1,
  );
  return 2 * longest;
}

/** The shortest period RSI and the MACD's averages take. */
const MIN_AVERAGING_PERIOD = 2;

const orNull = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : value);

/** Marks each bar that is a local extremum with its close; null elsewhere. */
function extremaColumn(closes: readonly number[], indices: readonly number[]): (number | null)[] {
  const column: (number | null)[] = new Array(closes.length).fill(null);
  for (const i of indices) column[i] = closes[i]!;
  return column;
}

/**
 * The technical rows of a series (spec 02 §3 historical price row), every indicator computed by
 * packages/finance on the bars' closes (high and low where the bar has them, the close otherwise),
 * answered from index `start` on. Heikin-Ashi candles exist only on bars with open, high and low.
 */
export function technicalRows(bars: readonly PriceBar[], p: IndicatorParameters, start = 0): TechnicalRow[] {
  const close = bars.map((b) => b.close);
  const hasOhlc = bars.map((b) => b.open !== null && b.high !== null && b.low !== null);
  const open = bars.map((b) => b.open ?? b.close);
  const high = bars.map((b) => b.high ?? b.close);
  const low = bars.map((b) => b.low ?? b.close);

  const ma1 = sma(close, p.ma1);
  const ma2 = sma(close, p.ma2);
  const band1 = bollingerBands(close, BOLLINGER_PERIOD, 1);
  const band2 = bollingerBands(close, BOLLINGER_PERIOD, 2);
  // RSI and MACD average over two bars or more (TA-Lib's rule, which packages/finance keeps); the
  // documented periods start at 1, as every indicator's do: at 1 their columns are blank, as the web
  // app's charts leave them, instead of the read failing.
  const strength =
    p.rsi >= MIN_AVERAGING_PERIOD ? rsiWithAverages(close, p.rsi) : { rsi: [], avgGain: [], avgLoss: [] };
  const convergence =
    p.md1 >= MIN_AVERAGING_PERIOD && p.md2 >= MIN_AVERAGING_PERIOD
      ? macd(close, p.md1, p.md2, p.md3)
      : { macd: [], signal: [], histogram: [] };
  const stoch = stochastic(high, low, close, p.stoch1, p.stoch2);
  // Log returns need positive prices: a series through zero (WTI in April 2020) has no EWMA volatility.
  const volatility = close.every((c) => c > 0) ? ewmaVolatility(close) : [];
  const candles = heikinAshi({ open, high, low, close });
  const extrema = Object.fromEntries(
    (['short', 'medium', 'long'] as const).map((size) => {
      const { maxima, minima } = localExtrema(close, EXTREMA_WINDOWS[size]);
      return [size, { max: extremaColumn(close, maxima), min: extremaColumn(close, minima) }];
    }),
  ) as Record<'short' | 'medium' | 'long', { max: (number | null)[]; min: (number | null)[] }>;
  const trend = {
    short: linearRegression(close, EXTREMA_WINDOWS.short),
    medium: linearRegression(close, EXTREMA_WINDOWS.medium),
    long: linearRegression(close, EXTREMA_WINDOWS.long),
  };

  const rows: TechnicalRow[] = [];
  for (let i = start; i < bars.length; i++) {
    const bar = bars[i]!;
    const ha = hasOhlc[i];
    // Every field written out: spreading the bar into a literal this wide is ~50 times slower.
    rows.push({
      observation_date: bar.observation_date,
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      settle: bar.settle,
      volumes: bar.volumes,
      openinterest: bar.openinterest,
      source: bar.source,
      simulated: bar.simulated,
      ma_20: orNull(ma1[i]),
      ma_40: orNull(ma2[i]),
      vol_ewma: orNull(volatility[i]),
      rsi: orNull(strength.rsi[i]),
      avg_gain: orNull(strength.avgGain[i]),
      avg_loss: orNull(strength.avgLoss[i]),
      l1: orNull(band1.lower[i]),
      l2: orNull(band2.lower[i]),
      u1: orNull(band1.upper[i]),
      u2: orNull(band2.upper[i]),
      ave: orNull(band2.middle[i]),
      macd: orNull(convergence.macd[i]),
      macd_signal: orNull(convergence.signal[i]),
      macd_hist: orNull(convergence.histogram[i]),
      stoch_k: orNull(stoch.k[i]),
      stoch_d: orNull(stoch.d[i]),
      ha_open: ha ? orNull(candles.open[i]) : null,
      ha_high: ha ? orNull(candles.high[i]) : null,
      ha_low: ha ? orNull(candles.low[i]) : null,
      ha_close: ha ? orNull(candles.close[i]) : null,
      local_max_short: extrema.short.max[i]!,
      local_min_short: extrema.short.min[i]!,
      local_max_medium: extrema.medium.max[i]!,
      local_min_medium: extrema.medium.min[i]!,
      local_max_long: extrema.long.max[i]!,
      local_min_long: extrema.long.min[i]!,
      interp_trend_short: orNull(trend.short[i]),
      interp_trend_medium: orNull(trend.medium[i]),
      interp_trend_long: orNull(trend.long[i]),
    });
  }
  return rows;
}
