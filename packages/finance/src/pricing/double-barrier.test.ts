import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../montecarlo/rng.ts';
import { between } from '../test/arbitraries.ts';
import { HAUG_4_14 } from '../test/reference-cases.ts';
import { blackPrice } from './black.ts';
import { doubleBarrierPrice, doubleBarrierPriceWith } from './double-barrier.ts';

/**
 * Haug prints 4 decimals, computed with a truncated series and a lower-precision normal: three
 * entries differ from the exact value by up to 6.5e-5, so the comparison allows one unit in the last
 * printed place (as QuantLib's test of this table). The high-precision check is the agreement of two
 * independent exact series below.
 */
const HAUG_4DP = 1e-4;
/** The image and Fourier series are both exact; they must agree to this (relative to the spot). */
const SERIES_AGREEMENT = 1e-11;

describe('doubleBarrierPrice: Haug 2007 table 4-14', () => {
  it.each(HAUG_4_14)('L=%s U=%s T=%s σ=%s', (l, u, t, v, call, put) => {
    expect(Math.abs(doubleBarrierPrice(true, 100, 100, l, u, t, 0.1, 0.1, v) - call)).toBeLessThan(HAUG_4DP);
    expect(Math.abs(doubleBarrierPrice(false, 100, 100, l, u, t, 0.1, 0.1, v) - put)).toBeLessThan(HAUG_4DP);
    // Independent high-precision check: the image series and the Fourier series agree.
    for (const isCall of [true, false]) {
      const images = doubleBarrierPriceWith(1, isCall, 100, 100, l, u, t, 0.1, 0.1, v);
      const fourier = doubleBarrierPriceWith(2, isCall, 100, 100, l, u, t, 0.1, 0.1, v);
      expect(Math.abs(images - fourier)).toBeLessThan(SERIES_AGREEMENT * 100);
    }
  });
});

describe('doubleBarrierPrice: exact in hard regimes', () => {
  it('agrees across both series for random inputs', () => {
    fc.assert(
      fc.property(
        between(0.02, 0.5),
        between(0.01, 0.99),
        between(0.3, 1.7),
        between(0.05, 3),
        between(0.05, 0.6),
        between(-0.05, 0.1),
        fc.boolean(),
        (halfWidth, pos, kRatio, t, v, b, isCall) => {
          const lower = 100 * Math.exp(-halfWidth);
          const upper = 100 * Math.exp(halfWidth);
          const s = lower * Math.exp(pos * 2 * halfWidth);
          const z = (v * v * t) / (4 * halfWidth * halfWidth);
          // Each series alone needs many terms far from its home regime; compare where both are fast.
          if (z < 0.05 || z > 3) return true;
          const a = doubleBarrierPriceWith(1, isCall, s, 100 * kRatio, lower, upper, t, 0.03, b, v);
          const f = doubleBarrierPriceWith(2, isCall, s, 100 * kRatio, lower, upper, t, 0.03, b, v);
          return Math.abs(a - f) < SERIES_AGREEMENT * 100;
        },
      ),
    );
  });

  it('stays finite and in [0, vanilla] for narrow corridors, long expiries and large prices', () => {
    const cases: ReadonlyArray<readonly [number, number, number, number, number, number, number]> = [
      // s, k, lower, upper, t, b, v
      [100, 100, 99.9, 100.1, 30, 0.02, 0.2],
      [1e7, 1e7, 0.95e7, 1.05e7, 10, 0.05, 0.3],
      [1.2, 1.19, 1.1, 1.3, 0.001, 0.01, 0.1],
      [100, 90, 50, 200, 50, 0.1, 0.005],
      [100, 90, 99, 101, 1, 0.3, 0.01],
      [4500, 4400, 4000, 5000, 2, -0.04, 2.5],
    ];
    for (const [s, k, lo, up, t, b, v] of cases) {
      for (const isCall of [true, false]) {
        const p = doubleBarrierPrice(isCall, s, k, lo, up, t, 0.05, b, v);
        const vanilla = blackPrice(isCall, s, k, t, 0.05, b, v);
        expect(Number.isFinite(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(vanilla + 1e-12 * s);
      }
    }
    // A corridor of ±0.1% over 30 years is certainly knocked out.
    expect(doubleBarrierPrice(true, 100, 100, 99.9, 100.1, 30, 0.05, 0.02, 0.2)).toBeLessThan(1e-300);
  });

  it('price is between 0 and the vanilla (property)', () => {
    fc.assert(
      fc.property(
        between(0.01, 1),
        between(0.01, 1),
        between(0.5, 1.5),
        between(0.001, 20),
        between(0.01, 1.5),
        between(-0.1, 0.1),
        fc.boolean(),
        (down, up, kRatio, t, v, b, isCall) => {
          const s = 50;
          const p = doubleBarrierPrice(
            isCall,
            s,
            s * kRatio,
            s * (1 - down * 0.99),
            s * (1 + up),
            t,
            0.02,
            b,
            v,
          );
          const vanilla = blackPrice(isCall, s, s * kRatio, t, 0.02, b, v);
          return p >= 0 && p <= vanilla + 1e-10 && Number.isFinite(p);
        },
      ),
    );
  });

  it('is knocked out (0) at or beyond a barrier, and intrinsic at expiry', () => {
    expect(doubleBarrierPrice(true, 80, 100, 80, 120, 1, 0.05, 0, 0.2)).toBe(0);
    expect(doubleBarrierPrice(true, 125, 100, 80, 120, 1, 0.05, 0, 0.2)).toBe(0);
    expect(doubleBarrierPrice(true, 110, 100, 80, 120, 0, 0.05, 0, 0.2)).toBe(10);
  });
});

describe('doubleBarrierPrice: Monte Carlo check', () => {
  it('matches a Brownian-bridge simulation within 4 standard errors', () => {
    // Error of the series against 40,000 paths × 250 steps with bridge-corrected monitoring of both
    // barriers: within 4 standard errors (about 0.02 here).
    const [s0, k, lo, up, t, r, b, v] = [100, 100, 80, 130, 0.5, 0.05, 0.02, 0.25];
    const steps = 250;
    const paths = 40_000;
    const dt = t / steps;
    const drift = (b - 0.5 * v * v) * dt;
    const vol = v * Math.sqrt(dt);
    const ll = Math.log(lo);
    const lu = Math.log(up);
    const rng = createRng(99);
    let sum = 0;
    let sum2 = 0;
    for (let p = 0; p < paths; p++) {
      let x = Math.log(s0);
      let alive = true;
      for (let j = 0; j < steps && alive; j++) {
        const xn = x + drift + vol * rng.normal();
        if (xn <= ll || xn >= lu) alive = false;
        else {
          const pDown = Math.exp((-2 * (x - ll) * (xn - ll)) / (vol * vol));
          const pUp = Math.exp((-2 * (lu - x) * (lu - xn)) / (vol * vol));
          if (rng.next() < pDown + pUp) alive = false;
        }
        x = xn;
      }
      const payoff = alive ? Math.exp(-r * t) * Math.max(Math.exp(x) - k, 0) : 0;
      sum += payoff;
      sum2 += payoff * payoff;
    }
    const mean = sum / paths;
    const se = Math.sqrt((sum2 / paths - mean * mean) / paths);
    const exact = doubleBarrierPrice(true, s0, k, lo, up, t, r, b, v);
    expect(Math.abs(mean - exact)).toBeLessThan(4 * se);
  });
});
