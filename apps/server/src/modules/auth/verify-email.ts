import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailVerifications, users } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import { forgetAuthUser } from '../profile/auth-user.ts';
import { audit } from './audit.ts';
import { hashToken } from './tokens.ts';

/** Marks the email of the link's user as verified; false when the link is unknown, used or expired. */
export async function verifyEmail(services: Services, token: string, ip: string): Promise<boolean> {
  const now = services.now();
  const userId = await services.db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerifications.userId });
    if (!link) return null;
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, link.userId));
    return link.userId;
  });
  await audit(services, { action: 'verify_email', outcome: userId ? 'success' : 'failure', ip, userId });
  if (userId) await forgetAuthUser(services, userId);
  return userId !== null;
}
