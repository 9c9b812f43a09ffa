/**
 * The risk-neutral probability that a continuously monitored barrier is touched before expiry,
 * under geometric Brownian motion dS/S = b dt + σ dW (b the cost of carry: r − rf for a pair, 0 for
 * a futures price). With X = ln(S/S₀), ν = b − σ²/2 and τ = σ√T:
 * - one barrier at h = ln(H/S₀) (first passage of Brownian motion with drift; Shreve, Stochastic
 *   Calculus for Finance II, §7.2.1, the density of the maximum with drift; Reiner and Rubinstein,
 *   "Breaking down the barriers", Risk 1991, use the same terms):
 *     above (h > 0): P = N((−h + νT)/τ) + e^{2νh/σ²}·N((−h − νT)/τ)
 *     below (h < 0): P = N(( h − νT)/τ) + e^{2νh/σ²}·N(( h + νT)/τ)
 * - two barriers a = ln(L/S₀) < 0 < b' = ln(U/S₀): one minus the survival in the strip, by the
 *   method of images (Cox and Miller, The Theory of Stochastic Processes, 1965, §5.7) with the drift
 *   brought in by Girsanov, w = b' − a, θ = ν/σ²:
 *     survival = Σₙ e^{θ·cₙ}·D(cₙ) − e^{θ·dₙ}·D(dₙ),  cₙ = 2nw, dₙ = 2b' − 2nw,
 *     D(c) = N((b' − c − νT)/τ) − N((a − c − νT)/τ);
 *   the terms fall off like e^{−n²w²/(2τ²)}, so a few images on each side suffice.
 */
import { ensure, requireNonNegative, requirePositive } from '../check.ts';
import { normalCdf, scaledNormalCdf, scaledNormalMass } from '../math/normal.ts';

/** Images on each side of the double-barrier series: far beyond double precision for w ≥ τ/3. */
const IMAGES = 12;

/** What a touch probability is computed from. */
export interface TouchTerms {
  /** Today's price of the monitored underlying, > 0. */
  readonly spot: number;
  /** A barrier below the spot, or null. */
  readonly lower: number | null;
  /** A barrier above the spot, or null. */
  readonly upper: number | null;
  /** Years to expiry, ≥ 0. */
  readonly t: number;
  /** Cost of carry per year (the risk-neutral drift of S). */
  readonly b: number;
  /** Volatility per √year, ≥ 0. */
  readonly v: number;
}

/**
 * The probability of touching either barrier before `t` (see the file's header). A barrier already
 * at or beyond the spot is touched (1); no time or no volatility leaves the price where it is (0).
 * @throws FinanceError INVALID_ARGUMENT for a non-positive spot or barrier, negative time or
 *   volatility, or no barrier at all.
 */
export function touchProbability({ spot, lower, upper, t, b, v }: TouchTerms): number {
  requirePositive('spot', spot);
  requireNonNegative('t', t);
  requireNonNegative('v', v);
  ensure(lower !== null || upper !== null, 'a touch needs a barrier');
  if (lower !== null) requirePositive('lower', lower);
  if (upper !== null) requirePositive('upper', upper);
  if ((lower !== null && spot <= lower) || (upper !== null && spot >= upper)) return 1;
  if (t === 0 || v === 0) return 0;
  const nu = b - (v * v) / 2;
  const tau = v * Math.sqrt(t);
  const drift = nu * t;
  if (lower === null || upper === null) {
    const h = Math.log((upper ?? lower!) / spot);
    const s = h > 0 ? 1 : -1;
    // The reflected term e^{2νh/σ²}·N(…) in logs: the factor overflows at low volatility.
    const reflected = scaledNormalCdf((2 * nu * h) / (v * v), (-s * (h + drift)) / tau);
    return Math.min(1, normalCdf((s * (drift - h)) / tau) + reflected);
  }
  const a = Math.log(lower / spot);
  const top = Math.log(upper / spot);
  const w = top - a;
  const theta = nu / (v * v);
  // e^{θc}·D(c), combined in logs: e^{θc} overflows at low volatility where D(c) vanishes.
  const image = (c: number) => scaledNormalMass(theta * c, (a - c - drift) / tau, (top - c - drift) / tau);
  let survival = 0;
  for (let n = -IMAGES; n <= IMAGES; n++) survival += image(2 * n * w) - image(2 * top - 2 * n * w);
  return Math.min(1, Math.max(0, 1 - survival));
}
