/**
 * Single-barrier European options with a rebate, continuously monitored, in the generalized
 * Black-Scholes-Merton model: the Reiner and Rubinstein (1991) formulas as printed in Haug (2007),
 * §4.17.1 ("Standard barrier options"), terms A to F.
 *
 * Conventions:
 * - a knock-out pays its rebate when the barrier is hit (term F);
 * - a knock-in pays its rebate at expiry if it never knocked in (term E);
 * - a spot already at or beyond the barrier is valid and priced by definition: a knock-out is dead
 *   and worth the rebate paid now; a knock-in is alive and worth the vanilla option.
 *
 * Negative rates with μ² + 2r/σ² < 0 make λ complex; the rebate-at-hit term is then computed as
 * R·E[e^{−rτ}; τ ≤ T] by integrating the first-passage distribution (Simpson's rule, 256 panels).
 */
import { normalCdf, normalPdf, scaledNormalCdf, scaledNormalPdf } from '../math/normal.ts';
import { blackPrice, blackPriceDelta } from './black.ts';
import type { BarrierType, Valuation } from './types.ts';

/** Numeric barrier-type codes for the hot path: 0 downOut, 1 downIn, 2 upOut, 3 upIn. */
export const BARRIER_CODE: Readonly<Record<BarrierType, number>> = {
  downOut: 0,
  downIn: 1,
  upOut: 2,
  upIn: 3,
};

/**
 * Which of the terms A, B, C, D (Haug 2007, §4.17.1) make each option, with their signs, four per
 * option at index 4·(8·out + 4·call + 2·down + (K > H)). E (knock-in) or F (knock-out) is added.
 */
// biome-ignore format: one row per option, as Haug's table lists them
const TERMS = new Int8Array([
  // knock-in put: up (K ≤ H: C; K > H: A − B + D), down (K ≤ H: A; K > H: B − C + D)
  0, 0, 1, 0,   1, -1, 0, 1,   1, 0, 0, 0,   0, 1, -1, 1,
  // knock-in call: up (K ≤ H: B − C + D; K > H: A), down (K ≤ H: A − B + D; K > H: C)
  0, 1, -1, 1,  1, 0, 0, 0,    1, -1, 0, 1,  0, 0, 1, 0,
  // knock-out put: up (K ≤ H: A − C; K > H: B − D), down (K ≤ H: 0; K > H: A − B + C − D)
  1, 0, -1, 0,  0, 1, 0, -1,   0, 0, 0, 0,   1, -1, 1, -1,
  // knock-out call: up (K ≤ H: A − B + C − D; K > H: 0), down (K ≤ H: B − D; K > H: A − C)
  1, -1, 1, -1, 0, 0, 0, 0,    0, 1, 0, -1,  1, 0, -1, 0,
]);

/** Scratch for {@link barrierPrice}, which wants no delta. */
const NO_DELTA = { price: 0, delta: 0, gamma: 0, vega: 0, theta: 0 };

/**
 * Price of a single-barrier option (no validation: the hot path).
 *
 * @param barrierCode 0 downOut, 1 downIn, 2 upOut, 3 upIn (see {@link BARRIER_CODE}).
 * @param isCall true for a call, false for a put.
 * @param s underlying price > 0; k strike > 0; h barrier > 0; rebate ≥ 0 (cash, domestic currency).
 * @param t years to expiry ≥ 0; r domestic rate; b cost of carry; v volatility ≥ 0.
 * @returns the price per unit of notional, finite for every volatility and expiry. Never throws.
 */
export function barrierPrice(
  barrierCode: number,
  isCall: boolean,
  s: number,
  k: number,
  h: number,
  rebate: number,
  t: number,
  r: number,
  b: number,
  v: number,
): number {
  return barrierValue(barrierCode, isCall, s, k, h, rebate, t, r, b, v, NO_DELTA, false);
}

/**
 * Price and analytic delta ∂V/∂S of a single-barrier option: the closed form of {@link barrierPrice}
 * differentiated term by term. Arguments as {@link barrierPrice}; only `out.price` and `out.delta`
 * are written. No validation, no allocation; never throws.
 */
