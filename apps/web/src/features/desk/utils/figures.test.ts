import { describe, expect, it } from 'vitest';
import { amountText, bpsText, deskMoney, rateWithUnit, withUnit } from './figures.ts';

describe('desk figures', () => {
  it('put a currency before the figure and another unit after it', () => {
    expect(withUnit('1', 'USD')).toBe('USD\u00a01');
    expect(withUnit('1', 'mt')).toBe('1\u00a0mt');
    expect(amountText(1_250_000, 'USD', 'en')).toBe('USD\u00a01,250,000.00');
    expect(amountText(1_250_000.5, 'USD', 'es')).toBe('USD\u00a01.250.000,50');
    expect(amountText(null, 'USD', 'en')).toBe('—');
  });

  it('count limits in the desk’s currency and margins in basis points', () => {
    expect(deskMoney(5_000_000, 'en')).toBe('USD\u00a05,000,000');
    expect(bpsText(12.345, 'en')).toBe('12.3\u00a0bps');
  });

  it('write a rate with its quotation in the language', () => {
    expect(rateWithUnit(4180.25, 'COP per USD', 'en')).toBe('4,180.2500\u00a0COP per USD');
    expect(rateWithUnit(4180.25, 'COP per USD', 'es')).toBe('4.180,2500\u00a0COP por USD');
    expect(rateWithUnit(null, 'COP per USD', 'en')).toBe('—');
  });
});
