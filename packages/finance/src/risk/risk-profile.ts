/**
 * The risk-profile score, 0 (very conservative) to 5 (very aggressive), and its breakdown into the
 * spec's nine labels. How the score is built is written down in risk/README.md; in short:
 *
 * Every unit of notional is scored on two axes, each from 0 to 5:
 * - protection — how much of the adverse move is left open: unlimited hedge 0, capped hedge 2.5,
 *   knock out hedge 5 (beyond the barrier the position is fully open), open exposure 5, leverage 5;
 * - participation — how much the outcome still moves with the market: no participation 0, limited
 *   participation 1.25, unlimited participation 2.5 (one side of the market), open exposure 5,
 *   leverage 5.
 * The score is the notional-weighted mean over both axes. Open exposure is the balance and cash-flow
 * exposure not covered by hedges (each period's hedges cover its balance first, as the period table
 * splits them). Leverage is the notional sold
 * beyond the protected notional (ratio structures) plus any hedge beyond the exposure.
 */
import { ensure, requireFinite } from '../check.ts';
import { type RiskProfileName, riskProfileOfScore } from './profiles.ts';

/** How far a hedge protects against an adverse move. */
export type Protection = 'unlimited' | 'capped' | 'knock_out';
/** How much of a favourable move a hedge keeps. */
export type Participation = 'none' | 'limited' | 'unlimited';

/** A hedge, as the risk profile sees it. */
export interface ProfileHedge {
  /** Protected notional (any sign; its magnitude is used). */
  readonly notional: number;
  readonly protection: Protection;
  readonly participation: Participation;
  /** Notional obligated per unit protected, ≥ 1 (2 for a 2:1 ratio forward); default 1. */
  readonly leverage?: number;
}

/** Inputs of {@link riskProfileScore}. */
export interface RiskProfileInput {
  /** Balance exposure (booked payables/receivables); magnitude used. */
  readonly balanceExposure: number;
  /** Cash-flow (forecast) exposure; magnitude used. */
  readonly cashFlowExposure: number;
  readonly hedges: readonly ProfileHedge[];
  /**
   * The part of the hedges' notional that covers the balance, as the period table splits each
   * period's hedge (portfolio/exposure-summary.ts); the rest covers the cash flow. Default: the
   * hedges cover the balance first, the whole book read as one period.
   */
  readonly hedgedBalance?: number;
  /** Notional of positions that add to the exposure instead of protecting it (sold options on their own); default 0. */
  readonly leverage?: number;
}

/** The spec's breakdown labels. */
export const RISK_PROFILE_LABELS = [
  'leverage',
  'unlimited participation',
  'limited participation',
  'no participation',
  'knock out hedge',
  'capped hedge',
  'unlimited hedge',
  'cash flow exposure',
  'balance exposure',
] as const;

/** One of {@link RISK_PROFILE_LABELS}. */
export type RiskProfileLabel = (typeof RISK_PROFILE_LABELS)[number];

/** Points (0 to 5) of each label on its axis; exposures and leverage score on both axes. */
export const RISK_PROFILE_POINTS: Readonly<Record<RiskProfileLabel, number>> = {
  'unlimited hedge': 0,
  'capped hedge': 2.5,
  'knock out hedge': 5,
  'no participation': 0,
  'limited participation': 1.25,
  'unlimited participation': 2.5,
  leverage: 5,
  'cash flow exposure': 5,
  'balance exposure': 5,
};

const PROTECTION_LABEL: Record<Protection, RiskProfileLabel> = {
  unlimited: 'unlimited hedge',
  capped: 'capped hedge',
  knock_out: 'knock out hedge',
};
const PARTICIPATION_LABEL: Record<Participation, RiskProfileLabel> = {
  none: 'no participation',
  limited: 'limited participation',
  unlimited: 'unlimited participation',
};
const BOTH_AXES = new Set<RiskProfileLabel>(['leverage', 'cash flow exposure', 'balance exposure']);

/** One line of the breakdown. */
export interface RiskProfileComponent {
  readonly label: RiskProfileLabel;
  /** Notional in this component. */
  readonly amount: number;
  /** amount / total weight of an axis, 0 to 1. */
  readonly share: number;
  /** The label's points, 0 to 5. */
  readonly points: number;
  /** This component's part of the score; the parts add up to the score. */
  readonly contribution: number;
}

/** The score, its profile and its breakdown. */
export interface RiskProfileResult {
  /** 0 to 5; 0 when there is neither exposure nor hedge. */
  readonly score: number;
  readonly profile: RiskProfileName;
  /** The nine components, in {@link RISK_PROFILE_LABELS} order. */
  readonly breakdown: readonly RiskProfileComponent[];
}

/**
 * The risk-profile score of exposures and hedges (see the file header and risk/README.md).
 * @throws FinanceError INVALID_ARGUMENT for a non-finite amount or a leverage below 1.
 */
export function riskProfileScore(input: RiskProfileInput): RiskProfileResult {
  const amounts = new Map<RiskProfileLabel, number>(RISK_PROFILE_LABELS.map((l) => [l, 0]));
  const add = (label: RiskProfileLabel, amount: number) => amounts.set(label, amounts.get(label)! + amount);
  const finite = (name: string, v: number) => {
    return Math.abs(requireFinite(name, v));
  };
  const balance = finite('balanceExposure', input.balanceExposure);
  const cashFlow = finite('cashFlowExposure', input.cashFlowExposure);
  let hedged = 0;
  for (const h of input.hedges) {
    hedged += finite('hedge notional', h.notional);
    ensure(
      (h.leverage ?? 1) >= 1 && Number.isFinite(h.leverage ?? 1),
      `leverage must be ≥ 1, got ${h.leverage}`,
    );
  }
  const exposure = balance + cashFlow;
  const covered = Math.min(hedged, exposure);
  const coveredShare = hedged === 0 ? 0 : covered / hedged;
  for (const h of input.hedges) {
    const n = Math.abs(h.notional);
    add(PROTECTION_LABEL[h.protection], n * coveredShare);
    add(PARTICIPATION_LABEL[h.participation], n * coveredShare);
    add('leverage', n * ((h.leverage ?? 1) - 1));
  }
  add('leverage', Math.max(0, hedged - exposure) + finite('leverage', input.leverage ?? 0));
  const onBalance =
    input.hedgedBalance === undefined
      ? Math.min(hedged, balance)
      : Math.min(hedged, finite('hedgedBalance', input.hedgedBalance));
  add('balance exposure', Math.max(0, balance - onBalance));
  add('cash flow exposure', Math.max(0, cashFlow - (hedged - onBalance)));

  // Each axis weighs covered + open + leverage.
  const axisWeight =
    covered +
    amounts.get('balance exposure')! +
    amounts.get('cash flow exposure')! +
    amounts.get('leverage')!;
  const breakdown = RISK_PROFILE_LABELS.map((label): RiskProfileComponent => {
    const amount = amounts.get(label)!;
    const points = RISK_PROFILE_POINTS[label];
    const share = axisWeight === 0 ? 0 : amount / axisWeight;
    // score = (protection axis mean + participation axis mean) / 2.
    const contribution = (share * points * (BOTH_AXES.has(label) ? 2 : 1)) / 2;
    return { label, amount, share, points, contribution };
  });
  const score = Math.min(
    5,
    Math.max(
      0,
      breakdown.reduce((s, c) => s + c.contribution, 0),
    ),
  );
  return { score, profile: riskProfileOfScore(score), breakdown };
}
