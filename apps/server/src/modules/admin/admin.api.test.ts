import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const idOf = async (token: string) =>
  (await platform.request('GET', '/api/user', { token })).json().pk_idusers as number;

describe('staff deactivate and reactivate an account', () => {
  it('bites at once: sessions end, a new sign-in reaches no member route, reactivation restores it', async () => {
    const admin = await platform.signIn('admin');
    const viewer = await platform.signIn('viewer');
    const viewerId = await idOf(viewer.access);
    // The viewer's user and session are in the cache now.
    expect((await platform.request('GET', '/api/currencies', { token: viewer.access })).statusCode).toBe(200);

    const off = await platform.request('POST', `/api/admin/users/${viewerId}/deactivate`, {
      token: admin.access,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ pk_idusers: viewerId, is_active: false });
    const ended = await platform.request('GET', '/api/currencies', { token: viewer.access });
    expect(ended.json().error.code).toBe('SESSION_ENDED');
    expect(
      (await platform.request('POST', '/api/auth/refresh', { body: { refresh: viewer.refresh } })).statusCode,
    ).toBe(401);
    const fresh = await platform.signIn('viewer');
    const gated = await platform.request('GET', '/api/currencies', { token: fresh.access });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().error.code).toBe('ACCOUNT_INACTIVE');

    const on = await platform.request('POST', `/api/admin/users/${viewerId}/activate`, {
      token: admin.access,
    });
    expect(on.json()).toEqual({ pk_idusers: viewerId, is_active: true });
    expect((await platform.request('GET', '/api/currencies', { token: fresh.access })).statusCode).toBe(200);
  });

  it('mails the user whose account turns active, in the language they registered in, once', async () => {
    const sent = vi.spyOn(platform.services.mailer, 'send');
    const newcomer = { username: 'maria.g', email: 'maria@cafetera.example' };
    const registered = await platform.request('POST', '/api/account/', {
      body: {
        ...newcomer,
        password: 'Cafe&Cacao-1987',
        password_confirmation: 'Cafe&Cacao-1987',
        terms_condition: true,
        language: 'es',
      },
    });
    expect(registered.statusCode).toBe(201);
    const admin = await platform.signIn('admin');
    const pending = (
      await platform.request('GET', '/api/admin/users?status=pending', { token: admin.access })
    ).json().items as { pk_idusers: number; username: string }[];
    const id = pending.find((account) => account.username === newcomer.username)?.pk_idusers;
    const activate = () =>
      platform.request('POST', `/api/admin/users/${id}/activate`, { token: admin.access });
    const activationMails = () =>
      sent.mock.calls
        .map(([mail]) => mail)
        .filter((mail) => mail.to === newcomer.email && /activ/.test(mail.subject));
    try {
      expect((await activate()).statusCode).toBe(200);
      await vi.waitFor(() => expect(activationMails()).toHaveLength(1));
      const [mail] = activationMails();
      expect(mail).toMatchObject({ to: newcomer.email, subject: 'Su cuenta de Cobertura está activa' });
      expect(mail?.text).toContain('Hola maria.g');
      // Activating an account that is active already tells nobody anything new.
      expect((await activate()).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(activationMails()).toHaveLength(1);
    } finally {
      sent.mockRestore();
    }
  });

  it('is for staff only, and staff cannot deactivate themselves', async () => {
    const admin = await platform.signIn('admin');
    const treasury = await platform.signIn('treasury');
    const adminId = await idOf(admin.access);
    const byClient = await platform.request('POST', `/api/admin/users/${adminId}/deactivate`, {
      token: treasury.access,
    });
    expect(byClient.statusCode).toBe(403);
    const self = await platform.request('POST', `/api/admin/users/${adminId}/deactivate`, {
      token: admin.access,
    });
    expect(self.statusCode).toBe(409);
    const unknown = await platform.request('POST', '/api/admin/users/424242/deactivate', {
      token: admin.access,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("staff's account list", () => {
  it('comes a page at a time, newest first, with the count of the whole list', async () => {
    const admin = await platform.signIn('admin');
    const list = (query: string) =>
      platform.request('GET', `/api/admin/users?${query}`, { token: admin.access });
    const whole = (await list('status=all&page_size=500')).json();
    expect(whole.total).toBe(whole.items.length);
    expect(whole.total).toBeGreaterThanOrEqual(5);

    const pages = await Promise.all([1, 2, 3].map((page) => list(`status=all&page=${page}&page_size=2`)));
    const bodies = pages.map((p) => p.json());
    expect(bodies.map((b) => b.total)).toEqual([whole.total, whole.total, whole.total]);
    expect(bodies.flatMap((b) => b.items)).toEqual(whole.items.slice(0, 6));
    expect(bodies[0]).toMatchObject({ page: 1, page_size: 2 });

    expect((await list('status=all&page_size=501')).statusCode).toBe(400);
    expect((await list('page=0')).statusCode).toBe(400);
  });
});
