import { describe, expect, it } from 'vitest';
import { amountText, isUnderProgram, MISSING } from './figureText.ts';

describe('the figures of a book', () => {
  it('say their unit, whole', () => {
    expect(amountText(-8_025_000.4, 'USD', 'en')).toBe('USD -8,025,000');
    expect(amountText(1_675_915, 'MYR', 'es')).toMatch(/^MYR 1.675.915$/);
    expect(amountText(24_000, null, 'en')).toBe('24,000');
    expect(amountText(null, 'COP', 'en')).toBe(MISSING);
  });

  it('are under the program only when both are known and the coverage falls short', () => {
    expect(isUnderProgram(0.32, 0.46)).toBe(true);
    expect(isUnderProgram(0.5, 0.5)).toBe(false);
    expect(isUnderProgram(0.6, 0.5)).toBe(false);
    expect(isUnderProgram(0.2, null)).toBe(false);
    expect(isUnderProgram(null, 0.4)).toBe(false);
  });
});
