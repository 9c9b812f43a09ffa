import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError.ts';
import { errorMessage, joinedFieldMessages } from './errorMessage.ts';

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

describe('joinedFieldMessages', () => {
  it('joins the field messages in order, or falls back to the message', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', {
      username: ['Username taken.'],
      email: ['Email taken.'],
    });
    expect(joinedFieldMessages(error)).toBe('Username taken. Email taken.');
    expect(joinedFieldMessages(error, ['email'])).toBe('Email taken.');
    expect(joinedFieldMessages(new ApiError(400, 'BAD_REQUEST', 'Bad'))).toBe('Bad');
  });
});
