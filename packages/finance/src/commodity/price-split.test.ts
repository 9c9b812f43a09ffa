import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { between } from '../test/arbitraries.ts';
import { FUTURES_ONLY, NO_PRICE_TERMS, priceFormula, splitPrice } from './price-split.ts';

describe('splitPrice', () => {
  it('prices the worked CIF example: 1,000 × 1.02 + 60 = 1,080', () => {
    const formula = priceFormula({ ...NO_PRICE_TERMS, base: 15, freight: 42, insurance: 3, tariffs: 2 });
    expect(formula.ratio).toBeCloseTo(1.02, 12);
    expect(formula.basis).toBe(60);
    const split = splitPrice(1000, formula)!;
    expect(split.futures).toBe(1000);
    expect(split.ratio).toBeCloseTo(20, 10);
    expect(split.basis).toBe(60);
    expect(split.price).toBeCloseTo(1080, 10);
  });

  it('reads absent terms as a futures-only price, and has no price without futures', () => {
    expect(priceFormula(NO_PRICE_TERMS)).toEqual(FUTURES_ONLY);
    expect(splitPrice(null, FUTURES_ONLY)).toBeNull();
  });

  it('has parts that add up to the price, scaled alike', () => {
    fc.assert(
      fc.property(
        between(1, 5000),
        between(0.5, 1.5),
        between(-200, 200),
        between(0.01, 100),
        (futures, ratio, basis, scale) => {
          const split = splitPrice(futures, { ratio, basis }, scale)!;
          expect(split.futures + split.ratio + split.basis).toBeCloseTo(split.price, 6);
          expect(split.price).toBeCloseTo((futures * ratio + basis) * scale, 6);
        },
      ),
    );
  });
});
