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
import { normalCdf } from '../math/normal.ts';
import { blackPrice } from './black.ts';
import type { BarrierType } from './types.ts';

/** Numeric barrier-type codes for the hot path: 0 downOut, 1 downIn, 2 upOut, 3 upIn. */
export const BARRIER_CODE: Readonly<Record<BarrierType, number>> = {
  downOut: 0,
  downIn: 1,
  upOut: 2,
  upIn: 3,
};

/**
 * Price of a single-barrier option (no validation: the hot path).
 *
 * @param barrierCode 0 downOut, 1 downIn, 2 upOut, 3 upIn (see {@link BARRIER_CODE}).
 * @param isCall true for a call, false for a put.
 * @param s underlying price > 0; k strike > 0; h barrier > 0; rebate ≥ 0 (cash, domestic currency).
 * @param t years to expiry ≥ 0; r domestic rate; b cost of carry; v volatility ≥ 0.
 * @returns the price per unit of notional. Never throws.
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
  const isDown = barrierCode < 2;
  const isOut = (barrierCode & 1) === 0;
  // Already at or beyond the barrier: knocked out (rebate now) or knocked in (the vanilla).
  if (isDown ? s <= h : s >= h) return isOut ? rebate : blackPrice(isCall, s, k, t, r, b, v);
  if (t <= 0) {
    const intrinsic = isCall ? Math.max(s - k, 0) : Math.max(k - s, 0);
    return isOut ? intrinsic : rebate;
  }
  const sd = v * Math.sqrt(t);
  if (sd <= 0) return deterministicBarrier(isDown, isOut, isCall, s, k, h, rebate, t, r, b);

  const eta = isDown ? 1 : -1;
  const phi = isCall ? 1 : -1;
  const v2 = v * v;
  const mu = (b - 0.5 * v2) / v2;
  const lambda2 = mu * mu + (2 * r) / v2;
  const musd = (1 + mu) * sd;
  const logSK = Math.log(s / k);
  const logHS = Math.log(h / s);
  const x1 = logSK / sd + musd;
  const x2 = -logHS / sd + musd;
  const y1 = (2 * logHS + logSK) / sd + musd;
  const y2 = logHS / sd + musd;
  const carryDf = Math.exp((b - r) * t);
  const df = Math.exp(-r * t);
  const hs2mu = Math.exp(2 * mu * logHS); // (H/S)^{2μ}
  const hs2mu1 = hs2mu * (h / s) * (h / s); // (H/S)^{2(μ+1)}
  const sCarry = s * carryDf;
  const kDf = k * df;

  // Terms A-D of Haug (2007), §4.17.1, evaluated only where a branch needs them.
  const kAbove = k > h;
  let terms: number;
  if (isOut) {
    if (isCall) {
      if (isDown) {
        terms = kAbove
          ? termAB(phi, x1, sd, sCarry, kDf) - termCD(phi, eta, y1, sd, sCarry, kDf, hs2mu1, hs2mu)
          : termAB(phi, x2, sd, sCarry, kDf) - termCD(phi, eta, y2, sd, sCarry, kDf, hs2mu1, hs2mu);
      } else {
        terms = kAbove
          ? 0
          : termAB(phi, x1, sd, sCarry, kDf) -
            termAB(phi, x2, sd, sCarry, kDf) +
            termCD(phi, eta, y1, sd, sCarry, kDf, hs2mu1, hs2mu) -
            termCD(phi, eta, y2, sd, sCarry, kDf, hs2mu1, hs2mu);
      }
    } else if (isDown) {
      terms = kAbove
        ? termAB(phi, x1, sd, sCarry, kDf) -
          termAB(phi, x2, sd, sCarry, kDf) +
          termCD(phi, eta, y1, sd, sCarry, kDf, hs2mu1, hs2mu) -
          termCD(phi, eta, y2, sd, sCarry, kDf, hs2mu1, hs2mu)
        : 0;
    } else {
      terms = kAbove
        ? termAB(phi, x2, sd, sCarry, kDf) - termCD(phi, eta, y2, sd, sCarry, kDf, hs2mu1, hs2mu)
        : termAB(phi, x1, sd, sCarry, kDf) - termCD(phi, eta, y1, sd, sCarry, kDf, hs2mu1, hs2mu);
    }
    // F: the rebate paid when the barrier is hit.
    return terms + (rebate > 0 ? rebateAtHit(rebate, t, r, mu, lambda2, v, sd, eta, logHS) : 0);
  }
  if (isCall) {
    if (isDown) {
      terms = kAbove
        ? termCD(phi, eta, y1, sd, sCarry, kDf, hs2mu1, hs2mu)
        : termAB(phi, x1, sd, sCarry, kDf) -
          termAB(phi, x2, sd, sCarry, kDf) +
          termCD(phi, eta, y2, sd, sCarry, kDf, hs2mu1, hs2mu);
    } else {
      terms = kAbove
        ? termAB(phi, x1, sd, sCarry, kDf)
        : termAB(phi, x2, sd, sCarry, kDf) -
          termCD(phi, eta, y1, sd, sCarry, kDf, hs2mu1, hs2mu) +
          termCD(phi, eta, y2, sd, sCarry, kDf, hs2mu1, hs2mu);
    }
  } else if (isDown) {
    terms = kAbove
      ? termAB(phi, x2, sd, sCarry, kDf) -
        termCD(phi, eta, y1, sd, sCarry, kDf, hs2mu1, hs2mu) +
        termCD(phi, eta, y2, sd, sCarry, kDf, hs2mu1, hs2mu)
      : termAB(phi, x1, sd, sCarry, kDf);
  } else {
    terms = kAbove
      ? termAB(phi, x1, sd, sCarry, kDf) -
        termAB(phi, x2, sd, sCarry, kDf) +
        termCD(phi, eta, y2, sd, sCarry, kDf, hs2mu1, hs2mu)
      : termCD(phi, eta, y1, sd, sCarry, kDf, hs2mu1, hs2mu);
  }
  // E: the rebate paid at expiry when the barrier was never touched.
  const e = rebate > 0 ? rebate * df * (normalCdf(eta * (x2 - sd)) - hs2mu * normalCdf(eta * (y2 - sd))) : 0;
  return terms + e;
}

/** Terms A (x = x1) and B (x = x2): φ·[S·e^{(b−r)T}·N(φx) − K·e^{−rT}·N(φ(x − σ√T))]. */
function termAB(phi: number, x: number, sd: number, sCarry: number, kDf: number): number {
  return phi * (sCarry * normalCdf(phi * x) - kDf * normalCdf(phi * (x - sd)));
}

