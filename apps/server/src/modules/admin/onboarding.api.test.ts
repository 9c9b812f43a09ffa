import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, users } from '../../db/schema.ts';
import { mailText, startMailCatcher } from '../../test/mail-catcher.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let staff: string;
beforeAll(async () => {
  catcher = await startMailCatcher();
  platform = await startTestPlatform({ SMTP_URL: catcher.url, PUBLIC_URL: 'http://cobertura.test' });
  staff = (await platform.signIn('admin')).access;
});
afterAll(async () => {
  await platform.close();
  await catcher.close();
});

const call = (method: string, url: string, token = staff, body?: unknown) =>
  platform.request(method, url, { token, ...(body === undefined ? {} : { body }) });
/** Staff invite `email` as `username` into a company with a platform role. */
const sendInvitation = (email: string, username: string, company: number, platform_role: number) =>
  call('POST', '/api/admin/invitations', staff, { email, username, company, platform_role });
const companyId = async (initials: string) =>
  (await platform.services.db.select().from(companies).where(eq(companies.initials, initials)))[0]!.id;
const userId = async (username: string) =>
  (await platform.services.db.select().from(users).where(eq(users.username, username)))[0]!.id;
const audited = async (action: string) =>
  (await platform.services.db.select().from(auditLog).where(eq(auditLog.action, action))).map(
    (r) => r.detail,
  );

