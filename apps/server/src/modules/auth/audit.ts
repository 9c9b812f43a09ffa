import { and, count, eq, gt } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import type { Services } from '../../services.ts';

export type AuditAction =
  | 'login'
  | 'refresh'
  | 'logout'
  | 'register'
  | 'verify_email'
  | 'reset_request'
  | 'validate_code'
  | 'set_password'
  | 'update_profile'
  | 'activate_user';

export interface AuditEntry {
  action: AuditAction;
  outcome: 'success' | 'failure' | 'blocked';
  ip: string;
  userId?: number | null;
  account?: string | null;
  detail?: string;
}

/** Records an attempt, successful or not: time, user, IP and outcome. */
export async function audit(services: Services, entry: AuditEntry): Promise<void> {
  await services.db.insert(auditLog).values({
    at: services.now(),
    action: entry.action,
    outcome: entry.outcome,
    ip: entry.ip,
    userId: entry.userId ?? null,
    account: entry.account?.toLowerCase() ?? null,
    detail: entry.detail ?? null,
  });
}

/** Attempts of an action against one account, with an outcome, over the last `windowMs`. */
export async function recentAttempts(
  services: Services,
  action: AuditAction,
  account: string,
  outcome: AuditEntry['outcome'],
  windowMs: number,
): Promise<number> {
  const since = new Date(services.now().getTime() - windowMs);
  const [row] = await services.db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.account, account.toLowerCase()),
        eq(auditLog.action, action),
        eq(auditLog.outcome, outcome),
        gt(auditLog.at, since),
      ),
    );
  return row?.n ?? 0;
}
