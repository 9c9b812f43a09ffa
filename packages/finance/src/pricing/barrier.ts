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

/** Scratch for the delta {@link barrierPrice} does not want. */
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
  const isDown = barrierCode < 2;
  const isOut = (barrierCode & 1) === 0;
  // Already at or beyond the barrier: knocked out (rebate now) or knocked in (the vanilla).
  if (isDown ? s <= h : s >= h) return isOut ? rebate : blackPrice(isCall, s, k, t, r, b, v);
  if (t <= 0) {
    const intrinsic = isCall ? Math.max(s - k, 0) : Math.max(k - s, 0);
    return isOut ? intrinsic : rebate;
  }
  const sd = v * Math.sqrt(t);
  if (sd <= 0) return deterministicBarrier(isDown, isOut, isCall, s, k, h, rebate, t, r, b, NO_DELTA);

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
  // (H/S)^{2μ} and (H/S)^{2(μ+1)} are kept with their logs: at low volatility μ ≈ b/σ² is huge,
  // the powers overflow while the probabilities they multiply vanish, and the products are then
  // taken in logs (scaledNormalCdf).
  const lp0 = 2 * mu * logHS;
  const lp1 = lp0 + 2 * logHS;
  const hs2mu = Math.exp(lp0);
  const hs2mu1 = hs2mu * (h / s) * (h / s);
  const sCarry = s * carryDf;
  const kDf = k * df;

  // Terms A-D of Haug (2007), §4.17.1, evaluated only where a branch needs them.
  const kAbove = k > h;
  let terms: number;
  if (isOut) {
    if (isCall) {
      if (isDown) {
        terms = kAbove
          ? termAB(phi, x1, sd, sCarry, kDf) - termCD(phi, eta, y1, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu)
          : termAB(phi, x2, sd, sCarry, kDf) - termCD(phi, eta, y2, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu);
      } else {
        terms = kAbove
          ? 0
          : termAB(phi, x1, sd, sCarry, kDf) -
            termAB(phi, x2, sd, sCarry, kDf) +
            termCD(phi, eta, y1, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu) -
            termCD(phi, eta, y2, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu);
      }
    } else if (isDown) {
      terms = kAbove
        ? termAB(phi, x1, sd, sCarry, kDf) -
          termAB(phi, x2, sd, sCarry, kDf) +
          termCD(phi, eta, y1, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu) -
          termCD(phi, eta, y2, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu)
        : 0;
    } else {
      terms = kAbove
        ? termAB(phi, x2, sd, sCarry, kDf) - termCD(phi, eta, y2, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu)
        : termAB(phi, x1, sd, sCarry, kDf) - termCD(phi, eta, y1, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu);
    }
    // F: the rebate paid when the barrier is hit.
    return Math.max(terms + (rebate > 0 ? rebateAtHit(rebate, t, r, mu, lambda2, v, sd, eta, logHS) : 0), 0);
  }
  if (isCall) {
    if (isDown) {
      terms = kAbove
        ? termCD(phi, eta, y1, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu)
        : termAB(phi, x1, sd, sCarry, kDf) -
          termAB(phi, x2, sd, sCarry, kDf) +
          termCD(phi, eta, y2, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu);
    } else {
      terms = kAbove
        ? termAB(phi, x1, sd, sCarry, kDf)
        : termAB(phi, x2, sd, sCarry, kDf) -
          termCD(phi, eta, y1, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu) +
          termCD(phi, eta, y2, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu);
    }
  } else if (isDown) {
    terms = kAbove
      ? termAB(phi, x2, sd, sCarry, kDf) -
        termCD(phi, eta, y1, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu) +
        termCD(phi, eta, y2, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu)
      : termAB(phi, x1, sd, sCarry, kDf);
  } else {
    terms = kAbove
      ? termAB(phi, x1, sd, sCarry, kDf) -
        termAB(phi, x2, sd, sCarry, kDf) +
        termCD(phi, eta, y2, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu)
      : termCD(phi, eta, y1, sd, sCarry, kDf, lp1, lp0, hs2mu1, hs2mu);
  }
  // E: the rebate paid at expiry when the barrier was never touched.
  const e =
    rebate > 0
      ? rebate * df * (normalCdf(eta * (x2 - sd)) - scaledNormalCdf(lp0, eta * (y2 - sd), hs2mu))
      : 0;
  // The terms cancel to within rounding where the option is nearly worthless; a price is never negative.
  return Math.max(terms + e, 0);
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
  out.price = barrierPrice(barrierCode, isCall, s, k, h, rebate, t, r, b, v);
  out.delta = barrierDelta(barrierCode, isCall, s, k, h, rebate, t, r, b, v, out);
  return out;
}

