import { z } from 'zod';
import { emailField, id, idField, requiredText, text, usernameField } from './fields.ts';

/**
 * The values the profile form offers for its choice fields (the spec names the fields, not their
 * values): short stable keys whose labels the web app translates. The fields stay free text, so a
 * value stored before a list changed is still read and saved.
 */
export const PROFILE_CHOICES = {
  sector: [
    'agriculture',
    'food',
    'manufacturing',
    'energy',
    'mining',
    'retail',
    'transport',
    'services',
    'financial',
    'other',
  ],
  Ventas: ['lt1m', '1m-10m', '10m-50m', '50m-250m', 'gt250m'],
  type_foreign_currency_exposure: ['importer', 'exporter', 'both'],
  type_commodity_exposure: ['producer', 'buyer', 'both'],
} as const satisfies Partial<Record<string, readonly string[]>>;

/**
 * The profile details of spec 01 §3, kept together in the user's `profile` column: the one list of
 * these fields. The user answer, the update request, the server's storage and the web form all
 * derive from it.
 */
export const ZProfileDetails = z.object({
  phone: text(40).describe('Telephone, with country code.'),
  Country: text(100).describe('Country of the company.'),
  city: text(100).describe('City of the company.'),
  address: text(300).describe('Street address of the company.'),
  company: text(200).describe('Company name.'),
  role: text(100).describe('Your position in the company.'),
  web_page: text(300).describe("The company's web site."),
  sector: text(100).describe('Economic sector.'),
  Ventas: text(100).describe('Yearly sales range.'),
  foreign_currency_exposure: z.boolean().describe('The company is exposed to foreign currencies.'),
  type_foreign_currency_exposure: text(100).describe('Which currencies (when exposed).'),
  commodity_exposure: z.boolean().describe('The company is exposed to commodity prices.'),
  type_commodity_exposure: text(100).describe('Which commodities (when exposed).'),
});
export type ProfileDetails = z.infer<typeof ZProfileDetails>;
export type ProfileDetail = keyof ProfileDetails;
export const PROFILE_DETAILS = ZProfileDetails.keyof().options;

/** Details of a user who has filled in nothing: empty texts, no exposure. */
export const EMPTY_PROFILE_DETAILS: ProfileDetails = Object.fromEntries(
  PROFILE_DETAILS.map((key) => [key, ZProfileDetails.shape[key] instanceof z.ZodBoolean ? false : '']),
) as ProfileDetails;

/** Name fields the user edits next to the details. */
const ZNames = z.object({
  first_name: text(150).describe('First name.'),
  last_name: text(150).describe('Last name.'),
});

/** The signed-in user as `GET /api/user` answers it (spec 01 §3). */
export const ZUser = z.object({
  pk_idusers: id,
  username: z.string(),
  email: z.string(),
  ...ZNames.shape,
  user_avatar: z
    .string()
    .describe(
      "Path of the avatar image on this platform, or empty (the identity provider's picture is not used).",
    ),
  habeas_data: z.boolean().describe('Data-protection consent given.'),
  is_active: z.boolean().describe('Activated by staff.'),
  is_staff: z.boolean(),
  platform_role: z.number().int().describe('1 staff, 2 treasury, 3 trading desk, 5 executive viewer.'),
  clean_cache: z.boolean(),
  two_factor: z.boolean().describe('Sign-in asks for a code from an authenticator app after the password.'),
  ...ZProfileDetails.shape,
  companies: z.array(id).describe("Ids of the user's companies."),
});
export type User = z.infer<typeof ZUser>;

/** What the profile form edits: username, email, names, the details and consent. */
export const ZProfileForm = z.object({
  username: usernameField.describe('Letters, digits and @ . + - _ only.'),
  email: emailField.describe('Your email address.'),
  ...ZNames.shape,
  ...ZProfileDetails.shape,
  habeas_data: z.boolean().describe('I accept the data-protection terms.'),
});
export type ProfileValues = z.infer<typeof ZProfileForm>;

