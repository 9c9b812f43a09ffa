import { describe, expect, it } from 'vitest';
import { normalCdf } from '../math/normal.ts';
import { createRng } from '../montecarlo/rng.ts';
import { refusalOf } from '../test/refusal-of.ts';
import { type TouchTerms, touchProbability } from './touch-probability.ts';

/** Broadie, Glasserman and Kou (1997): a barrier watched at steps Δt acts as one moved by e^{±βσ√Δt}. */
const BGK_BETA = 0.5826;

/** The share of `paths` GBM paths, observed at `steps` equal steps, that reach a barrier. */
function monteCarloTouch(terms: TouchTerms, steps: number, paths: number, seed: number): number {
  const rng = createRng(seed);
  const dt = terms.t / steps;
  const driftStep = (terms.b - (terms.v * terms.v) / 2) * dt;
  const volStep = terms.v * Math.sqrt(dt);
  const lower = terms.lower === null ? -Infinity : Math.log(terms.lower / terms.spot);
  const upper = terms.upper === null ? Infinity : Math.log(terms.upper / terms.spot);
  let touched = 0;
  for (let p = 0; p < paths; p++) {
    let x = 0;
    for (let j = 0; j < steps; j++) {
      x += driftStep + volStep * rng.normal();
      if (x <= lower || x >= upper) {
        touched++;
        break;
      }
    }
  }
  return touched / paths;
}

/** The continuous probability of the barriers a discretely watched path sees (BGK shift). */
function shifted(terms: TouchTerms, steps: number): TouchTerms {
  const shift = Math.exp(BGK_BETA * terms.v * Math.sqrt(terms.t / steps));
  return {
    ...terms,
    lower: terms.lower === null ? null : terms.lower / shift,
    upper: terms.upper === null ? null : terms.upper * shift,
  };
}

const USDCOP: TouchTerms = { spot: 4000, lower: null, upper: 4400, t: 0.5, b: 0.045, v: 0.12 };

describe('touchProbability', () => {
  it('agrees with Monte Carlo paths within four standard errors, one and two barriers', () => {
    const steps = 250;
    const paths = 20_000;
    for (const terms of [
      USDCOP,
      { ...USDCOP, upper: null, lower: 3700 },
      { ...USDCOP, lower: 3700, upper: 4300 },
      { ...USDCOP, lower: 3600, upper: 4700, b: -0.03, v: 0.2 },
    ]) {
      const simulated = monteCarloTouch(terms, steps, paths, 7);
      const expected = touchProbability(shifted(terms, steps));
      const standardError = Math.sqrt((expected * (1 - expected)) / paths);
      expect(Math.abs(simulated - expected)).toBeLessThan(4 * standardError);
    }
  });

  it('without drift, touching an upper barrier is twice the chance of ending above it (reflection)', () => {
    // ν = 0 when b = σ²/2: P(max ≥ h) = 2·P(X_T ≥ h) = 2·N(−h/σ√T).
    const v = 0.15;
    const terms = { ...USDCOP, b: (v * v) / 2, v };
    const h = Math.log(4400 / 4000);
    expect(touchProbability(terms)).toBeCloseTo(2 * normalCdf(-h / (v * Math.sqrt(terms.t))), 12);
  });

  it('a far second barrier leaves the single-barrier probability; limits of time, volatility, distance', () => {
    const single = touchProbability(USDCOP);
    expect(touchProbability({ ...USDCOP, lower: 400 })).toBeCloseTo(single, 12);
    expect(touchProbability({ ...USDCOP, upper: null, lower: 3600 })).toBeCloseTo(
      touchProbability({ ...USDCOP, upper: 40_000, lower: 3600 }),
      12,
    );
    expect(touchProbability({ ...USDCOP, t: 0 })).toBe(0);
    expect(touchProbability({ ...USDCOP, v: 0 })).toBe(0);
    expect(touchProbability({ ...USDCOP, upper: 4000 })).toBe(1);
    expect(touchProbability({ ...USDCOP, upper: 4000.001 })).toBeGreaterThan(0.999);
    expect(touchProbability({ ...USDCOP, t: 50 })).toBeGreaterThan(0.99);
    // Farther, sooner or calmer: less likely.
    expect(touchProbability({ ...USDCOP, upper: 4600 })).toBeLessThan(single);
    expect(touchProbability({ ...USDCOP, t: 0.25 })).toBeLessThan(single);
    expect(touchProbability({ ...USDCOP, v: 0.08 })).toBeLessThan(single);
    // Two barriers are touched more often than either alone.
    const both = touchProbability({ ...USDCOP, lower: 3700 });
    expect(both).toBeGreaterThan(single);
    expect(both).toBeLessThanOrEqual(single + touchProbability({ ...USDCOP, upper: null, lower: 3700 }));
  });

  it('refuses no barrier, a non-positive price or a negative time', () => {
    expect(refusalOf(() => touchProbability({ ...USDCOP, upper: null })).code).toBe('INVALID_ARGUMENT');
    expect(refusalOf(() => touchProbability({ ...USDCOP, spot: 0 })).code).toBe('INVALID_ARGUMENT');
    expect(refusalOf(() => touchProbability({ ...USDCOP, t: -1 })).code).toBe('INVALID_ARGUMENT');
  });
});
