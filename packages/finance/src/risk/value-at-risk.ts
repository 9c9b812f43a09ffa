/**
 * Value-at-risk and cash-flow-at-risk by three methods: delta-normal, historical, Monte Carlo.
 *
 * Value-at-risk (VaR) is the loss of today's value over a horizon that is exceeded with probability
 * 1 − confidence (one-sided, as in RiskMetrics and Basel): VaR = −q_{1−c}(P&L), reported positive.
 * Risk factors are spots; their log returns over the horizon are normal with zero mean (delta-normal,
 * Monte Carlo) or taken from history.
 * - delta-normal: VaR = z_c·√(eᵀΣe)·√h with e_i = Σ Δ·S_i (value change per relative move of
 *   factor i), Σ_ij = ρ_ij·σ_i·σ_j, h the horizon in years (RiskMetrics Technical Document, 1996, §6.2).
 * - historical: each past horizon return vector r is applied as S_i·e^{r_i} and every position is
 *   revalued in full (or by delta-gamma without a callback).
 * - Monte Carlo: correlated normal log returns (Cholesky), S_i·e^{−σ_i²h/2 + σ_i√h·Z_i}, seeded
 *   generator from montecarlo/, full revaluation.
 *
 * Cash-flow-at-risk (CFaR) looks at the cash flow at one date rather than today's value: the rate at
 * that date is drawn around the forward (normal for delta-normal, lognormal for Monte Carlo,
 * forward·e^{r} for historical returns r), the rate is taken at the spec's percentile for the side
 * (sellers (1 − c)/2, buyers 1 − (1 − c)/2, the spec's (100 − c)/200 with c a fraction), and CFaR = cash flow at the forward − cash flow
 * at that rate.
 */
import { ensure, requireBetween, requireInteger, requireNonNegative, requirePositive } from '../check.ts';
import type { Side } from '../hedging/side.ts';
import { cholesky } from '../math/cholesky.ts';
import { normalInv, normalPdf } from '../math/normal.ts';
import { simulateCorrelatedTerminal } from '../montecarlo/correlated.ts';
import { percentileOfSorted } from '../montecarlo/estimate.ts';
import { percentileForSide } from './profiles.ts';
import { positionPnl, type SpotPosition } from './scenarios.ts';

/** A risk factor: a spot and its annual volatility. */
export interface RiskFactor {
  readonly id?: string;
  /** Spot > 0. */
  readonly spot: number;
  /** Annualised volatility of log returns, decimal (0.12 = 12%), ≥ 0. */
  readonly vol: number;
}

/** A position on one factor (index into the factors, default 0). */
export interface FactorPosition extends SpotPosition {
  readonly factor?: number;
}

/** Common VaR inputs. */
export interface VarInput {
  readonly positions: readonly FactorPosition[];
  readonly factors: readonly RiskFactor[];
  /** Correlation matrix of the factors' returns (identity when omitted). */
  readonly correlation?: readonly (readonly number[])[];
  /** Horizon in years (10 business days ≈ 10/261). */
  readonly horizonYears: number;
  /** Confidence as a fraction, in (0.5, 1): 0.95, 0.99. */
  readonly confidence: number;
}

/** A VaR figure and its tail. */
export interface VarResult {
  readonly method: 'delta-normal' | 'historical' | 'monte-carlo';
  /** Value-at-risk, ≥ 0 when the tail is a loss (domestic currency). */
  readonly valueAtRisk: number;
  /** Mean loss beyond the VaR (expected shortfall); for delta-normal the normal formula. */
  readonly expectedShortfall: number;
  /** Number of scenarios used (0 for delta-normal). */
  readonly scenarios: number;
}

function checkCommon(input: VarInput): void {
  const { factors, horizonYears, confidence } = input;
  ensure(factors.length > 0, 'no risk factor');
  for (const f of factors) {
    requirePositive('spot', f.spot);
    requireNonNegative('vol', f.vol);
  }
  requirePositive('horizonYears', horizonYears);
  requireBetween('confidence', confidence, 0.5, 1);
  for (const p of input.positions) requireInteger('position factor', p.factor ?? 0, 0, factors.length - 1);
}

function correlationOf(input: VarInput): number[][] {
  const n = input.factors.length;
  const rho = input.correlation;
  if (!rho)
    return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  ensure(rho.length === n && rho.every((row) => row.length === n), `correlation must be ${n}×${n}`);
  return rho.map((row) => [...row]);
}

