/**
 * Double-barrier knock-out European options without rebate, continuously monitored, in the
 * generalized Black-Scholes-Merton model.
 *
 * In log coordinates x = ln(S/L), corridor width l = ln(U/L), the killed transition density of
 * X_T = x + (b − σ²/2)T + σW_T is e^{c(y−x) − c²s²/2}·q(x, y), c = (b − σ²/2)/σ², s = σ√T, where
 * the driftless density q has two exact series:
 *
 * - images (Ikeda and Kunitomo 1992; Haug 2007, §4.17.3): q = Σ_n [g(y − x − 2nl) − g(y + x − 2nl)],
 *   g the N(0, s²) density — terms fall like exp(−(2nl)²/(2s²)), fast for short expiries and wide
 *   corridors;
 * - Fourier sine series (the eigenfunction expansion of the killed heat equation, e.g. Pelsser 2000,
 *   "Pricing double barrier options using Laplace transforms"): q = (2/l)·Σ_{n≥1} e^{−ω²s²/2}
 *   sin(ωx) sin(ωy), ω = nπ/l — terms fall like exp(−n²π²s²/(2l²)), fast for long expiries and
 *   narrow corridors.
 *
 * Each price integrates the payoff against the density term by term in closed form. The series is
 * chosen by z = s²/l²: images when z < 0.3, Fourier otherwise, so that either needs at most about six
 * terms; both are summed until a term no longer changes the sum. Exponentials are combined before
 * they are evaluated, and image terms far in a tail are evaluated through log Φ, so nothing
 * overflows for narrow corridors, long expiries, tiny volatilities or large prices.
 */
import { scaledNormalMass } from '../math/normal.ts';
import { blackPrice } from './black.ts';

/** z = σ²T/ln(U/L)² above which the Fourier series is used. */
const FOURIER_THRESHOLD = 0.3;
/** Hard cap on series terms (never reached for valid inputs; a guard against NaN loops). */
const MAX_TERMS = 2000;

/**
 * Price of a double knock-out option (no validation: the hot path).
 *
 * @param isCall true for a call, false for a put.
 * @param s underlying price > 0; k strike > 0; lower, upper barriers with 0 < lower < upper.
 * @param t years to expiry ≥ 0; r domestic rate; b cost of carry; v volatility ≥ 0.
 * @returns the price per unit of notional; 0 when the spot is at or outside a barrier (knocked out,
 *   no rebate). Never throws.
 */
export function doubleBarrierPrice(
  isCall: boolean,
  s: number,
  k: number,
  lower: number,
  upper: number,
  t: number,
  r: number,
  b: number,
  v: number,
): number {
  return doubleBarrierPriceWith(0, isCall, s, k, lower, upper, t, r, b, v);
}

/**
 * {@link doubleBarrierPrice} with the series chosen by the caller: 0 automatic, 1 images only,
 * 2 Fourier only. Both series are exact; forcing one is for cross-checking them against each other.
 */
export function doubleBarrierPriceWith(
  series: 0 | 1 | 2,
  isCall: boolean,
  s: number,
  k: number,
  lower: number,
  upper: number,
  t: number,
  r: number,
  b: number,
  v: number,
): number {
  if (s <= lower || s >= upper) return 0;
  if (t <= 0) return isCall ? Math.max(s - k, 0) : Math.max(k - s, 0);
  const sd = v * Math.sqrt(t);
  if (sd <= 0) {
    // Deterministic monotone path S·e^{bt}: alive if the end point stays inside the corridor.
    const fwd = s * Math.exp(b * t);
    if (fwd <= lower || fwd >= upper) return 0;
    return blackPrice(isCall, s, k, t, r, b, 0);
  }
  const l = Math.log(upper / lower);
  const x = Math.log(s / lower);
  const kk = Math.log(k / lower);
  // Integration range in y = ln(S_T/L) where the payoff is positive.
  let a1: number;
  let a2: number;
  if (isCall) {
    a1 = Math.max(kk, 0);
    a2 = l;
  } else {
    a1 = 0;
    a2 = Math.min(kk, l);
  }
  if (a1 >= a2) return 0;
  const c = (b - 0.5 * v * v) / (v * v);
  const z = (sd * sd) / (l * l);
  let jK: number; // ∫ e^{0·y} p(y) dy over [a1, a2]: probability of ending in range alive
  let jL: number; // ∫ e^{y} p(y) dy: the expected S_T/L on that event
  if (series === 1 || (series === 0 && z < FOURIER_THRESHOLD)) {
    jK = imageIntegral(c, x, l, sd, a1, a2);
    jL = imageIntegral(c + 1, x, l, sd, a1, a2, c);
  } else {
    jK = fourierIntegral(c, x, l, sd, a1, a2);
    jL = fourierIntegral(c + 1, x, l, sd, a1, a2, c);
  }
  const df = Math.exp(-r * t);
  const value = isCall ? df * (lower * jL - k * jK) : df * (k * jK - lower * jL);
  return Math.max(value, 0);
}

