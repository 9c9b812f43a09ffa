/**
 * RSI, MACD and the stochastic oscillator, as TA-Lib defines them (ta_RSI.c, ta_MACD.c, ta_STOCH.c,
 * ta_STOCHF.c), with outputs aligned to the input (NaN during the look-back).
 */
import { requireFiniteAll, requireInteger } from '../check.ts';
import { emaFrom, sma } from './moving-averages.ts';
import { nanArray, requireSameLength } from './series.ts';

/** Spec 02 §9 defaults: RSI 14, MACD 12/26/9, stochastic 14/3. */
export const INDICATOR_DEFAULTS = {
  rsi: 14,
  macd: { fast: 12, slow: 26, signal: 9 },
  stochastic: { k: 14, d: 3 },
} as const;

/** Wilder's RSI with its running averages of gains and losses. */
export interface RsiResult {
  readonly rsi: number[];
  /** Wilder-smoothed average gain (the spec's `avg_gain`). */
  readonly avgGain: number[];
  /** Wilder-smoothed average loss, positive (the spec's `avg_loss`). */
  readonly avgLoss: number[];
}

/**
 * Relative strength index (Wilder 1978, *New Concepts in Technical Trading Systems*): average gain
 * and loss seeded by the simple mean of the first `period` changes, then Wilder-smoothed
 * (avg = (prev·(n − 1) + current)/n); RSI = 100·avgGain/(avgGain + avgLoss), 0 to 100. Look-back
 * `period` (the first RSI is at index `period`). When both averages are 0 (a flat series) the RSI
 * is 0, as in TA-Lib.
 * @param period ≥ 2, default 14.
 * @throws FinanceError INVALID_ARGUMENT for a bad period or a non-finite value.
 */
export function rsiWithAverages(
  values: readonly number[],
  period: number = INDICATOR_DEFAULTS.rsi,
): RsiResult {
  requireInteger('period', period, 2);
  requireFiniteAll('values', values);
  const n = values.length;
  const rsi = nanArray(n);
  const avgGain = nanArray(n);
  const avgLoss = nanArray(n);
  if (n <= period) return { rsi, avgGain, avgLoss };
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const change = values[i]! - values[i - 1]!;
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  const put = (i: number) => {
    avgGain[i] = gain;
    avgLoss[i] = loss;
    const total = gain + loss;
    rsi[i] = total === 0 ? 0 : (100 * gain) / total;
  };
  put(period);
  for (let i = period + 1; i < n; i++) {
    const change = values[i]! - values[i - 1]!;
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
    put(i);
  }
  return { rsi, avgGain, avgLoss };
}

/** The RSI line of {@link rsiWithAverages}. */
export function rsi(values: readonly number[], period: number = INDICATOR_DEFAULTS.rsi): number[] {
  return rsiWithAverages(values, period).rsi;
}

/** MACD line, signal line and histogram. */
export interface MacdResult {
  readonly macd: number[];
  readonly signal: number[];
  readonly histogram: number[];
}

/**
 * MACD (Appel): EMA(fast) − EMA(slow), its EMA(signal), and their difference, exactly as TA-Lib's
 * MACD: both EMAs start at index slow − 1, the fast one seeded by the SMA of the `fast` values ending
 * there (not the first `fast` values); the signal EMA is seeded by the SMA of the first `signal` MACD
 * values. All three outputs start at the total look-back (slow − 1) + (signal − 1) — 33 for 12/26/9.
 * If fast > slow they are swapped, as TA-Lib does.
 * @throws FinanceError INVALID_ARGUMENT for periods < 2 (signal ≥ 1) or non-finite values.
 */
