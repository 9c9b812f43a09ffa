import { audit } from '../../identity/audit.ts';
import type { Caller } from '../../identity/caller.ts';
import { revokeSession } from '../../identity/sessions.ts';
import type { Services } from '../../services.ts';

/** Ends the caller's session at once. */
export async function signOut(services: Services, caller: Caller, ip: string): Promise<void> {
  await revokeSession(services, caller.sessionId, 'signed out');
  await audit(services, {
    action: 'logout',
    outcome: 'success',
    ip,
    userId: caller.id,
    account: caller.username,
  });
}
