import { idField, ZAccountListQuery, ZAccountStateAnswer, ZPendingAccount } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { listAccounts } from './list-accounts.ts';
import { setAccountActive } from './set-account-active.ts';

/** Staff's account administration: the accounts waiting for activation, activation and deactivation. */
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
      params: z.object({ id: idField }),
      answer: ZAccountStateAnswer,
      handler: ({ params, caller, ip }) =>
        setAccountActive(services, caller, { userId: params.id, isActive }, ip),
    });
  }
}
