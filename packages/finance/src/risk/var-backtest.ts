/**
 * A back-test of the one-day value-at-risk of today's book over past days (Basel Committee, 1996,
 * "Supervisory framework for the use of backtesting"): on each past day, the P&L the book would have
 * made on that day's move against the VaR under test, an exception when the loss exceeds it; the
 * exceptions then judged by Kupiec's proportion-of-failures test (Kupiec, "Techniques for verifying
 * the accuracy of risk measurement models", Journal of Derivatives 3(2), 1995).
 */
import { ensure, requireBetween, requireFinite, requireInteger, requireNonNegative } from '../check.ts';
import { chiSquare1Survival } from '../math/chi-square.ts';

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
  /** Test days wanted: the most recent ones the history allows, ≥ 1. */
  readonly days: number;
  /** The confidence the VaR is stated at, in (0.5, 1). */
  readonly confidence: number;
  /** The one-day VaR under test, ≥ 0: a loss beyond it is an exception. */
  readonly valueAtRisk: number;
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
  /** The VaR tested, the same every day. */
  readonly valueAtRisk: number;
  readonly days: BacktestDay[];
  readonly exceptions: number;
  /** (1 − confidence) × days: the exceptions a right VaR has on average. */
  readonly expected: number;
  readonly kupiec: KupiecTest;
}

/**
 * Back-tests a one-day VaR of today's book: for each of the last `days` daily moves of the history
 * (closes i−1 → i), the P&L is `pnlOf(closeᵢ/closeᵢ₋₁ − 1)` and an exception is a loss beyond
 * `valueAtRisk`. Today's VaR, as reported, is tested against the moves of the past: would it have held.
 * @throws FinanceError NOT_ENOUGH_DATA when the history holds no daily move (fewer than two closes);
 *   INVALID_ARGUMENT for bad sizes, confidence, VaR, closes or a non-finite P&L.
 */
export function varBacktest(input: VarBacktestInput): VarBacktest {
  const { closes, confidence, valueAtRisk } = input;
  requireInteger('days', input.days, 1);
  requireBetween('confidence', confidence, 0.5, 1);
  requireNonNegative('valueAtRisk', valueAtRisk);
  for (const { close } of closes) ensure(close > 0 && Number.isFinite(close), 'closes must be > 0');
  ensure(
    closes.length >= 2,
    () => `${closes.length} close${closes.length === 1 ? '' : 's'} leave no daily move to test`,
    'NOT_ENOUGH_DATA',
  );
  const first = Math.max(1, closes.length - input.days);
  const days: BacktestDay[] = [];
  for (let i = first; i < closes.length; i++) {
    const pnl = input.pnlOf(closes[i]!.close / closes[i - 1]!.close - 1);
    requireFinite('pnl', pnl);
    days.push({ date: closes[i]!.date, pnl, valueAtRisk, exception: pnl < -valueAtRisk });
  }
  const exceptions = days.filter((day) => day.exception).length;
  return {
    valueAtRisk,
    days,
    exceptions,
    expected: (1 - confidence) * days.length,
    kupiec: kupiecTest(exceptions, days.length, confidence),
  };
}
