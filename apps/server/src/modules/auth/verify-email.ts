import { audit } from '../../identity/audit.ts';
import { forgetAuthUser } from '../../identity/auth-user.ts';
import { hashToken } from '../../identity/tokens.ts';
import type { Services } from '../../services.ts';
import { spendVerificationLink } from './auth.queries.ts';

/** Marks the email of the link's user as verified; false when the link is unknown, used or expired. */
export async function verifyEmail(services: Services, token: string, ip: string): Promise<boolean> {
  const userId = await spendVerificationLink(services, hashToken(token));
  await audit(services, { action: 'verify_email', outcome: userId ? 'success' : 'failure', ip, userId });
  if (userId) await forgetAuthUser(services, userId);
  return userId !== null;
}