export function barrierPriceDelta(
  barrierCode: number,
  isCall: boolean,
  s: number,
  k: number,
  h: number,
  rebate: number,
  t: number,
  r: number,
  b: number,
  v: number,
  out: Valuation,
): Valuation {
  out.price = barrierValue(barrierCode, isCall, s, k, h, rebate, t, r, b, v, out, true);
  return out;
}

/** The price; with `withDelta`, the delta written into `out.delta`. */
function barrierValue(
  barrierCode: number,
  isCall: boolean,
  s: number,
  k: number,
  h: number,
  rebate: number,
  t: number,
  r: number,
  b: number,
  v: number,
  out: Valuation,
  withDelta: boolean,
): number {
  const isDown = barrierCode < 2;
  const isOut = (barrierCode & 1) === 0;
  // Already at or beyond the barrier: knocked out (rebate now) or knocked in (the vanilla).
  if (isDown ? s <= h : s >= h) {
    if (isOut) {
      out.delta = 0;
      return rebate;
    }
    return withDelta
      ? blackPriceDelta(isCall, s, k, t, r, b, v, out).price
      : blackPrice(isCall, s, k, t, r, b, v);
  }
  if (t <= 0) {
    const inTheMoney = isCall ? s > k : s < k;
    out.delta = isOut && inTheMoney ? (isCall ? 1 : -1) : 0;
    return isOut ? (isCall ? Math.max(s - k, 0) : Math.max(k - s, 0)) : rebate;
  }
  const sd = v * Math.sqrt(t);
  if (sd <= 0) return deterministicBarrier(isDown, isOut, isCall, s, k, h, rebate, t, r, b, out);

  const eta = isDown ? 1 : -1;
  const phi = isCall ? 1 : -1;
  const v2 = v * v;
  const mu = (b - 0.5 * v2) / v2;
  const musd = (1 + mu) * sd;
  const logSK = Math.log(s / k);
  const logHS = Math.log(h / s);
  const carryDf = Math.exp((b - r) * t);
  const kDf = k * Math.exp(-r * t);
  // (H/S)^{2μ} and (H/S)^{2(μ+1)} stay as logs: at low volatility μ ≈ b/σ² is huge and the powers
  // overflow while the probabilities they multiply vanish (Φ is then taken in logs too).
  const lp0 = 2 * mu * logHS;
  const lp1 = lp0 + 2 * logHS;
  const row = 4 * ((isOut ? 8 : 0) + (isCall ? 4 : 0) + (isDown ? 2 : 0) + (k > h ? 1 : 0));
  const cA = TERMS[row]!;
  const cB = TERMS[row + 1]!;
  const cC = TERMS[row + 2]!;
  const cD = TERMS[row + 3]!;
  const x1 = logSK / sd + musd;
  const x2 = -logHS / sd + musd;
  const y1 = (2 * logHS + logSK) / sd + musd;
  const y2 = logHS / sd + musd;
  const sCarry = s * carryDf;
  let price = 0;
  if (cA !== 0) price += cA * termAB(phi, x1, sd, sCarry, kDf);
  if (cB !== 0) price += cB * termAB(phi, x2, sd, sCarry, kDf);
  if (cC !== 0) price += cC * termCD(phi, eta, y1, sd, sCarry, kDf, lp1, lp0);
  if (cD !== 0) price += cD * termCD(phi, eta, y2, sd, sCarry, kDf, lp1, lp0);
  let delta = 0;
  if (withDelta) {
    const kDfOverS = kDf / s;
    if (cA !== 0) delta += cA * termABDelta(phi, x1, sd, carryDf, 1);
    if (cB !== 0) delta += cB * termABDelta(phi, x2, sd, carryDf, k / h);
    if (cC !== 0) delta += cC * termCDDelta(phi, eta, y1, sd, carryDf, kDfOverS, lp1, lp0, mu, 1);
    if (cD !== 0) delta += cD * termCDDelta(phi, eta, y2, sd, carryDf, kDfOverS, lp1, lp0, mu, k / h);
  }
  if (rebate > 0) {
    if (isOut) {
      // F: the rebate paid when the barrier is hit.
      const lambda2 = mu * mu + (2 * r) / v2;
      price += rebateAtHit(rebate, t, r, mu, lambda2, v, sd, eta, logHS);
      if (withDelta) delta += rebateAtHitDelta(rebate, t, r, mu, lambda2, v, sd, eta, logHS) / s;
    } else {
      // E: the rebate paid at expiry when the barrier was never touched.
      const df = Math.exp(-r * t);
      price += rebate * df * (normalCdf(eta * (x2 - sd)) - scaledNormalCdf(lp0, eta * (y2 - sd)));
      if (withDelta) {
        const touch = (eta * (normalPdf(x2 - sd) + scaledNormalPdf(lp0, y2 - sd))) / sd;
        delta += ((rebate * df) / s) * (touch + 2 * mu * scaledNormalCdf(lp0, eta * (y2 - sd)));
      }
    }
  }
  // The terms cancel to within rounding where the option is nearly worthless; a price is never negative.
  out.delta = delta;
  return Math.max(price, 0);
}

