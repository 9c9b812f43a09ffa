import { describe, expect, it } from 'vitest';
import { fieldValue, localInputText, parseDecimal, toInputText } from './parseDecimal.ts';

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

describe('localInputText', () => {
  it('shows a number in the language’s notation, keeping the digits as typed', () => {
    expect(localInputText('1.60', 'es')).toBe('1,60');
    expect(localInputText('0.05', 'es')).toBe('0,05');
    expect(localInputText('1,60', 'en')).toBe('1.60');
    expect(localInputText('1,60', 'es')).toBe('1,60');
    expect(localInputText('-0.5', 'es')).toBe('-0,5');
    expect(localInputText('.5', 'es')).toBe(',5');
    expect(localInputText('4000', 'es')).toBe('4000');
    expect(localInputText(toInputText(1.46052593), 'es')).toBe('1,4605259');
  });

  it('shows a grouped or pasted number without grouping, as the value it reads', () => {
    expect(localInputText('1.234,56', 'en')).toBe('1234.56');
    expect(localInputText('1,234.56', 'es')).toBe('1234,56');
    expect(localInputText('1,234,567', 'es')).toBe('1234567');
    expect(localInputText('4 000,5', 'en')).toBe('4000.5');
  });

  it('leaves empty and unreadable text as it is', () => {
    expect(localInputText('', 'es')).toBe('');
    expect(localInputText('abc', 'es')).toBe('abc');
    expect(localInputText('1.2.3x', 'en')).toBe('1.2.3x');
  });
});
