import { idField } from '@cobertura/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { audit } from '../auth/audit.ts';
import { forgetAuthUser } from '../profile/auth-user.ts';

/** Staff's account administration: the accounts waiting for activation, and activation. */
export function adminRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/admin/users',
    access: 'staff',
    query: z.object({ status: z.enum(['pending', 'all']).default('pending') }),
    handler: async ({ query }) => {
      const rows = await services.db
        .select({
          pk_idusers: users.id,
          username: users.username,
          email: users.email,
          email_verified: users.emailVerified,
          is_active: users.isActive,
          date_joined: users.dateJoined,
        })
        .from(users)
        .where(query.status === 'pending' ? eq(users.isActive, false) : undefined)
        .orderBy(desc(users.dateJoined))
        .limit(500);
      return rows.map((r) => ({ ...r, date_joined: r.date_joined.toISOString() }));
    },
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/admin/users/:id/activate',
    access: 'staff',
    params: z.object({ id: idField }),
    handler: async ({ params, caller, ip }) => {
      const [user] = await services.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.id, params.id))
        .returning({ id: users.id, username: users.username });
      if (!user) throw notFound('No such user.');
      await forgetAuthUser(services, user.id);
      await audit(services, {
        action: 'activate_user',
        outcome: 'success',
        ip,
        userId: user.id,
        account: user.username,
        detail: `by staff ${caller.id}`,
      });
      return { pk_idusers: user.id, is_active: true };
    },
  });
}
