import { describe, expect, it } from 'vitest';
import {
  conversionFactor,
  convertPrice,
  convertQuantity,
  LB_PER_TONNE,
  TROY_OUNCES_PER_KG,
  UNIT_CONVERSIONS,
} from './conversions.ts';

/** Relative agreement between a rounded factor and its exact convention (7 significant digits). */
const SIG7 = 5e-7;

describe('unit conversions (spec 02 §9)', () => {
  it('has 59 factors including NONE', () => {
    expect(UNIT_CONVERSIONS).toHaveLength(59);
    expect(UNIT_CONVERSIONS.filter((c) => c.commodity === 'NONE')).toEqual([
      expect.objectContaining({ factor: 1 }),
    ]);
  });

  it("reproduces the spec's five factors", () => {
    expect(conversionFactor('BRENT', 'USD/bbl', 'USD/mt')).toBe(7.33);
    expect(conversionFactor('WTI', 'USD/bbl', 'USD/mt')).toBe(7.33);
    expect(conversionFactor('COFFEE C', 'USc/lbs', 'USD/mt')).toBe(22.04623);
    expect(conversionFactor('CORN', 'USc/bu', 'USD/mt')).toBe(0.3936825);
    expect(conversionFactor('COPPER', 'USD/lbs', 'USD/mt')).toBe(2204.6);
    expect(conversionFactor('NONE', 'x', 'y')).toBe(1);
  });

  it('has each reverse exactly 1/factor', () => {
    const forward = UNIT_CONVERSIONS.filter((c) => !c.reverse && c.commodity !== 'NONE');
    expect(forward).toHaveLength(29);
    for (const c of forward) {
      const reverse = UNIT_CONVERSIONS.find(
        (r) => r.reverse && r.commodity === c.commodity && r.from === c.to && r.to === c.from,
      );
      expect(reverse?.factor).toBe(1 / c.factor);
      expect(conversionFactor(c.commodity, c.to, c.from)).toBe(1 / c.factor);
    }
  });

  it('derives factors from physical conventions', () => {
    expect(LB_PER_TONNE).toBeCloseTo(2204.622622, 6);
    expect(TROY_OUNCES_PER_KG).toBeCloseTo(32.1507466, 7);
    const exact: [string, string, string, number][] = [
      ['WHEAT', 'USc/bu', 'USD/mt', LB_PER_TONNE / 6000],
      ['SOYBEAN MEAL', 'USD/st', 'USD/mt', 1000 / 907.18474],
      ['GOLD', 'USD/ozt', 'USD/kg', TROY_OUNCES_PER_KG],
      ['NATURAL GAS', 'USD/MMBtu', 'USD/MWh', 3.6 / 1.055056],
      ['BRENT', 'USD/bbl', 'USD/m3', 1000 / 158.987294928],
    ];
    for (const [commodity, from, to, value] of exact) {
      expect(Math.abs(conversionFactor(commodity, from, to) / value - 1)).toBeLessThan(SIG7);
    }
  });

  it('converts prices and quantities, ignoring case and lb/lbs', () => {
    expect(convertPrice(80, 'brent', 'usd/bbl', 'usd/mt')).toBeCloseTo(586.4, 10);
    expect(convertPrice(200, 'Sugar', 'USc/lb', 'USD/mt')).toBeCloseTo(200 * 22.04623, 10);
    expect(convertQuantity(1000, 'BRENT', 'USD/bbl', 'USD/mt')).toBeCloseTo(1000 / 7.33, 10);
    // 1 tonne of coffee is 2204.623 lb whatever the currency part.
    expect(convertQuantity(1, 'COFFEE C', 'USD/mt', 'USc/lbs')).toBeCloseTo(2204.623, 3);
    expect(() => conversionFactor('GOLD', 'USD/ozt', 'USD/mt')).toThrow(
      expect.objectContaining({
        code: 'UNSUPPORTED',
        argument: 'to',
        issue: { kind: 'rule', rule: 'noConversion' },
      }),
    );
  });

  it('converts negative prices and refuses one that is not a number, naming it', () => {
    expect(convertPrice(-37.63, 'BRENT', 'USD/bbl', 'USD/bbl')).toBe(-37.63);
    expect(() => convertPrice('abc' as unknown as number, 'BRENT', 'USD/bbl', 'USD/mt')).toThrow(
      expect.objectContaining({
        code: 'INVALID_ARGUMENT',
        message: 'price must be a finite number, got abc',
        argument: 'price',
        issue: { kind: 'type', expected: 'number' },
      }),
    );
    expect(() => convertPrice(undefined as unknown as number, 'BRENT', 'USD/bbl', 'USD/mt')).toThrow(
      expect.objectContaining({ argument: 'price', issue: { kind: 'missing' } }),
    );
  });
});
