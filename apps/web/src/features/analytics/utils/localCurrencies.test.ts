import { describe, expect, it } from 'vitest';
import { localCurrencies } from './localCurrencies.ts';

describe('localCurrencies', () => {
  it('reads the other side of the pairs holding the currency, once each, in order', () => {
    expect(localCurrencies(['USDCOP', 'EURUSD', 'USDMXN', 'USDCOP', 'EURGBP'], 'USD')).toEqual([
      'COP',
      'EUR',
      'MXN',
    ]);
  });

  it('has none when no pair holds the currency', () => {
    expect(localCurrencies(['USDMYR'], 'EUR')).toEqual([]);
    expect(localCurrencies([], 'USD')).toEqual([]);
  });
});
