import { describe, expect, it } from 'vitest';
import { amountText, deltaPercentText, percentText, rateText, rateUnitText } from './figureText.ts';

describe('figure texts', () => {
  it('groups amounts without decimals, in each language', () => {
    expect(amountText(-1_234_567.4, 'en')).toBe('-1,234,567');
    expect(amountText(-1_234_567.4, 'es')).toBe('-1.234.567');
    expect(amountText(null, 'en')).toBe('—');
  });

  it('puts a currency’s ISO code before the figure and another unit after it, in each language', () => {
    expect(amountText(1_022_999_329.4, 'en', 'COP')).toBe('COP\u00a01,022,999,329');
    expect(amountText(1_022_999_329.4, 'es', 'COP')).toBe('COP\u00a01.022.999.329');
    expect(amountText(-690_000, 'en', 'MYR')).toBe('MYR\u00a0-690,000');
    expect(amountText(8_000, 'es', 'mt')).toBe('8.000\u00a0mt');
    // No unit known: the bare figure; no figure: a dash, never a lone code.
    expect(amountText(1500, 'en', null)).toBe('1,500');
    expect(amountText(null, 'en', 'COP')).toBe('—');
  });

  it('says a rate’s quote in the language', () => {
    const usdcop = { amounts_currency: 'COP', quantity_unit: 'USD' };
    expect(rateUnitText(usdcop, 'en')).toBe('COP per USD');
    expect(rateUnitText(usdcop, 'es')).toBe('COP por USD');
    expect(rateUnitText({ amounts_currency: null, quantity_unit: 'mt' }, 'en')).toBeNull();
  });

  it("shows rates with the pair's decimals", () => {
    expect(rateText(4185.2, 'en', 2)).toBe('4,185.20');
    expect(rateText(1.08425, 'es', 4)).toBe('1,0843');
    expect(rateText(null, 'en', 2)).toBe('—');
  });

  it('shows percentages with 0 or 1 decimals and a dash when missing', () => {
    expect(percentText(0.5, 'en')).toBe('50 %');
    expect(percentText(0.425, 'en')).toBe('42.5 %');
    expect(percentText(0.41666, 'es')).toBe('41,7 %');
    expect(percentText(0.99999, 'en')).toBe('100 %');
    expect(percentText(null, 'en')).toBe('—');
  });

  it('shows delta as a whole percent of the exposure', () => {
    // 230,000 of delta against 1,000,000 of exposure: 23 %.
    expect(deltaPercentText(-230_000, -1_000_000, 'en')).toBe('23 %');
    expect(deltaPercentText(100, 0, 'en')).toBe('—');
  });
});
