/**
 * EWMA volatility (J.P. Morgan/Reuters, *RiskMetrics — Technical Document*, 4th ed., 1996, §5.2.1):
 * σ²_t = λ·σ²_{t−1} + (1 − λ)·r_t², with r_t = ln(P_t/P_{t−1}) daily log returns and zero mean,
 * λ = 0.94 for daily data. The variance is seeded with the mean of the first `warmup` squared
 * returns; the first value is at index `warmup` (the price at which the warm-up's last return ends).
 * Annualised with √(trading days per year), 261 by default (spec 02 §9 1Y = 261).
 */

import { requireBetween, requireFiniteAll, requireInteger, requirePositive } from '../check.ts';
import { TRADING_DAYS_PER_YEAR } from '../time/trading-days.ts';
import { nanArray } from './series.ts';

/** RiskMetrics' decay factor for daily data. */
export const RISKMETRICS_LAMBDA = 0.94;

/** Options of {@link ewmaVolatility}. */
export interface EwmaOptions {
  /** Decay λ in (0, 1), default 0.94. */
  readonly lambda?: number;
  /** Returns averaged to seed the variance, ≥ 1, default 20. */
  readonly warmup?: number;
  /** Observations per year for annualising, default 261; 1 returns the daily volatility. */
  readonly periodsPerYear?: number;
}

/**
 * Annualised EWMA volatility of a price series (decimal: 0.12 = 12%).
 * @param prices > 0, finite, in time order.
 * @throws FinanceError INVALID_ARGUMENT for a non-positive or non-finite price, λ outside (0, 1),
 *   a bad warm-up or a non-positive periodsPerYear.
 */
export function ewmaVolatility(prices: readonly number[], options: EwmaOptions = {}): number[] {
  const lambda = options.lambda ?? RISKMETRICS_LAMBDA;
  const warmup = options.warmup ?? 20;
  const periodsPerYear = options.periodsPerYear ?? TRADING_DAYS_PER_YEAR;
  requireBetween('lambda', lambda, 0, 1);
  requireInteger('warmup', warmup, 1);
  requirePositive('periodsPerYear', periodsPerYear);
  requireFiniteAll('prices', prices);
  for (const p of prices) requirePositive('price', p);
  const out = nanArray(prices.length);
  if (prices.length <= warmup) return out;
  const scale = Math.sqrt(periodsPerYear);
  let variance = 0;
  for (let i = 1; i <= warmup; i++) variance += Math.log(prices[i]! / prices[i - 1]!) ** 2;
  variance /= warmup;
  out[warmup] = Math.sqrt(variance) * scale;
  for (let i = warmup + 1; i < prices.length; i++) {
    const r = Math.log(prices[i]! / prices[i - 1]!);
    variance = lambda * variance + (1 - lambda) * r * r;
    out[i] = Math.sqrt(variance) * scale;
  }
  return out;
}
