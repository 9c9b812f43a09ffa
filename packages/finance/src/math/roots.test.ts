import { describe, expect, it } from 'vitest';
import { FinanceError } from '../errors.ts';
import { brentRoot, expandBracket } from './roots.ts';

const X_TOL = 1e-13;

describe('brentRoot', () => {
  it('finds √2 and the root of cos x − x (Dottie number 0.7390851332151607)', () => {
    expect(brentRoot((x) => x * x - 2, 0, 2, { xTolerance: 1e-15 })).toBeCloseTo(Math.SQRT2, 14);
    expect(
      Math.abs(brentRoot((x) => Math.cos(x) - x, 0, 1, { xTolerance: 1e-15 }) - 0.7390851332151607),
    ).toBeLessThan(X_TOL);
  });
  it('handles a root at an end and a flat, badly scaled function', () => {
    expect(brentRoot((x) => x - 1, 1, 3)).toBe(1);
    expect(brentRoot((x) => (x - 0.3) ** 3, 0, 1, { xTolerance: 1e-12 })).toBeCloseTo(0.3, 4);
  });
  it('throws when the bracket holds no sign change', () => {
    expect(() => brentRoot((x) => x * x + 1, -1, 1)).toThrow(FinanceError);
    expect(() => brentRoot((x) => x, Number.NaN, 1)).toThrow(FinanceError);
  });
});

describe('expandBracket', () => {
  it('widens until the sign changes', () => {
    const [a, b] = expandBracket((x) => x - 100, 1, 2);
    expect(a <= 100 && b >= 100).toBe(true);
    const [c, d] = expandBracket((x) => Math.log(x) + 20, 0.5, 1, { positive: true });
    expect(c > 0 && c <= Math.exp(-20) && d >= Math.exp(-20)).toBe(true);
  });
});
