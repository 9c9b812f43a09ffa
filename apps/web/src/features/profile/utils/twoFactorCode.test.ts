import { describe, expect, it } from 'vitest';
import { groupsOfFour, isSixDigits } from './twoFactorCode.ts';

describe('groupsOfFour', () => {
  it('spaces the secret every four characters, with no trailing space', () => {
    expect(groupsOfFour('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupsOfFour('ABCDEFGH')).toBe('ABCD EFGH');
  });
});

describe('isSixDigits', () => {
  it('takes six digits, spaces around allowed, and nothing else', () => {
    expect(isSixDigits(' 123456 ')).toBe(true);
    expect(isSixDigits('12345')).toBe(false);
    expect(isSixDigits('12345a')).toBe(false);
  });
});
