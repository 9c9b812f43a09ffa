import {
  idField,
  ZAcceptInvitationRequest,
  ZAccountListQuery,
  ZAccountPage,
  ZAccountStateAnswer,
  ZAdminCompany,
  ZCreateCompanyRequest,
  ZInvitationCheck,
  ZInvitationCheckRequest,
  ZInvitationRequest,
  ZMember,
  ZMembershipRequest,
  ZMessageAnswer,
  ZRenameCompanyRequest,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { checkInvitation } from './check-invitation.ts';
import { createCompany } from './create-company.ts';
import { inviteUser } from './invite-user.ts';
import { listAccounts } from './list-accounts.ts';
import { listCompanies } from './list-companies.ts';
import { listMembers } from './list-members.ts';
import { removeMembership } from './remove-membership.ts';
import { renameCompany } from './rename-company.ts';
import { resendInvitation } from './resend-invitation.ts';
import { setAccountActive } from './set-account-active.ts';
import { setMembership } from './set-membership.ts';

const ZIdParams = z.object({ id: idField });
const ZMemberParams = z.object({ id: idField, userId: idField });

/**
 * Staff's administration, so that a customer is set up without SQL: accounts (activation),
 * companies, who belongs to each with which role, and invitations by mail. Also the read-only
 * member list a client treasury user sees of their own company, and the public step where an
 * invited person chooses their password.
 */
export function adminRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/admin/users',
    summary:
      'Accounts waiting for activation (or all), newest first, a page at a time, with their companies.',
    access: 'staff',
    query: ZAccountListQuery,
    answer: ZAccountPage,
    handler: ({ query }) => listAccounts(services, query),
  });

  for (const { verb, isActive, summary } of [
    { verb: 'activate', isActive: true, summary: 'Activate (or reactivate) an account.' },
    {
      verb: 'deactivate',
      isActive: false,
      summary: "Deactivate an account: the user's sessions end and member routes refuse at once.",
    },
  ]) {
    defineRoute(app, services, {
      method: 'POST',
      url: `/api/admin/users/:id/${verb}`,
      summary,
      access: 'staff',
      params: ZIdParams,
      answer: ZAccountStateAnswer,
      handler: ({ params, caller, ip }) =>
        setAccountActive(services, caller, { userId: params.id, isActive }, ip),
    });
  }

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/admin/companies',
    summary: 'Every company, by name, with its number of members.',
    access: 'staff',
    answer: z.array(ZAdminCompany),
    handler: () => listCompanies(services),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/admin/companies',
    summary: 'Create a company.',
    access: 'staff',
    body: ZCreateCompanyRequest,
    answer: ZAdminCompany,
    status: 201,
    handler: ({ body, caller, ip }) => createCompany(services, caller, body, ip),
  });

  defineRoute(app, services, {
    method: 'PATCH',
    url: '/api/admin/companies/:id',
    summary: 'Rename a company (its initials stay).',
    access: 'staff',
    params: ZIdParams,
    body: ZRenameCompanyRequest,
    answer: ZAdminCompany,
    handler: ({ params, body, caller, ip }) =>
      renameCompany(services, caller, { companyId: params.id, ...body }, ip),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/companies/:id/members',
    summary:
      'Who belongs to a company: staff for any company, a client treasury user for their own (read only).',
    access: 'member',
    params: ZIdParams,
    answer: z.array(ZMember),
    handler: ({ params, caller }) => listMembers(services, caller, params.id),
  });

  defineRoute(app, services, {
    method: 'PUT',
    url: '/api/admin/companies/:id/members/:userId',
    summary:
      "Add a user to a company with a role, or change a member's role (a user's role is platform-wide).",
    access: 'staff',
    params: ZMemberParams,
    body: ZMembershipRequest,
    answer: ZMember,
    handler: ({ params, body, caller, ip }) =>
      setMembership(
        services,
        caller,
        { companyId: params.id, userId: params.userId, role: body.platform_role },
        ip,
      ),
  });

  defineRoute(app, services, {
    method: 'DELETE',
    url: '/api/admin/companies/:id/members/:userId',
    summary: 'Take a user out of a company (the account stays).',
    access: 'staff',
    params: ZMemberParams,
    handler: ({ params, caller, ip }) =>
      removeMembership(services, caller, { companyId: params.id, userId: params.userId }, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/admin/invitations',
    summary:
      'Invite a person into a company with a role: their account opens and a single-use link to choose a password is mailed.',
    access: 'staff',
    body: ZInvitationRequest,
    answer: ZMember,
    status: 201,
    handler: ({ body, caller, ip }) => inviteUser(services, caller, body, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/admin/invitations/:id/resend',
    summary:
      'Send a new invitation to an invited user who has not chosen a password; earlier links stop working.',
    access: 'staff',
    params: ZIdParams,
    answer: ZMessageAnswer,
    handler: ({ params, caller, ip }) => resendInvitation(services, caller, params.id, ip),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/invitations/check',
    summary:
      'What an invitation link can still do, asked as its page opens: open, used (sign in), replaced by a newer one, expired, or invalid.',
    access: 'public',
    rateLimit: { name: 'invitation', perMinute: services.config.authRateLimitPerMinute },
    body: ZInvitationCheckRequest,
    answer: ZInvitationCheck,
    handler: ({ body }) => checkInvitation(services, body),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/invitations/accept',
    summary:
      "The holder of an invitation link chooses the password, once (the spec's /set_password/{id} screen).",
    access: 'public',
    rateLimit: { name: 'invitation', perMinute: services.config.authRateLimitPerMinute },
    body: ZAcceptInvitationRequest,
    answer: ZMessageAnswer,
    handler: ({ body, ip }) => acceptInvitation(services, body, ip),
  });
}
