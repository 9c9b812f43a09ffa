import { z } from 'zod';
import { id, timestamp } from './fields.ts';

/** `GET /api/admin/users?status=`: the accounts waiting for activation, or all. */
export const ZAccountListQuery = z.object({
  status: z.enum(['pending', 'all']).default('pending').describe('pending: not yet activated.'),
});

/** One account in staff's list (`GET /api/admin/users`). */
export const ZPendingAccount = z.object({
  pk_idusers: id,
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  is_active: z.boolean(),
  date_joined: timestamp,
});
export type PendingAccount = z.infer<typeof ZPendingAccount>;

/** `POST /api/admin/users/{id}/activate` and `/deactivate`: the account's state now. */
export const ZAccountStateAnswer = z.object({ pk_idusers: id, is_active: z.boolean() });
export type AccountStateAnswer = z.infer<typeof ZAccountStateAnswer>;