/** Profile update payload (spec 01 §3): absent fields are kept; empty password fields keep the password. */
export const ZUpdateUserRequest = ZProfileForm.partial().extend({
  pk_idusers: idField.describe('Your own user id.'),
  password_old: z.string().max(256).optional().describe('Your current password, to set a new one.'),
  password_new: z.string().max(256).optional().describe('The new password.'),
  password_new_confirm: z.string().max(256).optional().describe('The new password again.'),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** The profile form's values for a user. */
export function profileValuesOf(user: User): ProfileValues {
  const values = {} as Record<string, unknown>;
  for (const key of ZProfileForm.keyof().options) values[key] = user[key];
  return values as ProfileValues;
}

/** The update payload from the form: trimmed texts; an exposure type only while its exposure is ticked. */
export function profilePayload(userId: number, values: ProfileValues): TUpdateUserRequest {
  const payload = { pk_idusers: userId } as Record<string, unknown>;
  for (const key of ZProfileForm.keyof().options) {
    const value = values[key];
    payload[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (!values.foreign_currency_exposure) payload.type_foreign_currency_exposure = '';
  if (!values.commodity_exposure) payload.type_commodity_exposure = '';
  return payload as TUpdateUserRequest;
}

/** `POST /api/user/resetpassword`: mails a reset code. */
export const ZResetPasswordRequest = z.object({ email: emailField.describe('The email of your account.') });
export const ZResetPasswordAnswer = z.object({ email: z.string(), message: z.string() });

/** `POST /api/user/validatecode`: the mailed code and the new password. */
export const ZValidateCodeRequest = z.object({
  email: emailField,
  code: requiredText('Code is required', { trim: true }).max(12).describe('The 6-digit code we mailed you.'),
  password: requiredText('New password is required')
    .max(256)
    .describe('Upper and lower case letters, a digit and one of !@#$%^&*(); at least 8 characters.'),
});
export type TValidateCodeRequest = z.infer<typeof ZValidateCodeRequest>;

/** `POST /api/user/setRessetPassword`: the user themself or staff set a password. */
export const ZSetPasswordRequest = z.object({
  pk_idusers: idField,
  password_old: z
    .string()
    .max(256)
    .optional()
    .describe("Your current password: asked when you set your own (staff setting another user's do not)."),
  password: z.string().min(8, 'At least 8 characters.').max(256),
  password_confirmation: z.string().min(8, 'At least 8 characters.').max(256),
});
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

/** Two-factor sign-in as the profile shows it; the secret is never answered once confirmed. */
export const ZTwoFactorState = z.object({
  enabled: z.boolean().describe('Sign-in asks for a code after the password.'),
  recovery_codes_left: z.number().int().describe('Unused recovery codes.'),
  required: z.boolean().describe('This account must turn two-factor sign-in on before anything else.'),
});
export type TTwoFactorState = z.infer<typeof ZTwoFactorState>;

/** A new secret to scan; it counts once a first code confirms it. */
export const ZTwoFactorEnrolment = z.object({
  secret: z.string().describe('The secret in base32, to type into an app that cannot scan.'),
  otpauth_url: z.string().describe('The otpauth:// address the QR code holds.'),
  qr_svg: z.string().describe('The QR code as an SVG image.'),
});
export type TTwoFactorEnrolment = z.infer<typeof ZTwoFactorEnrolment>;

const totpCode = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code')
  .describe('The 6-digit code the authenticator app shows now.');

export const ZTwoFactorCodeRequest = z.object({ code: totpCode });
export type TTwoFactorCodeRequest = z.infer<typeof ZTwoFactorCodeRequest>;

/** The recovery codes, shown once. */
export const ZRecoveryCodes = z.object({
  recovery_codes: z.array(z.string()).describe('Ten single-use codes; they are shown only this once.'),
});
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;
