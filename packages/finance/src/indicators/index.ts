/** Technical indicators (TA-Lib definitions): arrays as long as the input, NaN during the warm-up. */
export { type EwmaOptions, ewmaVolatility, RISKMETRICS_LAMBDA } from './ewma-volatility.ts';
export { type Candles, heikinAshi } from './heikin-ashi.ts';
export {
  EXTREMA_WINDOWS,
  FIBONACCI_EXTENSIONS,
  FIBONACCI_RETRACEMENTS,
  type FibonacciLevel,
  fibonacciExtension,
  fibonacciRetracement,
  fibonacciTrendExtension,
  linearRegression,
  linearRegressionSlope,
  localExtrema,
  type TrendLine,
  trendLine,
} from './levels.ts';
export {
  type BollingerBands,
  bollingerBands,
  DEFAULT_MA_PERIODS,
  ema,
  emaFrom,
  sma,
} from './moving-averages.ts';
export {
  INDICATOR_DEFAULTS,
  type MacdResult,
  macd,
  type RsiResult,
  rsi,
  rsiWithAverages,
  type StochasticResult,
  stochastic,
} from './oscillators.ts';