/**
 * Delta-normal VaR (see the header). Uses each position's `delta` (a callback-only position is
 * differentiated numerically with a ±0.01% central difference).
 * @throws FinanceError INVALID_ARGUMENT for bad inputs.
 */
export function deltaNormalVar(input: VarInput): VarResult {
  checkCommon(input);
  const rho = correlationOf(input);
  const exposure = input.factors.map(() => 0);
  for (const p of input.positions) {
    const i = p.factor ?? 0;
    const s = input.factors[i]!.spot;
    let delta = p.delta;
    if (delta === undefined) {
      ensure(p.value !== undefined, `position ${p.id ?? ''} has neither value nor delta`);
      const h = s * 1e-4;
      delta = (p.value(s + h) - p.value(s - h)) / (2 * h);
    }
    exposure[i]! += delta * s;
  }
  let variance = 0;
  for (let i = 0; i < exposure.length; i++) {
    for (let j = 0; j < exposure.length; j++) {
      variance += exposure[i]! * exposure[j]! * rho[i]![j]! * input.factors[i]!.vol * input.factors[j]!.vol;
    }
  }
  const sd = Math.sqrt(Math.max(0, variance) * input.horizonYears);
  const z = normalInv(input.confidence);
  const alpha = 1 - input.confidence;
  return {
    method: 'delta-normal',
    valueAtRisk: z * sd,
    expectedShortfall: (sd * normalPdf(z)) / alpha,
    scenarios: 0,
  };
}

function tailOf(pnl: Float64Array, confidence: number, method: VarResult['method']): VarResult {
  pnl.sort();
  const alpha = 1 - confidence;
  const q = percentileOfSorted(pnl, alpha);
  let sum = 0;
  let count = 0;
  for (let k = 0; k < pnl.length && pnl[k]! <= q; k++) {
    sum += pnl[k]!;
    count++;
  }
  return {
    method,
    valueAtRisk: -q,
    expectedShortfall: count === 0 ? -q : -sum / count,
    scenarios: pnl.length,
  };
}

function portfolioPnl(
  positions: readonly FactorPosition[],
  factors: readonly RiskFactor[],
  shocked: ArrayLike<number>,
): number {
  let total = 0;
  for (const p of positions) {
    const i = p.factor ?? 0;
    total += positionPnl(p, factors[i]!.spot, shocked[i]!);
  }
  return total;
}

/**
 * Historical VaR: full revaluation under past horizon log returns.
 * @param returns one array per scenario, one log return per factor, over the horizon (e.g. 10-day
 *   returns for a 10-day VaR); `horizonYears` is not used to rescale them.
 * @throws FinanceError NOT_ENOUGH_DATA for fewer than 2 scenarios; INVALID_ARGUMENT for bad inputs.
 */
export function historicalVar(
  input: VarInput & { readonly returns: readonly (readonly number[])[] },
): VarResult {
  checkCommon(input);
  ensure(input.returns.length >= 2, 'historical VaR needs at least 2 scenarios', 'NOT_ENOUGH_DATA');
  const n = input.factors.length;
  const pnl = new Float64Array(input.returns.length);
  const shocked = new Float64Array(n);
  input.returns.forEach((r, s) => {
    ensure(r.length === n && r.every(Number.isFinite), () => `scenario ${s} needs ${n} finite returns`);
    for (let i = 0; i < n; i++) shocked[i] = input.factors[i]!.spot * Math.exp(r[i]!);
    pnl[s] = portfolioPnl(input.positions, input.factors, shocked);
  });
  return tailOf(pnl, input.confidence, 'historical');
}

/**
 * Log-return scenarios over `horizon` observations from a price series: ln(P[t+h]/P[t]) for every
 * t (overlapping windows).
 * @throws FinanceError INVALID_ARGUMENT for non-positive prices or a bad horizon.
 */
export function horizonReturns(prices: readonly number[], horizon = 1): number[] {
  requireInteger('horizon', horizon, 1);
  for (const p of prices) requirePositive('price', p);
  const out: number[] = [];
  for (let t = 0; t + horizon < prices.length; t++) out.push(Math.log(prices[t + horizon]! / prices[t]!));
  return out;
}

/** Monte Carlo settings. */
export interface MonteCarloSettings {
  /** Number of scenarios ≥ 100, default 10,000. */
  readonly paths?: number;
  /** Generator seed, default 1: the same seed gives the same figure. */
  readonly seed?: number;
}

