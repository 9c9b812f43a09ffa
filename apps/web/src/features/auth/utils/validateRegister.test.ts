import { describe, expect, it } from 'vitest';
import { validateRegister } from './validateRegister.ts';

const valid = {
  username: 'ana',
  email: 'ana@example.com',
  password: 'Str0ng!pass',
  password_confirmation: 'Str0ng!pass',
  terms_condition: true,
};

describe('validateRegister', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('requires every field and the terms', () => {
    expect(
      validateRegister({
        username: ' ',
        email: '',
        password: '',
        password_confirmation: '',
        terms_condition: false,
      }),
    ).toEqual({
      username: 'register.errors.usernameRequired',
      email: 'register.errors.emailRequired',
      password: 'register.errors.passwordRequired',
      password_confirmation: 'register.errors.confirmationRequired',
      terms_condition: 'register.errors.termsRequired',
    });
  });

  it('asks for 8 characters in both passwords', () => {
    expect(validateRegister({ ...valid, password: 'short', password_confirmation: 'short' })).toEqual({
      password: 'register.errors.passwordMin',
      password_confirmation: 'register.errors.confirmationMin',
    });
  });

  it('asks for a valid email address', () => {
    expect(validateRegister({ ...valid, email: 'ana@' })).toEqual({ email: 'register.errors.emailInvalid' });
  });

  it('asks for matching passwords', () => {
    expect(validateRegister({ ...valid, password_confirmation: 'Str0ng!pasS' })).toEqual({
      password_confirmation: 'register.errors.mismatch',
    });
  });
});