// Terms A to D of Haug (2007), §4.17.1, and their derivatives in S, with c = e^{(b−r)T}:
// - A (x = x1) and B (x = x2): φ·[S·c·N(φx) − K·e^{−rT}·N(φ(x − σ√T))];
//   ∂/∂S = φ·c·N(φx) + c·n(x)·(1 − K/L)/(σ√T), L = K for A (whose density terms cancel), H for B;
// - C (y = y1) and D (y = y2): φ·[S·c·(H/S)^{2(μ+1)}·N(ηy) − K·e^{−rT}·(H/S)^{2μ}·N(η(y − σ√T))];
//   ∂/∂S = φ·[−(2μ+1)·c·(H/S)^{2(μ+1)}·N(ηy) + 2μ·(K/S)·e^{−rT}·(H/S)^{2μ}·N(η(y − σ√T))]
//          − φη·c·(H/S)^{2(μ+1)}·n(y)·(1 − K/L)/(σ√T), L = K for C, H for D.
// The density terms reduce to one because n(x − σ√T) = n(x)·(S/L)·e^{bT} for x = x1, x2 and
// (H/S)^{2μ}·n(y − σ√T) = (H/S)^{2(μ+1)}·n(y)·(S/L)·e^{bT} for y = y1, y2.

function termAB(phi: number, x: number, sd: number, sCarry: number, kDf: number): number {
  return phi * (sCarry * normalCdf(phi * x) - kDf * normalCdf(phi * (x - sd)));
}

function termABDelta(phi: number, x: number, sd: number, carryDf: number, kOverL: number): number {
  return phi * carryDf * normalCdf(phi * x) + (carryDf * normalPdf(x) * (1 - kOverL)) / sd;
}

function termCD(
  phi: number,
  eta: number,
  y: number,
  sd: number,
  sCarry: number,
  kDf: number,
  lp1: number,
  lp0: number,
): number {
  return phi * (sCarry * scaledNormalCdf(lp1, eta * y) - kDf * scaledNormalCdf(lp0, eta * (y - sd)));
}

function termCDDelta(
  phi: number,
  eta: number,
  y: number,
  sd: number,
  carryDf: number,
  kDfOverS: number,
  lp1: number,
  lp0: number,
  mu: number,
  kOverL: number,
): number {
  const reflected =
    -(2 * mu + 1) * carryDf * scaledNormalCdf(lp1, eta * y) +
    2 * mu * kDfOverS * scaledNormalCdf(lp0, eta * (y - sd));
  return phi * reflected - (phi * eta * carryDf * scaledNormalPdf(lp1, y) * (1 - kOverL)) / sd;
}

/**
 * F: R·E[e^{−rτ}; τ ≤ T], the rebate paid at the first hitting time τ of the barrier.
 * Closed form when λ² = μ² + 2r/σ² ≥ 0 (Haug 2007, §4.17.1); otherwise integrated numerically.
 */