/**
 * ∫_{a1}^{a2} e^{(γ−c)y} p(y) dy by the image series, where γ = β + c (β = 0 or 1) and
 * p(y) = e^{c(y−x) − c²s²/2}·q(x, y).
 */
function imageIntegral(
  gamma: number,
  x: number,
  l: number,
  sd: number,
  a1: number,
  a2: number,
  cDrift = gamma,
): number {
  const c = cDrift;
  const shift = gamma * sd * sd;
  const base = 0.5 * (gamma * gamma - c * c) * sd * sd - c * x;
  let sum = imageTerm(gamma, x, base, shift, sd, a1, a2) - imageTerm(gamma, -x, base, shift, sd, a1, a2);
  for (let n = 1; n < MAX_TERMS; n++) {
    const m = 2 * n * l;
    const term =
      imageTerm(gamma, x + m, base, shift, sd, a1, a2) -
      imageTerm(gamma, -x + m, base, shift, sd, a1, a2) +
      imageTerm(gamma, x - m, base, shift, sd, a1, a2) -
      imageTerm(gamma, -x - m, base, shift, sd, a1, a2);
    sum += term;
    if (Math.abs(term) <= 1e-17 * Math.abs(sum) || term === 0) break;
  }
  return sum;
}

/**
 * e^{γm + base}·[Φ(u2) − Φ(u1)], u_i = (a_i − m − γs²)/s: the integral of e^{γy} against the
 * N(m, s²) density over [a1, a2], with the Girsanov factor folded into `base`, in logs where it
 * would overflow.
 */
function imageTerm(
  gamma: number,
  m: number,
  base: number,
  shift: number,
  sd: number,
  a1: number,
  a2: number,
): number {
  return scaledNormalMass(gamma * m + base, (a1 - m - shift) / sd, (a2 - m - shift) / sd);
}

/**
 * ∫_{a1}^{a2} e^{(γ−c)y} p(y) dy by the Fourier sine series:
 * (2/l)·Σ_n e^{−ω²s²/2} sin(ωx)·∫ e^{γy − cx − c²s²/2} sin(ωy) dy, with
 * ∫ e^{γy} sin(ωy) dy = e^{γy}(γ sin ωy − ω cos ωy)/(γ² + ω²).
 */
function fourierIntegral(
  gamma: number,
  x: number,
  l: number,
  sd: number,
  a1: number,
  a2: number,
  cDrift = gamma,
): number {
  const c = cDrift;
  const s2 = sd * sd;
  const common = -c * x - 0.5 * c * c * s2;
  const e1 = Math.exp(gamma * a1 + common);
  const e2 = Math.exp(gamma * a2 + common);
  const w0 = Math.PI / l;
  let sum = 0;
  for (let n = 1; n < MAX_TERMS; n++) {
    const w = n * w0;
    const decay = Math.exp(-0.5 * w * w * s2);
    const sx = Math.sin(w * x);
    const f2 = e2 * (gamma * Math.sin(w * a2) - w * Math.cos(w * a2));
    const f1 = e1 * (gamma * Math.sin(w * a1) - w * Math.cos(w * a1));
    const term = (decay * sx * (f2 - f1)) / (gamma * gamma + w * w);
    sum += term;
    // The bound on the remaining terms is geometric once ω²s²/2 > 1; stop when it is negligible.
    if (
      decay * (Math.abs(e1) + Math.abs(e2)) * (w + Math.abs(gamma)) <=
        1e-17 * Math.abs(sum) * (gamma * gamma + w * w) ||
      decay === 0
    )
      break;
  }
  return (2 / l) * sum;
}
