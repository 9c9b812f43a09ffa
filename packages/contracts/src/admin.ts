import { z } from 'zod';
import { emailField, id, idField, optionalText, text, timestamp, usernameField } from './fields.ts';
import { pagedAnswer, ZPageQuery } from './pagination.ts';
import { ROLE_SCREENS } from './roles.ts';

/** The platform roles staff may give (spec 01 §6): 1 staff, 2 client treasury, 3 trading desk, 5 executive viewer. */
export const PLATFORM_ROLES = Object.keys(ROLE_SCREENS).map(Number);
export const ZPlatformRole = z
  .number({ error: 'Choose a role.' })
  .int()
  .refine((role) => PLATFORM_ROLES.includes(role), 'Choose a role: 1, 2, 3 or 5.')
  .describe('1 staff, 2 client treasury, 3 trading desk, 5 executive viewer.');

/** A company as staff see it. */
export const ZAdminCompany = z.object({
  pk_idcompany: id,
  company_name: z.string(),
  initials: z.string().describe("Prefix of the company's row keys (A123); set at creation."),
  members: z.number().int().describe('Accounts that belong to the company.'),
  created_at: timestamp,
});
export type AdminCompany = z.infer<typeof ZAdminCompany>;

const companyName = text(200)
  .min(2, 'At least 2 characters.')
  .describe('The company’s name, as its users know it.');

/** `POST /api/admin/companies`: a new company. */
export const ZCreateCompanyRequest = z.object({
  company_name: companyName,
  initials: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,5}$/, '2 to 5 letters.')
    .describe("2 to 5 letters: the prefix of the company's row keys, never changed."),
});
export type TCreateCompanyRequest = z.infer<typeof ZCreateCompanyRequest>;

/** `PATCH /api/admin/companies/{id}`: a new name. */
export const ZRenameCompanyRequest = z.object({ company_name: companyName });
export type TRenameCompanyRequest = z.infer<typeof ZRenameCompanyRequest>;

/** A member of a company. */
export const ZMember = z.object({
  pk_idusers: id,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  platform_role: z.number().int(),
  is_active: z.boolean(),
  invitation_pending: z.boolean().describe('Invited, and has not set a password yet.'),
});
export type Member = z.infer<typeof ZMember>;

/** `PUT /api/admin/companies/{id}/members/{userId}`: the user joins (or stays in) the company with this role. */
export const ZMembershipRequest = z.object({ platform_role: ZPlatformRole });
export type TMembershipRequest = z.infer<typeof ZMembershipRequest>;

/** `POST /api/admin/invitations`: a person to invite into a company. */
export const ZInvitationRequest = z.object({
  email: emailField.describe('Where the invitation is sent.'),
  username: usernameField.describe('The name they will sign in with.'),
  first_name: optionalText(150).describe('First name.'),
  last_name: optionalText(150).describe('Last name.'),
  company: idField.describe('The company they join.'),
  platform_role: ZPlatformRole,
});
export type TInvitationRequest = z.infer<typeof ZInvitationRequest>;

/** `POST /api/invitations/accept`: the holder of an invitation link sets the password. */
export const ZAcceptInvitationRequest = z.object({
  pk_idusers: idField,
  token: z.string().trim().min(1, 'The invitation link is not valid.').max(200),
  password: z.string().min(8, 'At least 8 characters.').max(128),
  password_confirmation: z.string().min(1, 'Password confirmation is required').max(128),
});
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;

/** `POST /api/invitations/check`: the link's user and token, asked as soon as its page opens. */
export const ZInvitationCheckRequest = ZAcceptInvitationRequest.pick({ pk_idusers: true, token: true });
export type TInvitationCheckRequest = z.infer<typeof ZInvitationCheckRequest>;

/**
 * What an invitation link can still do: `open` sets the password; `used` was spent choosing it (the
 * account has a password: sign in); `replaced` by a newer invitation, whose mail holds the link
 * that works; `expired` unused past its 7 days; `invalid` for any other user or token.
 */
export const INVITATION_STATES = ['open', 'used', 'replaced', 'expired', 'invalid'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
export const ZInvitationCheck = z.object({ state: z.enum(INVITATION_STATES) });
export type TInvitationCheck = z.infer<typeof ZInvitationCheck>;

/** `GET /api/admin/users?status=&page=&page_size=`: the accounts waiting for activation, or all. */
export const ZAccountListQuery = ZPageQuery.extend({
  status: z.enum(['pending', 'all']).default('pending').describe('pending: not yet activated.'),
});

/** One account in staff's list (`GET /api/admin/users`), with the companies it belongs to. */
export const ZPendingAccount = z.object({
  pk_idusers: id,
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  is_active: z.boolean(),
  platform_role: z.number().int(),
  companies: z.array(z.object({ pk_idcompany: id, company_name: z.string() })),
  date_joined: timestamp,
});
export type PendingAccount = z.infer<typeof ZPendingAccount>;
export const ZAccountPage = pagedAnswer(ZPendingAccount);

/** `POST /api/admin/users/{id}/activate` and `/deactivate`: the account's state now. */
export const ZAccountStateAnswer = z.object({ pk_idusers: id, is_active: z.boolean() });
export type AccountStateAnswer = z.infer<typeof ZAccountStateAnswer>;
