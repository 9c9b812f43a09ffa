import type { TTokenPair } from '@cobertura/contracts';
import { audit } from '../../identity/audit.ts';
import { type IdleReport, rotateRefreshToken } from '../../identity/sessions.ts';
import type { Services } from '../../services.ts';

/**
 * A new token pair for a refresh token, `idle` being what the call says of its user's activity; every
 * refused refresh is recorded in the audit log.
 */
export async function refreshSession(
  services: Services,
  refresh: string,
  ip: string,
  idle: IdleReport,
): Promise<TTokenPair> {
  try {
    return await rotateRefreshToken(services, refresh, idle);
  } catch (error) {
    await audit(services, { action: 'refresh', outcome: 'failure', ip, detail: (error as Error).message });
    throw error;
  }
}
