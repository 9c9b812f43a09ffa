import { convertPrice } from '@cobertura/finance/units';
import { describe, expect, it } from 'vitest';
import { conversionOf, conversionsOf, fromUnitsOf, toUnitsOf, UNIT_COMMODITIES } from './unitOptions.ts';

describe('unit options', () => {
  it('offers the commodities of the table, without NONE', () => {
    expect(UNIT_COMMODITIES[0]).toBe('BRENT');
    expect(UNIT_COMMODITIES).not.toContain('NONE');
  });

  it('lists the quotations of BRENT both ways', () => {
    expect(fromUnitsOf('BRENT')).toEqual(['USD/bbl', 'USD/mt', 'USD/m3', 'USc/gal']);
    expect(toUnitsOf('BRENT', 'USD/bbl')).toEqual(['USD/mt', 'USD/m3', 'USc/gal']);
    expect(conversionsOf('BRENT')).toHaveLength(6);
  });

  it('gives 7.33 bbl per tonne for BRENT and its exact reverse (spec 02 §9)', () => {
    expect(conversionOf('BRENT', 'USD/bbl', 'USD/mt')?.factor).toBe(7.33);
    expect(conversionOf('BRENT', 'USD/mt', 'USD/bbl')?.factor).toBe(1 / 7.33);
    expect(convertPrice(80, 'BRENT', 'USD/bbl', 'USD/mt')).toBeCloseTo(586.4, 10);
  });
});