/** The invitation link mailed to `email`: the user id and the token of `/set_password/{id}?token=`. */
async function invitationTo(email: string, nth = 1) {
  let mails: string[] = [];
  for (let i = 0; i < 100 && mails.length < nth; i++) {
    mails = catcher.mails.filter((m) => m.to.includes(email)).map(mailText);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  const match = /http:\/\/cobertura\.test\/set_password\/(\d+)\?token=([\w-]+)/.exec(mails[nth - 1] ?? '');
  if (!match) throw new Error(`no invitation to ${email}`);
  return { pk_idusers: Number(match[1]), token: match[2]! };
}

describe('companies', () => {
  it('staff create and rename them; names and initials stay unique; the initials never change', async () => {
    const created = await call('POST', '/api/admin/companies', staff, {
      company_name: 'Palmas del Sur S.A.',
      initials: 'pds',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      company_name: 'Palmas del Sur S.A.',
      initials: 'PDS',
      members: 0,
    });
    const id = created.json().pk_idcompany;

    const twice = await call('POST', '/api/admin/companies', staff, {
      company_name: 'Other',
      initials: 'PDS',
    });
    expect(twice.statusCode).toBe(409);
    expect(Object.keys(twice.json().error.fields)).toEqual(['initials']);
    const sameName = await call('POST', '/api/admin/companies', staff, {
      company_name: 'Palmas del Sur S.A.',
      initials: 'PAL',
    });
    expect(Object.keys(sameName.json().error.fields)).toEqual(['company_name']);
    const bad = await call('POST', '/api/admin/companies', staff, { company_name: 'X', initials: 'P1' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['company_name', 'initials']);

    const renamed = await call('PATCH', `/api/admin/companies/${id}`, staff, {
      company_name: 'Palmas del Sur',
    });
    expect(renamed.json()).toMatchObject({
      pk_idcompany: id,
      company_name: 'Palmas del Sur',
      initials: 'PDS',
    });
    expect(
      (await call('PATCH', '/api/admin/companies/424242', staff, { company_name: 'Nobody' })).statusCode,
    ).toBe(404);
    const list = (await call('GET', '/api/admin/companies')).json();
    expect(list.map((c: { company_name: string }) => c.company_name)).toContain('Palmas del Sur');
    expect(await audited('create_company')).toEqual([`company ${id} "Palmas del Sur S.A." (PDS)`]);
    expect(await audited('rename_company')).toEqual([`company ${id} renamed "Palmas del Sur"`]);
  });

  it('are for staff only', async () => {
    const treasury = (await platform.signIn('treasury')).access;
    expect((await call('GET', '/api/admin/companies', treasury)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin/companies', treasury, { company_name: 'Mine', initials: 'MIN' }))
        .statusCode,
    ).toBe(403);
  });
});

/** What an invitation link can still do, as its page asks when it opens. */
const checked = (link: { pk_idusers: number; token: string }) =>
  platform.request('POST', '/api/invitations/check', { body: link });

describe('an invitation', () => {
  it('opens an account that the link holder alone sets a password for, once', async () => {
    const company = await companyId('DCB');
    const invite = await call('POST', '/api/admin/invitations', staff, {
      email: 'Marta.Ruiz@exportadora.example',
      username: 'marta.ruiz',
      first_name: 'Marta',
      last_name: 'Ruiz',
      company,
      platform_role: 3,
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toMatchObject({
      username: 'marta.ruiz',
      platform_role: 3,
      invitation_pending: true,
    });
    const link = await invitationTo('marta.ruiz@exportadora.example');
    expect(link.pk_idusers).toBe(invite.json().pk_idusers);

    // Nobody can sign in to it before the password is chosen.
    const early = await platform.request('POST', '/api/auth/login', {
      body: { username: 'marta.ruiz', password: 'Cobertura#2026' },
    });
    expect(early.statusCode).toBe(401);

    const accept = (body: object) => platform.request('POST', '/api/invitations/accept', { body });
    const password = { password: 'Selva&Rio-2040', password_confirmation: 'Selva&Rio-2040' };
    expect((await checked(link)).json()).toEqual({ state: 'open' });
    expect((await checked({ ...link, token: 'x'.repeat(43) })).json()).toEqual({ state: 'invalid' });
    expect((await checked({ ...link, pk_idusers: await userId('viewer') })).json()).toEqual({
      state: 'invalid',
    });
    const forged = await accept({ ...link, token: 'x'.repeat(43), ...password });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('INVITATION_INVALID');
    const otherUser = await accept({ ...link, pk_idusers: await userId('viewer'), ...password });
    expect(otherUser.json().error.code).toBe('INVITATION_INVALID');
    const weak = await accept({ ...link, password: '12345678', password_confirmation: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toHaveProperty('password');

    const done = await accept({ ...link, ...password });
    expect(done.statusCode).toBe(200);
    expect((await accept({ ...link, ...password })).json().error.code).toBe('INVITATION_INVALID');
    // Its page says so as it opens, before a password is typed.
    expect((await checked(link)).json()).toEqual({ state: 'used' });

    const signedIn = await platform.signIn('marta.ruiz', password.password);
    const me = (await call('GET', '/api/user', signedIn.access)).json();
    expect(me).toMatchObject({ platform_role: 3, companies: [company], is_active: true, habeas_data: false });
    // The data-protection consent is still theirs to give.
    expect((await call('GET', '/api/currencies', signedIn.access)).json().error.code).toBe(
      'CONSENT_REQUIRED',
    );
    const members = (await call('GET', `/api/companies/${company}/members`)).json();
    expect(members.find((m: { username: string }) => m.username === 'marta.ruiz')).toMatchObject({
      invitation_pending: false,
    });
    expect((await audited('invite_user')).length).toBeGreaterThan(0);
    expect((await audited('accept_invitation')).length).toBe(1);
  });

  it('expires after 7 days; staff send a new one and the old link stops working', async () => {
    const company = await companyId('DCA');
    const invite = await sendInvitation('late@importadora.example', 'late.joiner', company, 5);
    expect(invite.statusCode).toBe(201);
    const first = await invitationTo('late@importadora.example');
    expect((await checked(first)).json()).toEqual({ state: 'open' });
    platform.clock.advance(7 * 24 * 3_600_000 + 1);
    expect((await checked(first)).json()).toEqual({ state: 'expired' });
    const password = { password: 'Tarde#Llega-77', password_confirmation: 'Tarde#Llega-77' };
    const expired = await platform.request('POST', '/api/invitations/accept', {
      body: { ...first, ...password },
    });
    expect(expired.json().error.code).toBe('INVITATION_INVALID');

    staff = (await platform.signIn('admin')).access;
    const resent = await call('POST', `/api/admin/invitations/${first.pk_idusers}/resend`);
    expect(resent.statusCode).toBe(200);
    const second = await invitationTo('late@importadora.example', 2);
    expect(second.token).not.toBe(first.token);
    expect((await checked(first)).json()).toEqual({ state: 'replaced' });
    expect((await checked(second)).json()).toEqual({ state: 'open' });
    expect(
      (await platform.request('POST', '/api/invitations/accept', { body: { ...first, ...password } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await platform.request('POST', '/api/invitations/accept', { body: { ...second, ...password } }))
        .statusCode,
    ).toBe(200);
    // Once the password is chosen there is nothing left to send again.
    expect((await call('POST', `/api/admin/invitations/${first.pk_idusers}/resend`)).statusCode).toBe(404);
  });

  it('refuses a username or email that already has an account, naming the field', async () => {
    const company = await companyId('DCA');
    const taken = await sendInvitation('TREASURY@demo.example', 'someone.else', company, 2);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toHaveProperty('email');
    const noCompany = await sendInvitation('x@importadora.example', 'x.y', 424242, 2);
    expect(noCompany.statusCode).toBe(404);
    const noRole = await sendInvitation('x@importadora.example', 'x.y', company, 4);
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().error.fields).toHaveProperty('platform_role');
  });
});

describe('memberships', () => {
  it('staff add a user to a company with a role and take them out; it bites at once', async () => {
    // Company B's treasurer, added to Company A and taken out again.
    const [a, member] = [await companyId('DCA'), await userId('treasuryb')];
    const memberToken = (await platform.signIn('treasuryb')).access;
    expect((await call('GET', `/api/companies/${a}`, memberToken)).statusCode).toBe(404);

    const added = await call('PUT', `/api/admin/companies/${a}/members/${member}`, staff, {
      platform_role: 5,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ username: 'treasuryb', platform_role: 5 });
    expect((await call('GET', `/api/companies/${a}`, memberToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', memberToken)).json().platform_role).toBe(5);

    expect((await call('DELETE', `/api/admin/companies/${a}/members/${member}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/companies/${a}`, memberToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/companies/${a}/members/${member}`)).statusCode).toBe(404);
    await call('PUT', `/api/admin/companies/${await companyId('DCB')}/members/${member}`, staff, {
      platform_role: 2,
    });

    const details = await platform.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, member), eq(auditLog.action, 'remove_member')));
    expect(details).toHaveLength(1);
  });

  it('staff cannot change their own role', async () => {
    const a = await companyId('DCA');
    const self = await call('PUT', `/api/admin/companies/${a}/members/${await userId('admin')}`, staff, {
      platform_role: 2,
    });
    expect(self.statusCode).toBe(409);
  });

  it('a client treasury user reads who belongs to their own company, and no other', async () => {
    const [a, b] = [await companyId('DCA'), await companyId('DCB')];
    const treasury = (await platform.signIn('treasury')).access;
    const own = await call('GET', `/api/companies/${a}/members`, treasury);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((m: { username: string }) => m.username)).toEqual(
      expect.arrayContaining(['admin', 'treasury', 'viewer']),
    );
    expect((await call('GET', `/api/companies/${b}/members`, treasury)).statusCode).toBe(404);
    const viewer = (await platform.signIn('viewer')).access;
    expect((await call('GET', `/api/companies/${a}/members`, viewer)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/api/admin/companies/${a}/members/${await userId('viewer')}`, treasury, {
          platform_role: 2,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("staff's account list", () => {
  it('says which companies each account belongs to, with its role', async () => {
    const page = (await call('GET', '/api/admin/users?status=all&page_size=500')).json();
    const viewer = page.items.find((a: { username: string }) => a.username === 'viewer');
    expect(viewer).toMatchObject({ platform_role: 5, companies: [{ company_name: 'Demo Company A' }] });
  });
});
