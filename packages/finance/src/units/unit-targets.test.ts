import { describe, expect, it } from 'vitest';
import { refusalOf } from '../test/refusal-of.ts';
import { unitScale, unitTargets } from './unit-targets.ts';

describe('unitTargets', () => {
  it('lists the own quotation first, then the table’s conversions from it', () => {
    expect(unitTargets('BRENT', 'USD/bbl')).toEqual(['USD/bbl', 'USD/mt', 'USD/m3', 'USc/gal']);
    expect(unitTargets('CPO MAL USD', 'USD/mt')).toEqual(['USD/mt', 'USc/lbs']);
    expect(unitTargets('CPO MAL MYR', 'MYR/mt')).toEqual(['MYR/mt']);
  });
});

describe('unitScale', () => {
  it('converts Brent to tonnes: 1,000 bbl = 136.43 mt, 80 USD/bbl = 586.4 USD/mt', () => {
    const scale = unitScale('BRENT', 'USD/bbl', 'USD/mt');
    expect(1000 * scale.quantity).toBeCloseTo(1000 / 7.33, 10);
    expect(80 * scale.price).toBeCloseTo(586.4, 10);
    // Money is unchanged: quantity × price reads the same in either unit.
    expect(1000 * scale.quantity * 80 * scale.price).toBeCloseTo(80_000, 8);
  });

  it('is 1 in the own quotation, and refuses a quotation the table does not reach', () => {
    expect(unitScale('CPO MAL MYR', 'MYR/mt', 'MYR/mt')).toEqual({ quantity: 1, price: 1 });
    expect(refusalOf(() => unitScale('CPO MAL MYR', 'MYR/mt', 'USD/mt'))?.code).toBe('UNSUPPORTED');
  });
});
