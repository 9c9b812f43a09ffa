import { canOpen, firstAllowedPath, type Screen } from '@cobertura/contracts';

/** A user who has not accepted data protection, or whose account is inactive, sees /edit-user only. */
export function isConsentPending(user: { habeas_data: boolean; is_active: boolean }): boolean {
  return !user.habeas_data || !user.is_active;
}

export type ScreenAccess = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'none' };

/** A role opening a screen: allowed, sent to its first allowed screen, or shown "no access". */
export function screenAccess(role: number, screen: Screen): ScreenAccess {
  if (canOpen(role, screen)) return { kind: 'allow' };
  const to = firstAllowedPath(role);
  return to === null ? { kind: 'none' } : { kind: 'redirect', to };
}
