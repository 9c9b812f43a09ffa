import { MIN_PASSWORD_LENGTH } from './password-rules.ts';

/**
 * Problems the server finds with one field of a request beyond its schema (the password policy,
 * a taken name): each has a code, sent in the error body's `issues` for the app to word in the
 * user's language, and the English message sent in `fields`.
 */
export const FIELD_PROBLEMS = {
  PASSWORD_TOO_SHORT: `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
  PASSWORD_TOO_SIMILAR: 'The password is too similar to your personal information.',
  PASSWORD_TOO_COMMON: 'This password is too common.',
  PASSWORD_NUMERIC: 'This password is entirely numeric.',
  PASSWORD_RESET_RULES:
    'The password must contain an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*().',
  PASSWORDS_DIFFER: 'Passwords do not match',
  PASSWORD_WRONG: 'Your current password is not correct.',
  USERNAME_TAKEN: 'A user with that username already exists.',
  EMAIL_TAKEN: 'A user with that email already exists.',
} as const;

export type FieldProblem = keyof typeof FIELD_PROBLEMS;
