import { describe, expect, it } from 'vitest';
import { lastValueOf, validateResetCode } from './validateReset.ts';

describe('validateResetCode', () => {
  it('checks in the spec order and stops at the first failure', () => {
    expect(validateResetCode({ code: '', password: '', confirmation: '' })).toBe('reset.errors.codeRequired');
    expect(validateResetCode({ code: '123456', password: '', confirmation: '' })).toBe(
      'reset.errors.passwordRequired',
    );
    expect(validateResetCode({ code: '123456', password: 'abc', confirmation: '' })).toBe(
      'reset.errors.confirmationRequired',
    );
    expect(validateResetCode({ code: '123456', password: 'abc', confirmation: 'abd' })).toBe(
      'reset.errors.mismatch',
    );
    expect(validateResetCode({ code: '123456', password: 'abc', confirmation: 'abc' })).toBe(
      'reset.errors.rules',
    );
  });

  it('passes a code with a password meeting every rule', () => {
    expect(validateResetCode({ code: '123456', password: 'Aa1!aaaa', confirmation: 'Aa1!aaaa' })).toBeNull();
  });

  it('rejects a password missing only the special character', () => {
    expect(validateResetCode({ code: '1', password: 'Aa1aaaaa', confirmation: 'Aa1aaaaa' })).toBe(
      'reset.errors.rules',
    );
  });
});

describe('lastValueOf', () => {
  it('reads the message as the last value of the map', () => {
    expect(lastValueOf({ email: 'a@b.co', message: 'Password reset code sent successfully' })).toBe(
      'Password reset code sent successfully',
    );
    expect(lastValueOf(null)).toBeNull();
  });
});
