import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const idOf = async (username: string) => {
  const [user] = await platform.services.db.select().from(users).where(eq(users.username, username));
  return user!.id;
};
const auditOf = (action: string, userId: number) =>
  platform.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userId, userId)));
const setPassword = (token: string, body: Record<string, unknown>) =>
  platform.request('POST', '/api/user/setRessetPassword', { token, body });
const NEW = { password: 'Quetzal#River42', password_confirmation: 'Quetzal#River42' };

describe("setting another user's password", () => {
  it('is audited with the staff member who did it', async () => {
    const admin = await platform.signIn('admin');
    const [adminId, viewerId] = [await idOf('admin'), await idOf('viewer')];
    expect((await setPassword(admin.access, { pk_idusers: viewerId, ...NEW })).statusCode).toBe(200);
    const rows = await auditOf('set_password', viewerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'success', detail: `by staff ${adminId}` });
  });

  it('is refused to a staff member whose account was deactivated, though they can still sign in', async () => {
    const deskId = await idOf('desk');
    await platform.services.db
      .update(users)
      .set({ isStaff: true, platformRole: 1 })
      .where(eq(users.id, deskId));
    const admin = await platform.signIn('admin');
    const before = await platform.signIn('desk');
    const target = await idOf('treasury');
    // Active and consented, the promoted member acts as staff…
    expect((await setPassword(before.access, { pk_idusers: target, ...NEW })).statusCode).toBe(200);
    const off = await platform.request('POST', `/api/admin/users/${deskId}/deactivate`, {
      token: admin.access,
    });
    expect(off.statusCode).toBe(200);
    // …deactivated, they still reach their own profile, and no one else's account.
    const after = await platform.signIn('desk');
    expect((await platform.request('GET', '/api/user', { token: after.access })).statusCode).toBe(200);
    const refused = await setPassword(after.access, {
      pk_idusers: target,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    await platform.signIn('treasury', NEW.password);
  });
});

describe('the current password, asked when one changes their own', () => {
  it('is audited when wrong, and refused past the account failure limit even when right', async () => {
    const limit = platform.services.config.accountFailureLimit;
    const viewer = await platform.signIn('viewer', NEW.password);
    const viewerId = await idOf('viewer');
    const own = (password_old: string) =>
      setPassword(viewer.access, { pk_idusers: viewerId, password_old, ...NEW });
    for (let i = 0; i < limit; i++) {
      const wrong = await own(`guess-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toHaveProperty('password_old');
    }
    expect((await auditOf('confirm_password', viewerId)).filter((r) => r.outcome === 'failure')).toHaveLength(
      limit,
    );
    const blocked = await own(NEW.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    // The profile form's password change counts the same failures.
    const viaProfile = await platform.request('POST', '/api/user/update', {
      token: viewer.access,
      body: {
        pk_idusers: viewerId,
        password_old: NEW.password,
        password_new: 'Lagoon#Heron77',
        password_new_confirm: 'Lagoon#Heron77',
      },
    });
    expect(viaProfile.statusCode).toBe(429);
    platform.clock.advance(15 * 60_000 + 1);
    const fresh = await platform.signIn('viewer', NEW.password);
    const later = await setPassword(fresh.access, {
      pk_idusers: viewerId,
      password_old: NEW.password,
      password: 'Heron#Lagoon88',
      password_confirmation: 'Heron#Lagoon88',
    });
    expect(later.statusCode).toBe(200);
  });
});
