import { describe, expect, it } from 'vitest';
import { fieldValue, parseDecimal, toInputText } from './parseDecimal.ts';

describe('parseDecimal', () => {
  it('reads decimal points and decimal commas', () => {
    expect(parseDecimal('1.56')).toBe(1.56);
    expect(parseDecimal('1,56')).toBe(1.56);
    expect(parseDecimal(' -0,5 ')).toBe(-0.5);
  });

  it('reads grouped thousands in both styles', () => {
    expect(parseDecimal('1,234.5')).toBe(1234.5);
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('1,234,567')).toBe(1234567);
    expect(parseDecimal('4 000')).toBe(4000);
  });

  it('refuses empty and unreadable texts', () => {
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('abc')).toBeUndefined();
    expect(parseDecimal('1.2.3x')).toBeUndefined();
  });
});

describe('fieldValue', () => {
  it('scales numbers, leaves empty fields out and passes unreadable text through', () => {
    expect(fieldValue('12', 0.01)).toBeCloseTo(0.12, 15);
    expect(fieldValue('  ')).toBeUndefined();
    expect(fieldValue('abc')).toBe('abc');
  });
});

describe('toInputText', () => {
  it('keeps 8 significant digits', () => {
    expect(toInputText(1.5432109876)).toBe('1.543211');
    expect(toInputText(4000)).toBe('4000');
  });
});
