import { describe, expect, it } from 'vitest';
import { rateDecimals } from './rateDecimals.ts';

describe('rateDecimals', () => {
  it('quotes four decimals near 1 and one fewer per power of ten, at least two', () => {
    expect(rateDecimals(1.0842)).toBe(4); // EURUSD
    expect(rateDecimals(0.6521)).toBe(4); // AUDUSD
    expect(rateDecimals(18.245)).toBe(3); // USDMXN
    expect(rateDecimals(151.25)).toBe(2); // USDJPY
    expect(rateDecimals(4150.25)).toBe(2); // USDCOP
  });

  it('takes four when there is no level to read', () => {
    expect(rateDecimals(null)).toBe(4);
    expect(rateDecimals(undefined)).toBe(4);
    expect(rateDecimals(0)).toBe(4);
  });
});
