import { z } from 'zod';
import { emailField, usernameField } from './fields.ts';

/** Error codes the auth area answers with (sign-in, refresh); the guard's codes are in errors.ts. */
export const AUTH_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'PASSWORD_EXPIRED',
  'SESSION_IDLE',
  'REFRESH_REUSED',
] as const;

export const ZLoginRequest = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(150)
    .describe('Your username (not case-sensitive).'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256)
    .describe('Your password.'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZTokenPair = z.object({
  access: z.string().describe('Short-lived JWT for the Authorization header (Bearer).'),
  refresh: z.string().describe('Opaque single-use token that buys the next pair.'),
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZRefreshRequest = z.object({
  refresh: z.string().min(1).max(512).describe('The refresh token of the last pair.'),
});
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

/** Registration (spec 01 §2): creates an unverified, inactive account. */
export const ZRegisterRequest = z.object({
  username: usernameField.describe('Letters, digits and @ . + - _ only; at most 150 characters.'),
  email: emailField.describe('We send a verification link to this address.'),
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'At least 8 characters.')
    .max(256)
    .describe('At least 8 characters; not common, not only digits, not like your username or email.'),
  password_confirmation: z
    .string({ error: 'Password confirmation is required' })
    .min(8, 'At least 8 characters.')
    .max(256)
    .describe('The same password again.'),
  terms_condition: z
    .literal(true, { error: 'You must accept the terms and conditions.' })
    .describe('Acceptance of the terms and conditions.'),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** Single sign-on providers configured on this platform. */
export const ZAuthProviders = z.object({
  google: z.boolean(),
  microsoft: z.boolean(),
  enterprise: z.boolean(),
});
export type AuthProviders = z.infer<typeof ZAuthProviders>;

/** `GET /api/account/verify?token=`: the link mailed on registration. */
export const ZVerifyEmailQuery = z.object({ token: z.string().min(1).max(200) });

/** Claims of the short-lived access token. */
export interface AccessClaims {
  sub: string;
  /** Session (refresh-token family) id. */
  sid: string;
  role: number;
  exp: number;
  iat: number;
}