/** Terms C (y = y1) and D (y = y2): φ·[S·e^{(b−r)T}·(H/S)^{2(μ+1)}·N(ηy) − K·e^{−rT}·(H/S)^{2μ}·N(η(y − σ√T))]. */
function termCD(
  phi: number,
  eta: number,
  y: number,
  sd: number,
  sCarry: number,
  kDf: number,
  hs2mu1: number,
  hs2mu: number,
): number {
  return phi * (sCarry * hs2mu1 * normalCdf(eta * y) - kDf * hs2mu * normalCdf(eta * (y - sd)));
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
      (Math.exp((mu + lambda) * logHS) * normalCdf(eta * z) +
        Math.exp((mu - lambda) * logHS) * normalCdf(eta * (z - 2 * lambda * sd)))
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
 * P(τ ≤ u): probability that log(S_t/S) = νt + σW_t (ν = μσ²) has touched log(H/S) by time u
 * (the reflection principle with drift; Harrison 1985, §1.8).
 */
function hitProbability(u: number, logHS: number, mu: number, v: number, eta: number): number {
  if (u <= 0) return 0;
  const sd = v * Math.sqrt(u);
  const nu = mu * v * v;
  // Down barrier (η = 1): logHS < 0. Up barrier (η = −1): logHS > 0.
  const a = logHS;
  return normalCdf((eta * (a - nu * u)) / sd) + Math.exp(2 * mu * a) * normalCdf((eta * (a + nu * u)) / sd);
}

/** σ = 0: the path S·e^{bt} is deterministic and monotone. */
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
): number {
  const fwd = s * Math.exp(b * t);
  const hits = isDown ? fwd <= h : fwd >= h;
  const vanilla = Math.exp(-r * t) * (isCall ? Math.max(fwd - k, 0) : Math.max(k - fwd, 0));
  if (isOut) {
    if (!hits) return vanilla;
    const tau = Math.log(h / s) / b; // b ≠ 0 here, since the path moves
    return rebate * Math.exp(-r * tau);
  }
  return hits ? vanilla : rebate * Math.exp(-r * t);
}