function rebateAtHit(
  rebate: number,
  t: number,
  r: number,
  mu: number,
  lambda2: number,
  v: number,
  sd: number,
  eta: number,
  logHS: number,
): number {
  if (lambda2 >= 0) {
    const lambda = Math.sqrt(lambda2);
    const z = logHS / sd + lambda * sd;
    return (
      rebate *
      (scaledNormalCdf((mu + lambda) * logHS, eta * z) +
        scaledNormalCdf((mu - lambda) * logHS, eta * (z - 2 * lambda * sd)))
    );
  }
  // ∫_0^T e^{−ru} dP(τ ≤ u) = e^{−rT}·P(τ ≤ T) + r·∫_0^T e^{−ru}·P(τ ≤ u) du (integration by parts).
  const panels = 256;
  const du = t / panels;
  let integral = 0;
  for (let i = 0; i <= panels; i++) {
    const u = i * du;
    const w = i === 0 || i === panels ? 1 : i % 2 === 1 ? 4 : 2;
    integral += w * Math.exp(-r * u) * hitProbability(u, logHS, mu, v, eta);
  }
  integral *= du / 3;
  return rebate * (Math.exp(-r * t) * hitProbability(t, logHS, mu, v, eta) + r * integral);
}

/**
 * S·∂F/∂S. With Q± = (H/S)^{μ±λ} and z = ln(H/S)/(σ√T) + λσ√T, the two density terms are equal
 * (Q₋·n(z − 2λσ√T) = Q₊·n(z)), so
 *   S·∂F/∂S = −R·[(μ+λ)·Q₊·N(ηz) + (μ−λ)·Q₋·N(η(z − 2λσ√T)) + 2η·Q₊·n(z)/(σ√T)].
 * Where λ is complex (F integrated numerically), a central difference in ln(H/S).
 */
function rebateAtHitDelta(
  rebate: number,
  t: number,
  r: number,
  mu: number,
  lambda2: number,
  v: number,
  sd: number,
  eta: number,
  logHS: number,
): number {
  if (lambda2 >= 0) {
    const lambda = Math.sqrt(lambda2);
    const z = logHS / sd + lambda * sd;
    const up = (mu + lambda) * logHS;
    return (
      -rebate *
      ((mu + lambda) * scaledNormalCdf(up, eta * z) +
        (mu - lambda) * scaledNormalCdf((mu - lambda) * logHS, eta * (z - 2 * lambda * sd)) +
        (2 * eta * scaledNormalPdf(up, z)) / sd)
    );
  }
  const h = 1e-5;
  return (
    (rebateAtHit(rebate, t, r, mu, lambda2, v, sd, eta, logHS - h) -
      rebateAtHit(rebate, t, r, mu, lambda2, v, sd, eta, logHS + h)) /
    (2 * h)
  );
}

/**
 * P(τ ≤ u): probability that log(S_t/S) = νt + σW_t (ν = μσ²) has touched log(H/S) by time u
 * (the reflection principle with drift; Harrison 1985, §1.8).
 */
function hitProbability(u: number, logHS: number, mu: number, v: number, eta: number): number {
  if (u <= 0) return 0;
  const sd = v * Math.sqrt(u);
  const nu = mu * v * v;
  // Down barrier (η = 1): logHS < 0. Up barrier (η = −1): logHS > 0.
  const a = logHS;
  return normalCdf((eta * (a - nu * u)) / sd) + scaledNormalCdf(2 * mu * a, (eta * (a + nu * u)) / sd);
}

/** σ = 0: the path S·e^{bt} is deterministic and monotone. Writes the delta into `out`. */
function deterministicBarrier(
  isDown: boolean,
  isOut: boolean,
  isCall: boolean,
  s: number,
  k: number,
  h: number,
  rebate: number,
  t: number,
  r: number,
  b: number,
  out: Valuation,
): number {
  const carry = Math.exp(b * t);
  const df = Math.exp(-r * t);
  const fwd = s * carry;
  const hits = isDown ? fwd <= h : fwd >= h;
  const inTheMoney = isCall ? fwd > k : fwd < k;
  const vanilla = inTheMoney ? df * (isCall ? fwd - k : k - fwd) : 0;
  const vanillaDelta = inTheMoney ? (isCall ? df * carry : -df * carry) : 0;
  if (isOut) {
    if (!hits) {
      out.delta = vanillaDelta;
      return vanilla;
    }
    // Hit at τ = ln(H/S)/b (b ≠ 0 here, since the path moves): ∂τ/∂S = −1/(S·b).
    const atHit = rebate * Math.exp((-r * Math.log(h / s)) / b);
    out.delta = (r * atHit) / (s * b);
    return atHit;
  }
  out.delta = hits ? vanillaDelta : 0;
  return hits ? vanilla : rebate * df;
}