/**
 * ∂V/∂S of {@link barrierPrice}: the same terms, each differentiated (see below). `out` is a
 * scratch for the cases priced by definition.
 */
function barrierDelta(
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
): number {
  const isDown = barrierCode < 2;
  const isOut = (barrierCode & 1) === 0;
  // Already at or beyond the barrier: knocked out (a rebate now) or knocked in (the vanilla).
  if (isDown ? s <= h : s >= h) return isOut ? 0 : blackPriceDelta(isCall, s, k, t, r, b, v, out).delta;
  if (t <= 0) return isOut && (isCall ? s > k : s < k) ? (isCall ? 1 : -1) : 0;
  const sd = v * Math.sqrt(t);
  if (sd <= 0) {
    deterministicBarrier(isDown, isOut, isCall, s, k, h, rebate, t, r, b, out);
    return out.delta;
  }
  const eta = isDown ? 1 : -1;
  const phi = isCall ? 1 : -1;
  const v2 = v * v;
  const mu = (b - 0.5 * v2) / v2;
  const musd = (1 + mu) * sd;
  const logSK = Math.log(s / k);
  const logHS = Math.log(h / s);
  const carryDf = Math.exp((b - r) * t);
  const kDfOverS = (k * Math.exp(-r * t)) / s;
  const lp0 = 2 * mu * logHS;
  const lp1 = lp0 + 2 * logHS;
  // The terms of barrierPrice's branches, with their signs: they turn on whether call and barrier
  // are on the same side (down call, up put) and whether the strike lies where the option lives
  // (above a down barrier, at or below an up one).
  const strikeInside = isDown ? k > h : k <= h;
  let cA = 0;
  let cB = 0;
  let cC = 0;
  let cD = 0;
  if (isOut) {
    if (isCall === isDown) {
      // Down-and-out call, up-and-out put: A − C, or B − D.
      if (strikeInside) {
        cA = 1;
        cC = -1;
      } else {
        cB = 1;
        cD = -1;
      }
    } else if (strikeInside) {
      // Up-and-out call, down-and-out put: A − B + C − D, or 0.
      cA = 1;
      cB = -1;
      cC = 1;
      cD = -1;
    }
  } else if (isCall === isDown) {
    // Down-and-in call, up-and-in put: C, or A − B + D.
    if (strikeInside) {
      cC = 1;
    } else {
      cA = 1;
      cB = -1;
      cD = 1;
    }
  } else if (strikeInside) {
    // Up-and-in call, down-and-in put: B − C + D, or A.
    cB = 1;
    cC = -1;
    cD = 1;
  } else {
    cA = 1;
  }
  const x1 = logSK / sd + musd;
  const x2 = -logHS / sd + musd;
  const y1 = (2 * logHS + logSK) / sd + musd;
  const y2 = logHS / sd + musd;
  let delta = 0;
  if (cA !== 0) delta += cA * termABDelta(phi, x1, sd, carryDf, 1);
  if (cB !== 0) delta += cB * termABDelta(phi, x2, sd, carryDf, k / h);
  if (cC !== 0) delta += cC * termCDDelta(phi, eta, y1, sd, carryDf, kDfOverS, lp1, lp0, mu, 1);
  if (cD !== 0) delta += cD * termCDDelta(phi, eta, y2, sd, carryDf, kDfOverS, lp1, lp0, mu, k / h);
  if (rebate <= 0) return delta;
  if (isOut) {
    // F: the rebate paid when the barrier is hit.
    const lambda2 = mu * mu + (2 * r) / v2;
    return delta + rebateAtHitDelta(rebate, t, r, mu, lambda2, v, sd, eta, logHS) / s;
  }
  // E: the rebate paid at expiry when the barrier was never touched.
  const touch = (eta * (normalPdf(x2 - sd) + scaledNormalPdf(lp0, y2 - sd))) / sd;
  const atExpiry = (rebate * Math.exp(-r * t)) / s;
  return delta + atExpiry * (touch + 2 * mu * scaledNormalCdf(lp0, eta * (y2 - sd)));
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
  p1: number,
  p0: number,
): number {
  return phi * (sCarry * scaledNormalCdf(lp1, eta * y, p1) - kDf * scaledNormalCdf(lp0, eta * (y - sd), p0));
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
