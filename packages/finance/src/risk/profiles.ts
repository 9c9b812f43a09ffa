/**
 * The spec's confidence percentiles, risk-profile bands and optimizer profile numbers (spec 02 §4, §9).
 */
import { ensure, requireBetween } from '../check.ts';
import type { Side } from '../hedging/side.ts';

/**
 * The percentile of the rate that a confidence level points to (spec 02 §9, there in percent):
 * sellers (1 − confidence)/2, buyers 1 − (1 − confidence)/2. At 0.95: 0.025 for a seller (a low
 * rate hurts), 0.975 for a buyer (a high rate hurts) — the tails of a two-sided interval.
 * @param confidence a fraction, in (0, 1).
 * @returns a probability in (0, 1).
 * @throws FinanceError INVALID_ARGUMENT for a confidence outside (0, 1).
 */
export function percentileForSide(side: Side, confidence: number): number {
  requireBetween('confidence', confidence, 0, 1);
  return side === 'seller' ? (1 - confidence) / 2 : 1 - (1 - confidence) / 2;
}

/** The spec's risk-profile names, from the least to the most aggressive. */
export const RISK_PROFILE_BANDS = [
  { upTo: 1.5, name: 'VERY CONSERVATIVE' },
  { upTo: 2.5, name: 'CONSERVATIVE' },
  { upTo: 3.5, name: 'BALANCED' },
  { upTo: 4.5, name: 'AGGRESSIVE' },
  { upTo: Number.POSITIVE_INFINITY, name: 'VERY AGGRESSIVE' },
] as const;

/** A risk-profile name. */
export type RiskProfileName = (typeof RISK_PROFILE_BANDS)[number]['name'];

/**
 * The profile of a 0-to-5 score: below 1.5 VERY CONSERVATIVE, below 2.5 CONSERVATIVE, below 3.5
 * BALANCED, below 4.5 AGGRESSIVE, else VERY AGGRESSIVE (spec 02 §4).
 * @throws FinanceError INVALID_ARGUMENT for NaN.
 */
export function riskProfileOfScore(score: number): RiskProfileName {
  ensure(!Number.isNaN(score), 'score is NaN');
  return RISK_PROFILE_BANDS.find((band) => score < band.upTo)!.name;
}

/** The optimizer's profile numbers (spec 02 §4): 0 … 4 and CUSTOM 5. */
export const OPTIMIZER_RISK_PROFILES = {
  'VERY CONSERVATIVE': 0,
  CONSERVATIVE: 1,
  MODERATE: 2,
  AGGRESSIVE: 3,
  'VERY AGGRESSIVE': 4,
  CUSTOM: 5,
} as const;

/** An optimizer profile name. */
export type OptimizerRiskProfile = keyof typeof OPTIMIZER_RISK_PROFILES;

/**
 * The optimizer profile name of a number 0 to 5.
 * @throws FinanceError INVALID_ARGUMENT for any other number.
 */
export function optimizerProfileName(id: number): OptimizerRiskProfile {
  const entry = Object.entries(OPTIMIZER_RISK_PROFILES).find(([, n]) => n === id);
  ensure(entry !== undefined, `no optimizer risk profile ${id}`);
  return entry[0] as OptimizerRiskProfile;
}
