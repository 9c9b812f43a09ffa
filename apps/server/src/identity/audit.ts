import type { Services } from '../services.ts';
import { countAuditEntries, insertAuditEntry } from './identity.queries.ts';

export type AuditAction =
  | 'login'
  | 'refresh'
  | 'logout'
  | 'register'
  | 'verify_email'
  | 'reset_request'
  | 'validate_code'
  | 'set_password'
  | 'confirm_password'
  | 'update_profile'
  | 'activate_user'
  | 'deactivate_user'
  | 'create_company'
  | 'rename_company'
  | 'add_member'
  | 'remove_member'
  | 'invite_user'
  | 'accept_invitation'
  | 'import_prices'
  | 'sso_login'
  | 'sso_link'
  | 'two_factor_login'
  | 'enable_two_factor'
  | 'disable_two_factor';

export interface AuditEntry {
  action: AuditAction;
  outcome: 'success' | 'failure' | 'blocked';
  ip: string;
  userId?: number | null;
  account?: string | null;
  detail?: string;
}

/** Records an attempt, successful or not: time, user, IP and outcome. */
export function audit(services: Services, entry: AuditEntry): Promise<void> {
  return insertAuditEntry(services, {
    at: services.now(),
    action: entry.action,
    outcome: entry.outcome,
    ip: entry.ip,
    userId: entry.userId ?? null,
    account: entry.account?.toLowerCase() ?? null,
    detail: entry.detail ?? null,
  });
}

/**
 * Attempts of an action against one account, with an outcome, over the last `windowMs`; from one
 * address only when `ip` is given.
 */
export function recentAttempts(
  services: Services,
  action: AuditAction,
  account: string,
  outcome: AuditEntry['outcome'],
  windowMs: number,
  ip?: string,
): Promise<number> {
  const since = new Date(services.now().getTime() - windowMs);
  return countAuditEntries(services, { action, account: account.toLowerCase(), outcome, since, ip });
}
