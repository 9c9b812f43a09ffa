/**
 * A back-test of the one-day value-at-risk of today's book over past days (Basel Committee, 1996,
 * "Supervisory framework for the use of backtesting"): on each day of the test window, the
 * delta-normal VaR from the trailing window's volatility against the P&L the book would have made on
 * that day's spot move, an exception when the loss exceeds the VaR; the exceptions then judged by
 * Kupiec's proportion-of-failures test (Kupiec, "Techniques for verifying the accuracy of risk
 * measurement models", Journal of Derivatives 3(2), 1995).
 */
import { ensure, requireBetween, requireFinite, requireInteger } from '../check.ts';
import { chiSquare1Survival } from '../math/chi-square.ts';
import { normalInv } from '../math/normal.ts';

/** The test's own level: the count is rejected when its p-value is below 5 %. */
export const KUPIEC_SIGNIFICANCE = 0.05;

/** Kupiec's likelihood ratio and its p-value (χ² with one degree of freedom). */
export interface KupiecTest {
  readonly statistic: number;
  readonly pValue: number;
  /** Whether the count is implausible at {@link KUPIEC_SIGNIFICANCE}: the VaR is too low or too high. */
  readonly rejected: boolean;
}

/** x·ln(y), taking 0·ln 0 as 0 (the limit). */
const xLogY = (x: number, y: number) => (x === 0 ? 0 : x * Math.log(y));

/**
 * Kupiec's proportion-of-failures test: with N days, x exceptions and p = 1 − confidence,
 * LR = −2·ln[(1 − p)^{N−x}·p^x] + 2·ln[(1 − x/N)^{N−x}·(x/N)^x], asymptotically χ²₁.
 * @throws FinanceError INVALID_ARGUMENT for N < 1, x outside [0, N] or a confidence outside (0, 1).
 */
export function kupiecTest(exceptions: number, observations: number, confidence: number): KupiecTest {
  requireInteger('observations', observations, 1);
  requireInteger('exceptions', exceptions, 0, observations);
  requireBetween('confidence', confidence, 0, 1);
  const p = 1 - confidence;
  const n = observations;
  const x = exceptions;
  const rate = x / n;
  const statistic = Math.max(
    0,
    -2 * (xLogY(n - x, 1 - p) + xLogY(x, p)) + 2 * (xLogY(n - x, 1 - rate) + xLogY(x, rate)),
  );
  const pValue = chiSquare1Survival(statistic);
  return { statistic, pValue, rejected: pValue < KUPIEC_SIGNIFICANCE };
}

/** A close of the history, oldest first. */
export interface BacktestClose {
  readonly date: string;
  readonly close: number;
}

/** What the back-test runs on. */
export interface VarBacktestInput {
  /** Daily closes of the risk factor, oldest first, each > 0. */
  readonly closes: readonly BacktestClose[];
  /** Daily returns before a test day its volatility is measured on, ≥ 2. */
  readonly window: number;
  /** Test days wanted: the most recent ones the history allows, ≥ 1. */
  readonly days: number;
  /** VaR confidence, in (0.5, 1). */
  readonly confidence: number;
  /** Today's book's value change per relative move of the factor, for small moves (∂V/∂S·S). */
  readonly exposure: number;
  /** Today's book's value change (full revaluation) for a relative move of the factor. */
  readonly pnlOf: (move: number) => number;
}

/** One day of the back-test: the loss realised from the previous close to this one. */
export interface BacktestDay {
  readonly date: string;
  readonly pnl: number;
  /** The VaR for the day, ≥ 0: an exception is a loss beyond it (pnl < −valueAtRisk). */
  readonly valueAtRisk: number;
  readonly exception: boolean;
}

/** The back-test's days and verdict. */
export interface VarBacktest {
  readonly days: BacktestDay[];
  readonly exceptions: number;
  /** (1 − confidence) × days: the exceptions a right VaR has on average. */
  readonly expected: number;
  readonly kupiec: KupiecTest;
}

/**
 * Back-tests the one-day delta-normal VaR of today's book: for each test day i (closes i−1 → i), the
 * daily volatility σᵢ is the root mean square of the `window` log returns before it (zero mean, as
 * RiskMetrics), VaRᵢ = z_c·|exposure|·σᵢ, and the P&L is `pnlOf(closeᵢ/closeᵢ₋₁ − 1)`.
 * @throws FinanceError NOT_ENOUGH_DATA when the history has no test day after a full window;
 *   INVALID_ARGUMENT for bad sizes, confidence, closes or a non-finite P&L.
 */
export function varBacktest(input: VarBacktestInput): VarBacktest {
  const { closes, window, confidence } = input;
  requireInteger('window', window, 2);
  requireInteger('days', input.days, 1);
  requireBetween('confidence', confidence, 0.5, 1);
  requireFinite('exposure', input.exposure);
  for (const { close } of closes) ensure(close > 0 && Number.isFinite(close), 'closes must be > 0');
  const returns = closes.slice(1).map((bar, i) => Math.log(bar.close / closes[i]!.close));
  const first = Math.max(window, returns.length - input.days);
  ensure(
    first < returns.length,
    () => `${closes.length} closes leave no test day after a window of ${window} returns`,
    'NOT_ENOUGH_DATA',
  );
  const z = normalInv(confidence);
  let squares = 0;
  for (let j = first - window; j < first; j++) squares += returns[j]! ** 2;
  const days: BacktestDay[] = [];
  for (let i = first; i < returns.length; i++) {
    if (i > first) squares += returns[i - 1]! ** 2 - returns[i - 1 - window]! ** 2;
    const sigma = Math.sqrt(Math.max(0, squares) / window);
    const valueAtRisk = z * Math.abs(input.exposure) * sigma;
    const pnl = input.pnlOf(closes[i + 1]!.close / closes[i]!.close - 1);
    requireFinite('pnl', pnl);
    days.push({ date: closes[i + 1]!.date, pnl, valueAtRisk, exception: pnl < -valueAtRisk });
  }
  const exceptions = days.filter((day) => day.exception).length;
  return {
    days,
    exceptions,
    expected: (1 - confidence) * days.length,
    kupiec: kupiecTest(exceptions, days.length, confidence),
  };
}