export function macd(
  values: readonly number[],
  fastPeriod: number = INDICATOR_DEFAULTS.macd.fast,
  slowPeriod: number = INDICATOR_DEFAULTS.macd.slow,
  signalPeriod: number = INDICATOR_DEFAULTS.macd.signal,
): MacdResult {
  requireInteger('fastPeriod', fastPeriod, 2);
  requireInteger('slowPeriod', slowPeriod, 2);
  requireInteger('signalPeriod', signalPeriod, 1);
  requireFiniteAll('values', values);
  const fastP = Math.min(fastPeriod, slowPeriod);
  const slowP = Math.max(fastPeriod, slowPeriod);
  const n = values.length;
  const lookback = slowP - 1 + signalPeriod - 1;
  const macdLine = nanArray(n);
  const signal = nanArray(n);
  const histogram = nanArray(n);
  if (n <= lookback) return { macd: macdLine, signal, histogram };
  const slow = emaFrom(values, slowP, 2 / (slowP + 1), 0);
  const fast = emaFrom(values, fastP, 2 / (fastP + 1), slowP - fastP);
  const raw = nanArray(n);
  for (let i = slowP - 1; i < n; i++) raw[i] = fast[i]! - slow[i]!;
  const sig = emaFrom(raw, signalPeriod, 2 / (signalPeriod + 1), slowP - 1);
  for (let i = lookback; i < n; i++) {
    macdLine[i] = raw[i]!;
    signal[i] = sig[i]!;
    histogram[i] = raw[i]! - sig[i]!;
  }
  return { macd: macdLine, signal, histogram };
}

/** Stochastic %K and %D. */
export interface StochasticResult {
  readonly k: number[];
  readonly d: number[];
}

/**
 * Stochastic oscillator (Lane). Raw %K = 100·(close − lowest low)/(highest high − lowest low) over
 * `kPeriod` bars (0 when the range is 0, as TA-Lib); %K is the raw %K smoothed by an SMA of
 * `kSlowing` bars (1 = the fast stochastic, TA-Lib STOCHF; 3 = the slow one, TA-Lib STOCH);
 * %D = SMA(`dPeriod`) of %K. Defaults 14/3 with kSlowing 1 (spec 02 §9 "stochastic 14/3").
 * Look-back: %K (kPeriod − 1) + (kSlowing − 1); %D adds dPeriod − 1 (TA-Lib aligns both to %D's).
 * Here %K starts at its own look-back.
 * @throws FinanceError INVALID_ARGUMENT for unequal lengths, bad periods or non-finite values.
 */
export function stochastic(
  high: readonly number[],
  low: readonly number[],
  close: readonly number[],
  kPeriod: number = INDICATOR_DEFAULTS.stochastic.k,
  dPeriod: number = INDICATOR_DEFAULTS.stochastic.d,
  kSlowing = 1,
): StochasticResult {
  requireInteger('kPeriod', kPeriod, 1);
  requireInteger('dPeriod', dPeriod, 1);
  requireInteger('kSlowing', kSlowing, 1);
  requireSameLength(high, low, close);
  requireFiniteAll('high', high);
  requireFiniteAll('low', low);
  requireFiniteAll('close', close);
  const n = close.length;
  const rawK = nanArray(n);
  for (let i = kPeriod - 1; i < n; i++) {
    let hh = Number.NEGATIVE_INFINITY;
    let ll = Number.POSITIVE_INFINITY;
    for (let j = i - kPeriod + 1; j <= i; j++) {
      if (high[j]! > hh) hh = high[j]!;
      if (low[j]! < ll) ll = low[j]!;
    }
    const range = hh - ll;
    rawK[i] = range === 0 ? 0 : (100 * (close[i]! - ll)) / range;
  }
  const k = kSlowing === 1 ? rawK : smaFrom(rawK, kSlowing, kPeriod - 1);
  const d = smaFrom(k, dPeriod, kPeriod - 1 + kSlowing - 1);
  return { k, d };
}

/** SMA of the values from index `start` on (NaN before start + period − 1). */
function smaFrom(values: readonly number[], period: number, start: number): number[] {
  const out = nanArray(values.length);
  if (start >= values.length) return out;
  const tail = sma(values.slice(start), period);
  for (let i = 0; i < tail.length; i++) out[start + i] = tail[i]!;
  return out;
}
