import { z } from 'zod';
import { emailField, requiredText, usernameField } from './fields.ts';

/** The languages of the interface, and of the mails a user is sent. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ZLoginRequest = z.object({
  username: requiredText('Username is required', { trim: true })
    .max(150)
    .describe('Your username (not case-sensitive).'),
  password: requiredText('Password is required').max(256).describe('Your password.'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZTokenPair = z.object({
  access: z.string().describe('Short-lived JWT for the Authorization header (Bearer).'),
  refresh: z.string().describe('Opaque single-use token that buys the next pair.'),
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

/** A right password for an account with two-factor sign-in: the code is asked for next. */
export const ZTwoFactorChallenge = z.object({
  challenge: z.string().describe('Single-use proof of the right password; send it with the code.'),
  expires_in: z.number().int().describe('Seconds the challenge stays valid.'),
});
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** A sign-in's answer: the token pair, or a challenge when the account has two-factor sign-in. */
export const ZSignInAnswer = z.union([ZTokenPair, ZTwoFactorChallenge]);
export type TSignInAnswer = z.infer<typeof ZSignInAnswer>;

/** The second step of a sign-in with two-factor: the challenge and a code. */
export const ZTwoFactorSignInRequest = z.object({
  challenge: z.string().min(1).max(200).describe('The challenge the first step answered.'),
  code: z
    .string({ error: 'Enter the code' })
    .trim()
    .min(6, 'Enter the code')
    .max(20)
    .describe('The 6-digit code from the authenticator app, or one of the recovery codes.'),
});
export type TTwoFactorSignInRequest = z.infer<typeof ZTwoFactorSignInRequest>;

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

/** `POST /api/account/`: the registration form, and the language the newcomer reads the app in. */
export const ZRegistration = ZRegisterRequest.extend({
  language: z
    .enum(LANGUAGES)
    .optional()
    .describe(
      "The language of the mails sent about the account (its activation); the browser's when absent.",
    ),
});
export type TRegistration = z.infer<typeof ZRegistration>;

/** Single sign-on providers configured on this platform. */
export const ZAuthProviders = z.object({
  google: z.boolean(),
  microsoft: z.boolean(),
  enterprise: z.boolean(),
});
export type AuthProviders = z.infer<typeof ZAuthProviders>;

/** The providers of single sign-on, as they appear in `/api/auth/oidc/{provider}/start`. */
export const SSO_PROVIDERS = ['google', 'microsoft', 'enterprise'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];
export const ZSsoStartParams = z.object({ provider: z.enum(SSO_PROVIDERS) });

/** `POST /api/oidc/callback/` (spec 01 §7): what the provider sent back to /oidc/callback/. */
export const ZOidcCallbackRequest = z.object({
  code: requiredText('Missing code or state').max(2048).describe("The provider's authorization code."),
  state: requiredText('Missing code or state').max(512).describe('The state the sign-in started with.'),
  session_state: z.string().max(2048).optional().describe("The provider's session state, when it sends one."),
  iss: z
    .string()
    .max(2048)
    .optional()
    .describe('The issuer, when the provider names it in the answer (RFC 9207).'),
});
export type TOidcCallbackRequest = z.infer<typeof ZOidcCallbackRequest>;

/** `GET /api/account/verify?token=`: the link mailed on registration. */
export const ZVerifyEmailQuery = z.object({ token: z.string().min(1).max(200) });

/** Claims of the short-lived access token. */
export interface AccessClaims {
  sub: string;
  /** Session (refresh-token family) id. */
  sid: string;
  role: number;
  /**
   * Consent or activation pending when the token was issued: the app shows only the gate and asks
   * for nothing else (spec 01 §4). A token issued before consent says so until its next refresh.
   */
  gate?: boolean;
  exp: number;
  iat: number;
}
