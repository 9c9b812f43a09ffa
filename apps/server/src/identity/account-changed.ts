import type { Services } from '../services.ts';
import { type AuditAction, audit } from './audit.ts';
import { forgetAuthUser } from './auth-user.ts';

/**
 * After a write to an account: its cached view is dropped, so the user's next call sees the change
 * on every process, and the change is audited.
 */
export async function accountChanged(
  services: Services,
  change: { action: AuditAction; ip: string; userId: number; account?: string; detail?: string },
): Promise<void> {
  await forgetAuthUser(services, change.userId);
  await audit(services, { ...change, outcome: 'success' });
}
