import { idField, ZAccountListQuery, ZActivateAnswer, ZPendingAccount } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { activateUser } from './activate-user.ts';
import { listAccounts } from './list-accounts.ts';

/** Staff's account administration: the accounts waiting for activation, and activation. */
export function adminRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/admin/users',
    summary: 'Accounts waiting for activation (or all), newest first, at most 500.',
    access: 'staff',
    query: ZAccountListQuery,
    answer: z.array(ZPendingAccount),
    handler: ({ query }) => listAccounts(services, query.status),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/admin/users/:id/activate',
    summary: 'Activate an account.',
    access: 'staff',
    params: z.object({ id: idField }),
    answer: ZActivateAnswer,
    handler: ({ params, caller, ip }) => activateUser(services, caller, params.id, ip),
  });
}
