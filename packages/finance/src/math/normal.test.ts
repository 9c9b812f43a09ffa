import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { between } from '../test/arbitraries.ts';
import { erfc, logNormalCdf, normalCdf, normalInv, normalPdf } from './normal.ts';

/** Required absolute accuracy of Φ on the whole line. */
const CDF_ABS = 1e-15;
/** Relative accuracy of Φ observed against 50-digit references (Cody's bound is about 1e-15). */
const CDF_REL = 2e-15;
/** Relative accuracy of Φ⁻¹ (AS 241 claims about 1e-16). */
const INV_REL = 1e-15;

// Φ(x) to 20 significant digits, computed with mpmath (50-digit arithmetic, mpmath.ncdf).
const CDF_REFERENCE: ReadonlyArray<readonly [number, number]> = [
  [-37.5, 4.605353009581955e-308],
  [-30, 4.906713927148187e-198],
  [-20, 2.7536241186062337e-89],
  [-10, 7.619853024160525e-24],
  [-8, 6.220960574271784e-16],
  [-6, 9.86587645037698e-10],
  [-5.657, 7.702088172177601e-9],
  [-5, 2.866515718791939e-7],
  [-3, 0.0013498980316300946],
  [-2, 0.02275013194817921],
  [-1.5, 0.06680720126885807],
  [-1, 0.15865525393145705],
  [-0.674, 0.2501556568403226],
  [-0.5, 0.3085375387259869],
  [-0.1, 0.460172162722971],
  [0, 0.5],
  [1e-10, 0.5000000000398942],
  [0.3, 0.6179114221889527],
  [0.7, 0.758036347776927],
  [1, 0.8413447460685429],
  [2, 0.9772498680518208],
  [3, 0.9986501019683699],
  [5, 0.9999997133484281],
  [6, 0.9999999990134123],
  [8, 0.9999999999999993],
  [10, 1.0],
];

// Φ⁻¹(p) to 20 significant digits (mpmath, 60 digits: √2·erfinv(2p − 1), or a root of log Φ(x) = log p).
const INV_REFERENCE: ReadonlyArray<readonly [number, number]> = [
  [1e-300, -37.0470962993612],
  [1e-100, -21.273453560965326],
  [1e-20, -9.262340089798407],
  [1e-10, -6.361340902404057],
  [1e-5, -4.264890793922825],
  [0.001, -3.0902323061678136],
  [0.02, -2.053748910631823],
  [0.075, -1.439531470938456],
  [0.1, -1.2815515655446004],
  [0.3, -0.5244005127080408],
  [0.5, 0],
  [0.7, 0.5244005127080408],
  [0.925, 1.439531470938456],
  [0.975, 1.9599639845400543],
  [0.999, 3.0902323061678136],
];

describe('normalCdf', () => {
  it.each(CDF_REFERENCE)('Φ(%s) matches the 50-digit reference', (x, expected) => {
    const got = normalCdf(x);
    expect(Math.abs(got - expected)).toBeLessThanOrEqual(CDF_ABS);
    if (expected < 0.5) expect(Math.abs(got - expected)).toBeLessThanOrEqual(CDF_REL * expected);
  });

  it('is symmetric and monotone', () => {
    fc.assert(
      fc.property(between(-40, 40), (x) => {
        const s = normalCdf(x) + normalCdf(-x);
        return Math.abs(s - 1) <= CDF_ABS && normalCdf(x) <= normalCdf(x + 1e-3);
      }),
    );
  });

  it('handles infinities and NaN', () => {
    expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe('logNormalCdf', () => {
  it('stays finite and exact far below the underflow of Φ', () => {
    // log Φ(−40), log Φ(−10), log Φ(3) from mpmath (50 digits).
    expect(logNormalCdf(-40)).toBeCloseTo(-804.6084420137538, 11);
    expect(logNormalCdf(-10)).toBeCloseTo(-53.23128515051247, 12);
    expect(logNormalCdf(3)).toBeCloseTo(-0.0013508099647481938, 15);
    expect(logNormalCdf(-1)).toBeCloseTo(Math.log(0.15865525393145705), 15);
  });
});

describe('normalPdf and erfc', () => {
  it('match their definitions', () => {
    expect(normalPdf(0)).toBeCloseTo(0.3989422804014327, 16);
    expect(normalPdf(1)).toBeCloseTo(0.24197072451914337, 16);
    // erfc(1) = 0.15729920705028513 (Abramowitz and Stegun table 7.1).
    expect(erfc(1)).toBeCloseTo(0.15729920705028513, 15);
  });
});

describe('normalInv', () => {
  it.each(INV_REFERENCE)('Φ⁻¹(%s) matches the reference', (p, expected) => {
    const got = normalInv(p);
    expect(Math.abs(got - expected)).toBeLessThanOrEqual(INV_REL * Math.max(1, Math.abs(expected)));
  });

  it('inverts Φ', () => {
    fc.assert(
      // Above 0 the round trip goes through 1 − Φ(x), which loses precision by design, so the
      // property is checked on the lower half, where Φ keeps full relative precision.
      fc.property(between(-37, 0), (x) => {
        const back = normalInv(normalCdf(x));
        return Math.abs(back - x) <= 1e-13 * Math.max(1, Math.abs(x));
      }),
    );
  });

  it('gives the infinite ends and NaN outside [0, 1]', () => {
    expect(normalInv(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalInv(1)).toBe(Number.POSITIVE_INFINITY);
    expect(normalInv(1.5)).toBeNaN();
    expect(normalInv(Number.NaN)).toBeNaN();
  });
});
