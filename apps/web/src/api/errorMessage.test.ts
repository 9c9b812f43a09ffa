import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { ApiError } from './apiError.ts';
import { errorMessage, fieldTexts, joinedFieldMessages } from './errorMessage.ts';

const dictionary: Record<string, string> = {
  fallback: 'An error occurred during login. Please try again.',
  'apiErrors.PASSWORD_EXPIRED': 'Su contraseña ha expirado',
};
const t = ((key: string, options?: { defaultValue?: string }) =>
  dictionary[key] ?? options?.defaultValue ?? key) as unknown as TFunction;

describe('errorMessage', () => {
  it("shows the server's message in English", () => {
    const error = new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid username or password.');
    expect(errorMessage(error, t, 'en', 'fallback')).toBe('Invalid username or password.');
  });

  it('shows the translation of the code in Spanish, else the server message', () => {
    expect(errorMessage(new ApiError(403, 'PASSWORD_EXPIRED', 'x'), t, 'es', 'fallback')).toBe(
      'Su contraseña ha expirado',
    );
    expect(errorMessage(new ApiError(400, 'ODD', 'Odd thing'), t, 'es', 'fallback')).toBe('Odd thing');
  });

  it('shows the fallback for network failures and foreign errors', () => {
    expect(errorMessage(new ApiError(0, 'NETWORK', 'Failed to fetch'), t, 'en', 'fallback')).toBe(
      dictionary.fallback,
    );
    expect(errorMessage(new TypeError('boom'), t, 'en', 'fallback')).toBe(dictionary.fallback);
  });
});

describe('joinedFieldMessages and fieldTexts', () => {
  const en = i18n.getFixedT('en');
  const es = i18n.getFixedT('es');

  it('joins the field messages in order, or falls back to the message', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', {
      username: ['Username taken.'],
      email: ['Email taken.'],
    });
    expect(joinedFieldMessages(error, en)).toBe('Username taken. Email taken.');
    expect(joinedFieldMessages(error, en, ['email'])).toBe('Email taken.');
    expect(joinedFieldMessages(new ApiError(400, 'BAD_REQUEST', 'Bad'), en)).toBe('Bad');
  });

  it("words the server's coded problems in the user's language", () => {
    const error = new ApiError(
      400,
      'VALIDATION_FAILED',
      'Some fields are not valid.',
      { password: ['This password is too common.'], password_confirmation: ['Passwords do not match'] },
      { password: ['PASSWORD_TOO_COMMON'], password_confirmation: ['PASSWORDS_DIFFER'] },
    );
    expect(fieldTexts(error, es)).toEqual({
      password: 'Esta contraseña es demasiado común.',
      password_confirmation: 'Las contraseñas no coinciden',
    });
    expect(joinedFieldMessages(error, en, ['password'])).toBe('This password is too common.');
  });
});
