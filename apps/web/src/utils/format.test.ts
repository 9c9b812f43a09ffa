import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatDate,
  formatFactor,
  formatInteger,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatSignificant,
  formatWeekday,
} from './format.ts';

describe('format', () => {
  it('groups and rounds numbers per language', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, 'es')).toMatch(/^1.234.567,89$/);
  });

  it('gives a zero no sign, nor a small loss rounded to nothing', () => {
    for (const lang of ['en', 'es']) {
      expect(formatNumber(-0, lang)).toBe(formatNumber(0, lang));
      expect(formatNumber(-0.001, lang)).toBe(formatNumber(0, lang));
      expect(formatInteger(-0.3, lang)).toBe('0');
      expect(formatInteger(-3, lang)).toMatch(/^[-−]3$/);
    }
  });

  it('shows a dash for values that are not finite', () => {
    expect(formatNumber(Number.NaN, 'en')).toBe('—');
    expect(formatPercent(Number.POSITIVE_INFINITY, 'en')).toBe('—');
  });

  it("writes an axis's amounts in a few characters, in the language's words, a month without a new formatter each time", () => {
    expect([1_234_567, -350_000, 42.5e9].map((v) => formatCompact(v, 'en'))).toEqual([
      '1.2M',
      '-350K',
      '42.5B',
    ]);
    expect(formatCompact(1_234_567, 'es')).toBe('1,2\u00a0M');
    expect(formatCompact(42.5e9, 'es')).toBe('42,5\u00a0mil\u00a0M');
    expect(formatCompact(Number.NaN, 'en')).toBe('—');
    expect([formatMonth('2026-11-15', 'en'), formatMonth('2026-11-15', 'en')]).toEqual([
      'Nov 2026',
      'Nov 2026',
    ]);
    expect(formatMonth('2026-11-15', 'es', true)).toBe('nov 26');
  });

  it('formats money and percentages', () => {
    expect(formatMoney(1500, 'USD', 'en')).toBe('USD 1,500.00');
    expect(formatPercent(0.125, 'en')).toBe('12.50 %');
  });

  it("writes dates as 'MMM DD, YY' and reads wire dates as calendar days", () => {
    expect(formatDate('2026-03-05', 'en')).toBe('Mar 5, 2026');
    expect(formatDate('2021-12-31', 'es')).toContain('2021');
    expect(formatDate('2021-12-31', 'es')).not.toContain('Dec');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatMonth('2026-11-01', 'en')).toBe('Nov 2026');
    expect(formatMonth('2027-01-01', 'es')).toMatch(/^ene\.?( de)? 2027$/);
    expect(formatMonth('', 'en')).toBe('');
    expect(formatMonth('2027-09-01', 'en', true)).toBe('Sep 27');
    expect(formatMonth('2027-09-01', 'es', true)).toBe('sept 27');
  });

  it('writes significant digits and weekdays per language', () => {
    expect(formatSignificant(0.39368261, 'en')).toBe('0.3936826');
    expect(formatSignificant(2204.6, 'es')).toMatch(/^2.204,6$/);
    expect(formatWeekday('2021-01-11', 'en')).toBe('Monday');
    expect(formatWeekday('2021-01-11', 'es')).toBe('lunes');
  });

  it('writes conversion factors without the noise of a reversed rounding', () => {
    expect(formatFactor(1 / 2.380952, 'en')).toBe('0.42');
    expect(formatFactor(1 / 0.1342282, 'en')).toBe('7.45');
    expect(formatFactor(0.3936825, 'en')).toBe('0.3936825');
    expect(formatFactor(2204.623, 'es')).toMatch(/^2.204,623$/);
    expect(formatFactor(7.33, 'es')).toBe('7,33');
    expect(formatFactor(1, 'en')).toBe('1');
  });
});
