import { describe, expect, it } from 'vitest';
import { COMMODITY_DECIMALS, quoteDecimals } from './quote-decimals.ts';

describe('quoteDecimals', () => {
  it("quotes each stored pair to its dealers' pip", () => {
    expect(quoteDecimals('EURUSD')).toBe(4);
    expect(quoteDecimals('GBPUSD')).toBe(4);
    expect(quoteDecimals('EURGBP')).toBe(4);
    expect(quoteDecimals('USDMXN')).toBe(4);
    expect(quoteDecimals('USDBRL')).toBe(4);
    expect(quoteDecimals('USDMYR')).toBe(4);
    expect(quoteDecimals('USDCOP')).toBe(2);
    expect(quoteDecimals('USDCLP')).toBe(2);
    expect(quoteDecimals('usdjpy')).toBe(2);
    expect(quoteDecimals('USDIDR')).toBe(0);
  });

  it('keeps the significant digits of a pair read the other way', () => {
    // COPUSD ≈ 0.000241: six decimals show three significant digits, as USDCOP's two do of 4,150.25.
    expect(quoteDecimals('COPUSD')).toBe(6);
    expect(quoteDecimals('JPYCOP')).toBe(4);
    expect(quoteDecimals('IDRUSD')).toBe(8);
  });

  it('prices a commodity to the cent', () => {
    expect(quoteDecimals('BRENT')).toBe(COMMODITY_DECIMALS);
    expect(quoteDecimals('CPO MAL MYR')).toBe(COMMODITY_DECIMALS);
  });
});
