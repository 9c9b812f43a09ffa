import type { TTokenPair } from '@cobertura/contracts';
import { audit } from '../../identity/audit.ts';
import { loadAuthUser } from '../../identity/auth-user.ts';
import { rotateRefreshToken } from '../../identity/sessions.ts';
import type { Services } from '../../services.ts';

/** A new token pair for a refresh token; every refused refresh is recorded in the audit log. */
export async function refreshSession(services: Services, refresh: string, ip: string): Promise<TTokenPair> {
  try {
    return await rotateRefreshToken(
      services,
      refresh,
      async (id) => (await loadAuthUser(services, id))?.role,
    );
  } catch (error) {
    await audit(services, { action: 'refresh', outcome: 'failure', ip, detail: (error as Error).message });
    throw error;
  }
}
