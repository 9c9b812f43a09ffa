import { canOpen, firstAllowedPath, type Screen } from '@cobertura/contracts';

/** A user who has not accepted data protection, or whose account is inactive, sees /edit-user only. */
export function isConsentPending(user: { habeas_data: boolean; is_active: boolean }): boolean {
  return !user.habeas_data || !user.is_active;
}

/** What a user with consent pending may open: the gate itself and the policy asked for there. */
const CONSENT_GATE_PATHS = new Set(['/edit-user', '/habeas']);

export function isConsentGatePath(pathname: string): boolean {
  return CONSENT_GATE_PATHS.has(pathname.toLowerCase());
}

export type ScreenAccess = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'none' };

/** A role opening a screen: allowed, sent to its first allowed screen, or shown "no access". */
export function screenAccess(role: number, screen: Screen): ScreenAccess {
  if (canOpen(role, screen)) return { kind: 'allow' };
  const to = firstAllowedPath(role);
  return to === null ? { kind: 'none' } : { kind: 'redirect', to };
}