function simulateFactorReturns(
  input: VarInput,
  settings: MonteCarloSettings,
  visit: (shocked: Float64Array) => void,
): void {
  const options = { paths: settings.paths ?? 10_000, seed: settings.seed ?? 1 };
  simulateCorrelatedTerminal(
    input.factors,
    cholesky(correlationOf(input)),
    input.horizonYears,
    options,
    visit,
  );
}

/**
 * Monte Carlo VaR: correlated lognormal spots at the horizon, full revaluation.
 * @throws FinanceError INVALID_ARGUMENT for bad inputs or settings.
 */
export function monteCarloVar(input: VarInput, settings: MonteCarloSettings = {}): VarResult {
  checkCommon(input);
  const pnl: number[] = [];
  simulateFactorReturns(input, settings, (shocked) =>
    pnl.push(portfolioPnl(input.positions, input.factors, shocked)),
  );
  return tailOf(Float64Array.from(pnl), input.confidence, 'monte-carlo');
}

/** Inputs of {@link cashFlowAtRisk}. */
export interface CashFlowAtRiskInput {
  /** Cash flows at one date as functions of the rate then (domestic currency; exposures and hedges). */
  readonly cashFlows: readonly ((rate: number) => number)[];
  /** Forward rate for the date, > 0. */
  readonly forward: number;
  /** Annualised volatility, decimal, ≥ 0. */
  readonly vol: number;
  /** Years to the cash-flow date, > 0. */
  readonly years: number;
  /** Confidence as a fraction, in (0, 1): 0.95. */
  readonly confidence: number;
  /** Buyer or seller of the underlying; inferred from the cash flows' slope at the forward when omitted. */
  readonly side?: Side;
  readonly method: 'delta-normal' | 'historical' | 'monte-carlo';
  /** Historical log returns over the period to the date (method 'historical'). */
  readonly returns?: readonly number[];
  readonly monteCarlo?: MonteCarloSettings;
}

/** The result of {@link cashFlowAtRisk}. */
export interface CashFlowAtRiskResult {
  readonly side: Side;
  /** The percentile used (spec's rule). */
  readonly percentile: number;
  /** The rate at that percentile. */
  readonly rateAtRisk: number;
  /** Total cash flow at the forward. */
  readonly expected: number;
  /** Total cash flow at the rate at risk. */
  readonly atRisk: number;
  /** expected − atRisk: how much worse the cash flow can be (≥ 0 for monotone profiles). */
  readonly cashFlowAtRisk: number;
}

/**
 * Cash-flow-at-risk (see the header): the cash flows are evaluated at the forward and at the rate
 * at the spec's percentile for the side. The percentile rate is valid as the bad case for cash-flow
 * profiles monotone in the rate, which is what hedged exposures are.
 * @throws FinanceError INVALID_ARGUMENT for bad inputs; NOT_ENOUGH_DATA without returns for 'historical'.
 */
export function cashFlowAtRisk(input: CashFlowAtRiskInput): CashFlowAtRiskResult {
  const { forward, vol, years, confidence } = input;
  requirePositive('forward', forward);
  requireNonNegative('vol', vol);
  requirePositive('years', years);
  const total = (rate: number) => input.cashFlows.reduce((sum, f) => sum + f(rate), 0);
  const expected = total(forward);
  const h = forward * 1e-4;
  const side = input.side ?? (total(forward + h) - total(forward - h) >= 0 ? 'seller' : 'buyer');
  const percentile = percentileForSide(side, confidence);
  let rateAtRisk: number;
  const sd = vol * Math.sqrt(years);
  switch (input.method) {
    case 'delta-normal':
      rateAtRisk = forward * (1 + sd * normalInv(percentile));
      break;
    case 'historical': {
      const returns = input.returns ?? [];
      ensure(returns.length >= 2, 'historical CFaR needs at least 2 returns', 'NOT_ENOUGH_DATA');
      const sorted = Float64Array.from(returns, (r) => forward * Math.exp(r)).sort();
      rateAtRisk = percentileOfSorted(sorted, percentile);
      break;
    }
    case 'monte-carlo': {
      const rates: number[] = [];
      simulateFactorReturns(
        { positions: [], factors: [{ spot: forward, vol }], horizonYears: years, confidence: 0.95 },
        input.monteCarlo ?? {},
        (shocked) => rates.push(shocked[0]!),
      );
      rateAtRisk = percentileOfSorted(Float64Array.from(rates).sort(), percentile);
      break;
    }
  }
  const atRisk = total(rateAtRisk);
  return { side, percentile, rateAtRisk, expected, atRisk, cashFlowAtRisk: expected - atRisk };
}
